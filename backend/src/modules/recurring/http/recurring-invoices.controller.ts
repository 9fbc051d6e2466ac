import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import { Answer, Responds } from '../../../platform/http/responds';
import type { AuthContext } from '../../../shared/tenant';
import { RecurringTemplatesService } from '../application/recurring-templates.service';
import { RecurringInvoiceDto, RecurringListQuery } from './recurring-invoice.dto';
import { toTemplateFields } from './recurring-invoice.mapper';

/** /api/recurring-invoices — scoped to the caller's business; another business's id is a 404. */
@Controller('recurring-invoices')
export class RecurringInvoicesController {
  constructor(private readonly templates: RecurringTemplatesService) {}

  /** `{items, nextCursor}` in template-name order. */
  @Get()
  @Responds(200, Answer.pageOf('RecurringInvoiceResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: RecurringListQuery) {
    return this.templates.list(auth, query);
  }

  @Get(':id')
  @Responds(200, Answer.of('RecurringInvoiceResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.templates.get(auth, id);
  }

  /** Its first invoice is the first period on or after today (anchored to the start date). */
  @Post()
  @Idempotent()
  @Responds(201, Answer.of('RecurringInvoiceResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: RecurringInvoiceDto) {
    return this.templates.create(auth, toTemplateFields(body));
  }

  @Put(':id')
  @Responds(200, Answer.of('RecurringInvoiceResponse'))
  update(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: RecurringInvoiceDto) {
    return this.templates.update(auth, id, toTemplateFields(body));
  }

  /** Invoices it made stay; its schedule goes. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<void> {
    await this.templates.delete(auth, id);
  }

  /** The active switch (no body). */
  @Post(':id/toggle')
  @HttpCode(200)
  @Responds(200, Answer.of('RecurringInvoiceResponse'))
  toggle(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.templates.toggle(auth, id);
  }

  /**
   * Generate Now (no body): the next period's invoice at once, issued and sent to the template's own
   * customer when the template says so. 409 RECURRING_INVOICE_INACTIVE while paused. `Idempotency-Key`
   * makes a double click one invoice.
   */
  @Post(':id/generate')
  @Idempotent()
  @Responds(201, Answer.of('RecurringGenerateResponse'))
  generate(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.templates.generateNow(auth, id);
  }
}
