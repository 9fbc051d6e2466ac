import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CommunicationResponse, CommunicationsSummaryResponse, PendingInvoiceResponse, RecurringNotificationResponse, SendResultResponse } from '@hisaab/contracts';
import { toRupees } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { AppConfig } from '../../../platform/config/app-config';
import { JobQueue } from '../../../platform/queue/job-queue';
import { decodeDateKeyset, encodeCursor, type Page } from '../../../shared/cursor';
import type { AuthContext } from '../../../shared/tenant';
import { InvoiceMessagingReader, type InvoiceMessagingView } from '../../billing';
import { CommunicationErrors, daysOverdue, FAILURE_REASONS, isUuid, whatsappNumber, type Kind } from '../domain/communication';
import { DELIVER_JOB, deliverJobId } from './jobs';
import { invoiceMessageData, paymentMessageData, whatsappText } from './message-templates';
import { CommunicationStore, type InvoiceCommunicationRecord, type NewCommunication } from './ports/communication-store';

export type SendResult = SendResultResponse;

export type CommunicationView = CommunicationResponse;

export type PendingInvoiceView = PendingInvoiceResponse;

/** The pending list's cursor: [dueDate, id] (shared encodeCursor). */
function decodeCursor(cursor: string | undefined): { dueDate: string; id: string } | null {
  const position = decodeDateKeyset(cursor);
  return position ? { dueDate: position.key, id: position.id } : null;
}

