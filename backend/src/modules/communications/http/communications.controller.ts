import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import type { AuthContext } from '../../../shared/tenant';
import { BulkRemindersService } from '../application/bulk-reminders.service';
import { SendCommunicationsService } from '../application/send-communications.service';
import { PendingQuery, SendEmailDto, SendRemindersDto } from './communications.dto';
import { Answer, Responds } from '../../../platform/http/responds';

/**
 * Messages about one invoice: e-mail (queued, answers 202) and WhatsApp (202 when the Cloud API
 * sends it; 200 with a wa.me `url` when it is not configured), and the invoice's communications log.
 * An `Idempotency-Key` header makes a retried click get the first answer (the same message, sent once).
 */
@Controller('invoices')
export class InvoiceCommunicationsController {
  constructor(private readonly sends: SendCommunicationsService) {}

  @Post(':id/send-email')
  @Idempotent()
  @HttpCode(202)
  @Responds(202, Answer.of('SendResultResponse'))
  sendEmail(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: SendEmailDto) {
    return this.sends.sendInvoiceEmail(auth, id, 'invoice', body.fromEmail);
  }

  @Post(':id/send-email-with-pdf')
  @Idempotent()
  @HttpCode(202)
  @Responds(202, Answer.of('SendResultResponse'))
  sendEmailWithPdf(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: SendEmailDto) {
    return this.sends.sendInvoiceEmail(auth, id, 'invoice_pdf', body.fromEmail);
  }

  @Post(':id/send-reminder-email')
  @Idempotent()
  @HttpCode(202)
  @Responds(202, Answer.of('SendResultResponse'))
  sendReminderEmail(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: SendEmailDto) {
    return this.sends.sendInvoiceEmail(auth, id, 'reminder', body.fromEmail);
  }

  @Post(':id/send-reminder-whatsapp')
  @Idempotent()
  @Responds(202, Answer.of('SendResultResponse'), 'Queued for the WhatsApp Cloud API')
  @Responds(200, Answer.of('SendResultResponse'), 'WhatsApp is not configured: a wa.me link to open')
  async sendReminderWhatsApp(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.sends.sendInvoiceWhatsApp(auth, id, 'reminder');
    reply.status(result.url ? 200 : 202);
    return result;
  }

  @Post(':id/send-download-whatsapp')
  @Idempotent()
  @Responds(202, Answer.of('SendResultResponse'), 'Queued for the WhatsApp Cloud API')
  @Responds(200, Answer.of('SendResultResponse'), 'WhatsApp is not configured: a wa.me link to open')
  async sendDownloadWhatsApp(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.sends.sendInvoiceWhatsApp(auth, id, 'download_link');
    reply.status(result.url ? 200 : 202);
    return result;
  }

  /** `{items}`: every message about this invoice, newest first (at most 200). */
  @Get(':id/communications')
  @Responds(200, Answer.itemsOf('CommunicationResponse'))
  list(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.sends.listForInvoice(auth, id);
  }
}

/** Payment confirmations (no body): e-mail with the business e-mail as Reply-To, or WhatsApp. */
@Controller('payments')
export class PaymentCommunicationsController {
  constructor(private readonly sends: SendCommunicationsService) {}

  @Post(':id/send-confirmation-email')
  @Idempotent()
  @HttpCode(202)
  @Responds(202, Answer.of('SendResultResponse'))
  sendEmail(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.sends.sendPaymentEmail(auth, id);
  }

  @Post(':id/send-confirmation-whatsapp')
  @Idempotent()
  @Responds(202, Answer.of('SendResultResponse'), 'Queued for the WhatsApp Cloud API')
  @Responds(200, Answer.of('SendResultResponse'), 'WhatsApp is not configured: a wa.me link to open')
  async sendWhatsApp(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.sends.sendPaymentWhatsApp(auth, id);
    reply.status(result.url ? 200 : 202);
    return result;
  }
}

/** The Communications screen: stat cards, the pending list, bulk overdue reminders and their progress. */
@Controller('communications')
export class CommunicationsController {
  constructor(
    private readonly sends: SendCommunicationsService,
    private readonly bulk: BulkRemindersService,
  ) {}

  /** `{pendingInvoices, overdueInvoices, emailEnabled, smsEnabled, whatsappConfigured}` */
  @Get('summary')
  @Responds(200, Answer.of('CommunicationsSummaryResponse'))
  summary(@CurrentUser() auth: AuthContext) {
    return this.sends.summary(auth);
  }

  /** `{items, nextCursor}`: unpaid invoices, earliest due first, with daysOverdue. */
  @Get('pending')
  @Responds(200, Answer.pageOf('PendingInvoiceResponse'))
  pending(@CurrentUser() auth: AuthContext, @Query() query: PendingQuery) {
    return this.sends.pending(auth, query.cursor);
  }

  /**
   * 200 `{successCount, failureCount, status: 'finished', …}` when the batch finishes within 3 s,
   * else 202 `{batchId, status: 'running', total, …}` — poll GET /communications/batches/{id}.
   */
  @Post('send-overdue-reminders')
  @Responds(200, Answer.of('BatchProgressResponse'), 'The batch finished within 3 s')
  @Responds(202, Answer.of('BatchProgressResponse'), 'The batch runs on: poll GET /communications/batches/{id}')
  async sendOverdueReminders(@CurrentUser() auth: AuthContext, @Body() body: SendRemindersDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const progress = await this.bulk.start(auth, body.method, body.fromEmail ?? null);
    reply.status(progress.status === 'finished' ? 200 : 202);
    return progress;
  }

  @Get('batches/:id')
  @Responds(200, Answer.of('BatchProgressResponse'))
  batch(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.bulk.progress(auth, id);
  }
}
