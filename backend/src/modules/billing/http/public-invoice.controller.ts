import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../platform/auth/public.decorator';
import { RateLimit } from '../../../platform/http/rate-limit';
import { PublicInvoiceService } from '../application/public-invoice.service';
import { pdfReply } from '../../../platform/http/pdf-reply';
import { Answer, Responds } from '../../../platform/http/responds';

/** Both public endpoints together: at most this many requests per client IP per minute. */
export const PUBLIC_INVOICE_REQUESTS_PER_MINUTE = 60;

/**
 * The public client invoice page: no sign-in, addressed by the invoice's unguessable share id.
 * Only issued invoices (sent, paid) are found; anything else — a draft, a cancelled invoice, a
 * malformed or unknown id — answers 404 INVOICE_NOT_FOUND. Rate-limited per IP (429 RATE_LIMITED
 * with Retry-After) so share ids cannot be probed quickly.
 */
@Public()
@RateLimit({ name: 'public-invoice', max: PUBLIC_INVOICE_REQUESTS_PER_MINUTE, windowMs: 60_000 })
@Controller('client/invoice')
export class PublicInvoiceController {
  constructor(private readonly invoices: PublicInvoiceService) {}

  @Get(':shareId')
  @Responds(200, Answer.of('PublicInvoiceResponse'))
  view(@Param('shareId') shareId: string) {
    return this.invoices.view(shareId);
  }

  @Get(':shareId/pdf')
  async pdf(@Param('shareId') shareId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    return pdfReply(await this.invoices.pdf(shareId), 'attachment', reply);
  }
}