export function presentCommunication(r: InvoiceCommunicationRecord): CommunicationView {
  return {
    id: r.id,
    invoiceId: r.invoiceId,
    paymentId: r.paymentId,
    batchId: r.batchId,
    channel: r.channel,
    kind: r.kind,
    recipient: r.recipient,
    status: r.status,
    providerMessageId: r.providerMessageId,
    error: r.error,
    errorCode: r.errorCode,
    attempts: r.attempts,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

type EmailKind = 'invoice' | 'invoice_pdf' | 'reminder';
/** A single send's delivery row key (a retried click is answered by @Idempotent() before it gets here). */
const singleDeliveryKey = () => `single:${randomUUID()}`;

/** A message about one invoice or payment, before it is recorded. */
type SingleMessage = Omit<NewCommunication, 'batchId' | 'status' | 'error' | 'errorCode' | 'deliveryKey'>;
type WhatsAppKind = 'reminder' | 'download_link';

const QUEUED_MESSAGES: Record<Kind, string> = {
  invoice: 'Invoice e-mail queued for sending',
  invoice_pdf: 'Invoice e-mail with PDF queued for sending',
  reminder: 'Reminder queued for sending',
  payment_confirmation: 'Payment confirmation queued for sending',
  download_link: 'Download link queued for sending',
};

/** Sends single messages about an invoice or payment: checks, records the message, queues its delivery. */
@Injectable()
export class SendCommunicationsService {
  constructor(
    private readonly store: CommunicationStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly reader: InvoiceMessagingReader,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async sendInvoiceEmail(auth: AuthContext, invoiceId: string, kind: EmailKind, fromEmail: string): Promise<SendResult> {
    const invoice = await this.sendableInvoice(auth.businessId, invoiceId, kind === 'reminder');
    if (!invoice.customer.email) throw CommunicationErrors.noEmail(invoice.customer.name);
    return this.queueDelivery(
      { businessId: auth.businessId, invoiceId, paymentId: null, channel: 'email', kind, recipient: invoice.customer.email, replyTo: fromEmail },
    );
  }

  async sendPaymentEmail(auth: AuthContext, paymentId: string): Promise<SendResult> {
    const payment = isUuid(paymentId) ? await this.reader.payment(auth.businessId, paymentId) : null;
    if (!payment) throw CommunicationErrors.paymentNotFound();
    if (payment.reversed) throw CommunicationErrors.paymentReversed();
    const { customer, business } = payment.invoice;
    if (!customer.email) throw CommunicationErrors.noEmail(customer.name);
    return this.queueDelivery(
      {
        businessId: auth.businessId,
        invoiceId: payment.invoice.id,
        paymentId,
        channel: 'email',
        kind: 'payment_confirmation',
        recipient: customer.email,
        replyTo: business.companyEmail ?? auth.email,
      },
    );
  }

  async sendInvoiceWhatsApp(auth: AuthContext, invoiceId: string, kind: WhatsAppKind): Promise<SendResult> {
    const invoice = await this.sendableInvoice(auth.businessId, invoiceId, kind === 'reminder');
    const to = whatsappNumber(invoice.customer.phone);
    if (!to) throw CommunicationErrors.noPhone(invoice.customer.name);
    const row = { businessId: auth.businessId, invoiceId, paymentId: null, channel: 'whatsapp' as const, kind, recipient: to, replyTo: null };
    if (this.config.whatsapp) return this.queueDelivery(row);
    const text = whatsappText(kind, invoiceMessageData(invoice, this.config.publicUrl, this.clock.todayInIndia()));
    return this.recordLink(row, to, text);
  }

  async sendPaymentWhatsApp(auth: AuthContext, paymentId: string): Promise<SendResult> {
    const payment = isUuid(paymentId) ? await this.reader.payment(auth.businessId, paymentId) : null;
    if (!payment) throw CommunicationErrors.paymentNotFound();
    if (payment.reversed) throw CommunicationErrors.paymentReversed();
    const to = whatsappNumber(payment.invoice.customer.phone);
    if (!to) throw CommunicationErrors.noPhone(payment.invoice.customer.name);
    const row = { businessId: auth.businessId, invoiceId: payment.invoice.id, paymentId, channel: 'whatsapp' as const, kind: 'payment_confirmation' as const, recipient: to, replyTo: null };
    if (this.config.whatsapp) return this.queueDelivery(row);
    const text = whatsappText('payment_confirmation', paymentMessageData(payment, this.config.publicUrl, this.clock.todayInIndia()));
    return this.recordLink(row, to, text);
  }

  /**
   * For other modules (recurring invoices): tells the customer of an issued invoice by e-mail (a link
   * to the invoice) or WhatsApp, inside the caller's transaction. `deliveryKey` names the message, so
   * the caller's one send is one delivery row. `interactive`: the owner is waiting and may open a
   * wa.me link; otherwise WhatsApp needs the Cloud API. A customer without the address is reported, not thrown.
   */
  async notifyIssuedInvoice(businessId: string, invoiceId: string, channel: 'email' | 'whatsapp', deliveryKey: string, interactive: boolean): Promise<RecurringNotificationResponse> {
    const invoice = await this.sendableInvoice(businessId, invoiceId, false);
    const failed = (message: string): RecurringNotificationResponse => ({ channel, status: 'failed', message });
    if (channel === 'email') {
      if (!invoice.customer.email) return failed(CommunicationErrors.noEmail(invoice.customer.name).message);
      const row = { businessId, invoiceId, paymentId: null, channel, kind: 'invoice' as const, recipient: invoice.customer.email, replyTo: invoice.business.companyEmail };
      return { channel, status: 'queued', message: (await this.queueDelivery(row, deliveryKey)).message };
    }
    const to = whatsappNumber(invoice.customer.phone);
    if (!to) return failed(CommunicationErrors.noPhone(invoice.customer.name).message);
    const row = { businessId, invoiceId, paymentId: null, channel, kind: 'download_link' as const, recipient: to, replyTo: null };
    if (this.config.whatsapp) return { channel, status: 'queued', message: (await this.queueDelivery(row, deliveryKey)).message };
    if (!interactive) return failed(FAILURE_REASONS.WHATSAPP_NOT_CONFIGURED);
    const link = await this.recordLink(row, to, whatsappText('download_link', invoiceMessageData(invoice, this.config.publicUrl, this.clock.todayInIndia())), deliveryKey);
    return { channel, status: 'link', message: link.message, url: link.url };
  }

  async listForInvoice(auth: AuthContext, invoiceId: string): Promise<{ items: CommunicationView[] }> {
    const invoice = isUuid(invoiceId) ? await this.reader.invoice(auth.businessId, invoiceId) : null;
    if (!invoice) throw CommunicationErrors.invoiceNotFound();
    return { items: (await this.store.listForInvoice(auth.businessId, invoiceId)).map(presentCommunication) };
  }

  /** The stat cards, and whether bulk WhatsApp is possible (the screen offers it only then). */
  async summary(auth: AuthContext): Promise<CommunicationsSummaryResponse> {
    const counts = await this.reader.pendingSummary(auth.businessId, this.clock.todayInIndia());
    return { ...counts, whatsappConfigured: this.config.whatsapp !== null };
  }

  async pending(auth: AuthContext, cursor: string | undefined, limit = 50): Promise<Page<PendingInvoiceView>> {
    const today = this.clock.todayInIndia();
    const rows = await this.reader.pendingPage(auth.businessId, decodeCursor(cursor), limit + 1);
    const items = rows.slice(0, limit).map(({ totalPaise, outstandingPaise, ...r }) => {
      const late = daysOverdue(r.dueDate, today);
      return { ...r, total: toRupees(totalPaise), outstanding: toRupees(outstandingPaise), isOverdue: late > 0, daysOverdue: late };
    });
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeCursor([last.dueDate, last.id]) : null };
  }

  private async sendableInvoice(businessId: string, invoiceId: string, reminder: boolean): Promise<InvoiceMessagingView> {
    const invoice = isUuid(invoiceId) ? await this.reader.invoice(businessId, invoiceId) : null;
    if (!invoice) throw CommunicationErrors.invoiceNotFound();
    if (invoice.status === 'draft') throw CommunicationErrors.draft();
    if (invoice.status === 'cancelled') throw CommunicationErrors.cancelled();
    if (reminder && (invoice.status !== 'sent' || invoice.outstandingPaise <= 0)) throw CommunicationErrors.nothingToRemind(invoice.status);
    return invoice;
  }

  /**
   * Records the message and its delivery job (an outbox row) in one transaction; the job is sent to
   * the queue after the commit, or by the outbox sweep when the queue was down.
   */
  private async queueDelivery(row: SingleMessage, deliveryKey = singleDeliveryKey()): Promise<SendResult> {
    const record = await this.unitOfWork.run(async () => {
      const saved = await this.store.insert({ ...row, batchId: null, status: 'queued', error: null, errorCode: null, deliveryKey });
      await this.queue.enqueue(DELIVER_JOB, { deliveryKey }, { jobId: deliverJobId(deliveryKey) });
      return saved;
    });
    return { success: true, message: QUEUED_MESSAGES[record.kind], communicationId: record.id, status: record.status };
  }

  private async recordLink(row: SingleMessage, to: string, text: string, deliveryKey = singleDeliveryKey()): Promise<SendResult> {
    const record = await this.store.insert({
      ...row,
      batchId: null,
      status: 'link_opened',
      error: null,
      errorCode: null,
      deliveryKey,
    });
    return {
      success: true,
      message: 'Open WhatsApp to send the message',
      communicationId: record.id,
      status: record.status,
      url: `https://wa.me/${to}?text=${encodeURIComponent(text)}`,
    };
  }
}
