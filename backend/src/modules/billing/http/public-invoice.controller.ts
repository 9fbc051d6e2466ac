import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/public.decorator';
import { FixedWindowRateLimiter } from '../../../platform/http/fixed-window-rate-limiter';
import { PublicInvoiceService } from '../application/public-invoice.service';
import { BillingErrors } from '../domain/billing-errors';
import { pdfReply } from './invoice-pdf.controller';

/** Both public endpoints together: at most this many requests per client IP per minute. */
export const PUBLIC_INVOICE_REQUESTS_PER_MINUTE = 60;

/**
 * The public client invoice page: no sign-in, addressed by the invoice's unguessable share id.
 * Only issued invoices (sent, paid) are found; anything else — a draft, a cancelled invoice, a
 * malformed or unknown id — answers 404 INVOICE_NOT_FOUND. Rate-limited per IP (429 RATE_LIMITED
 * with Retry-After) so share ids cannot be probed quickly.
 */
@Public()
@Controller('client/invoice')
export class PublicInvoiceController {
  private readonly limiter = new FixedWindowRateLimiter(PUBLIC_INVOICE_REQUESTS_PER_MINUTE, 60_000);

  constructor(private readonly invoices: PublicInvoiceService) {}

  @Get(':shareId')
  view(@Param('shareId') shareId: string, @Req() request: FastifyRequest) {
    this.throttle(request);
    return this.invoices.view(shareId);
  }

  @Get(':shareId/pdf')
  async pdf(@Param('shareId') shareId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.throttle(request);
    return pdfReply(await this.invoices.pdf(shareId), 'attachment', reply);
  }

  private throttle(request: FastifyRequest): void {
    const result = this.limiter.hit(request.ip);
    if (!result.allowed) throw BillingErrors.publicRateLimited(result.retryAfterSeconds);
  }
}
