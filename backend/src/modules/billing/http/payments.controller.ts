import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import type { AuthContext } from '../../../shared/tenant';
import { PaymentService } from '../application/payment.service';
import { toPaymentInput } from './invoice.mapper';
import { ListPaymentsQuery, RecordPaymentDto, ReversePaymentDto } from './payment.dto';
import { Answer, Responds } from '../../../platform/http/responds';

/** /api/payments — money received against sent invoices. */
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentService) {}

  /** `{items, nextCursor}`, newest payment date first; `?invoiceId=` for one invoice. */
  @Get()
  @Responds(200, Answer.pageOf('PaymentResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListPaymentsQuery) {
    return this.payments.list(auth, query);
  }

  /** Partial payments allowed; the invoice turns paid when fully paid. `Idempotency-Key` makes retries safe. */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('RecordedPaymentResponse'))
  record(@CurrentUser() auth: AuthContext, @Body() body: RecordPaymentDto) {
    return this.payments.record(auth, toPaymentInput(body));
  }

  /** Reverses a payment recorded by mistake: kept with its reason, no longer counted; the invoice is open again. */
  @Post(':id/reverse')
  @HttpCode(200)
  @Responds(200, Answer.of('RecordedPaymentResponse'))
  reverse(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: ReversePaymentDto) {
    return this.payments.reverse(auth, id, body.reason);
  }
}
