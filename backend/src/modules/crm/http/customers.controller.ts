import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { CustomersService } from '../application/customers.service';
import { CustomerDto, ListCustomersQuery } from './customers.dto';
import { Answer, Responds } from '../../../platform/http/responds';

/** /api/customers — every call is scoped to the caller's business; another business's id is a 404. */
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  /** `{items, nextCursor}` sorted by name; `?search=` matches name, phone or GSTIN. */
  @Get()
  @Responds(200, Answer.pageOf('CustomerResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListCustomersQuery) {
    return this.customers.list(auth, query);
  }

  @Get(':id')
  @Responds(200, Answer.of('CustomerResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.customers.get(auth, id);
  }

  @Post()
  @Responds(201, Answer.of('CustomerResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: CustomerDto) {
    return this.customers.create(auth, body);
  }

  @Put(':id')
  @Responds(200, Answer.of('CustomerResponse'))
  update(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: CustomerDto) {
    return this.customers.update(auth, id, body);
  }

  /** 409 CUSTOMER_HAS_INVOICES when invoices reference the customer: history is never lost. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<void> {
    await this.customers.delete(auth, id);
  }
}
