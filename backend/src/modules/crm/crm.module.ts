import { Module } from '@nestjs/common';
import { MikroOrmCustomerRepository } from './adapters/mikro-orm-customer.repository';
import { MikroOrmLeadRepository } from './adapters/mikro-orm-lead.repository';
import { CustomerDirectory } from './application/customer-directory';
import { CustomersService } from './application/customers.service';
import { LeadConversionService } from './application/lead-conversion.service';
import { LeadsService } from './application/leads.service';
import { CustomerRepository } from './application/ports/customer.repository';
import { LeadRepository } from './application/ports/lead.repository';
import { CustomersController } from './http/customers.controller';
import { LeadsController } from './http/leads.controller';

@Module({
  controllers: [CustomersController, LeadsController],
  providers: [
    CustomersService,
    CustomerDirectory,
    LeadsService,
    LeadConversionService,
    { provide: CustomerRepository, useClass: MikroOrmCustomerRepository },
    { provide: LeadRepository, useClass: MikroOrmLeadRepository },
  ],
  exports: [CustomerDirectory],
})
export class CrmModule {}
