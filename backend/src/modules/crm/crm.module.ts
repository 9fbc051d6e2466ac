import { Module } from '@nestjs/common';
import { MikroOrmCustomerRepository } from './adapters/mikro-orm-customer.repository';
import { CustomerDirectory } from './application/customer-directory';
import { CustomersService } from './application/customers.service';
import { CustomerRepository } from './application/ports/customer.repository';
import { CustomersController } from './http/customers.controller';

@Module({
  controllers: [CustomersController],
  providers: [CustomersService, CustomerDirectory, { provide: CustomerRepository, useClass: MikroOrmCustomerRepository }],
  exports: [CustomerDirectory],
})
export class CrmModule {}
