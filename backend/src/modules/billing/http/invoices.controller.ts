import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { InvoiceService } from '../application/invoice.service';
import type { InvoiceDisplayStatus } from '../domain/invoice-status';
import { parseDateInput } from '../domain/documents';
import { InvoiceStatusDto, ListInvoicesQuery, PageQuery, SaveInvoiceDto } from './invoice.dto';
import { toInvoiceInput } from './invoice.mapper';
import { Answer, Responds } from '../../../platform/http/responds';

/** /api/invoices — scoped to the caller's business; another business's id answers 404. */
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoiceService) {}

  /** `{items, nextCursor}`, newest first; `?search=` invoice-number or customer-name prefix, `?status=`, `?customerId=`. */
  @Get()
  @Responds(200, Answer.pageOf('InvoiceListItemResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListInvoicesQuery) {
    return this.invoices.list(auth, { ...query, status: query.status as InvoiceDisplayStatus | undefined });
  }

  /** `{items}`: the latest 5. */
  @Get('recent')
  @Responds(200, Answer.itemsOf('InvoiceListItemResponse'))
  recent(@CurrentUser() auth: AuthContext) {
    return this.invoices.recent(auth);
  }

  /** `{items, nextCursor, summary: {count, outstanding}}`: sent and past due, oldest due first. */
  @Get('overdue')
  @Responds(200, Answer.pageOf('OverdueInvoiceResponse', { summary: Answer.object({ count: { type: 'integer' }, outstanding: { type: 'number' } }) }))
  overdue(@CurrentUser() auth: AuthContext, @Query() query: PageQuery) {
    return this.invoices.overdue(auth, query);
  }

  @Get(':id')
  @Responds(200, Answer.of('InvoiceResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.invoices.get(auth, id);
  }

  /** Creates a draft; every amount is computed here. `Idempotency-Key` makes retries safe. */
  @Post()
  @HttpCode(201)
  @Responds(201, Answer.of('InvoiceResponse'))
  async create(
    @CurrentUser() auth: AuthContext,
    @Body() body: SaveInvoiceDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.invoices.create(auth, toInvoiceInput(body), idempotencyKey);
    if (result.replayed) reply.header('Idempotent-Replayed', 'true');
    return result.body;
  }

  /** Drafts only (409 INVOICE_NOT_EDITABLE otherwise); recomputed like a new invoice. */
  @Put(':id')
  @Responds(200, Answer.of('InvoiceResponse'))
  update(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: SaveInvoiceDto) {
    return this.invoices.update(auth, id, toInvoiceInput(body));
  }

  /** draft → sent (issue; takes stock) → paid; draft|sent → cancelled. Other moves: 409 INVALID_STATUS_TRANSITION. */
  @Put(':id/status')
  @Responds(200, Answer.of('InvoiceResponse'))
  changeStatus(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: InvoiceStatusDto) {
    return this.invoices.changeStatus(auth, id, { ...body, paymentDate: body.paymentDate && parseDateInput(body.paymentDate) });
  }
}
