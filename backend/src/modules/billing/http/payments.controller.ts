import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { PaymentService } from '../application/payment.service';
import { toPaymentInput } from './invoice.mapper';
import { ListPaymentsQuery, RecordPaymentDto } from './payment.dto';

/** /api/payments — money received against sent invoices. */
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentService) {}

  /** `{items, nextCursor}`, newest payment date first; `?invoiceId=` for one invoice. */
  @Get()
  list(@CurrentUser() auth: AuthContext, @Query() query: ListPaymentsQuery) {
    return this.payments.list(auth, query);
  }

  /** Partial payments allowed; the invoice turns paid when fully paid. `Idempotency-Key` makes retries safe. */
  @Post()
  @HttpCode(201)
  async record(
    @CurrentUser() auth: AuthContext,
    @Body() body: RecordPaymentDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.payments.record(auth, toPaymentInput(body), idempotencyKey);
    if (result.replayed) reply.header('Idempotent-Replayed', 'true');
    return result.body;
  }
}
