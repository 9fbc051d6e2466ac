import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import type { MailMessage } from '../../../platform/mail/mailer';
import { JobHandlers, type JobContext } from '../../../platform/queue/job-handlers';
import { JobQueue } from '../../../platform/queue/job-queue';
import { InvoiceMessagingReader, InvoicePdfService } from '../../billing';
import { batchDeliveryKey, channelsFor, failedWith, whatsappNumber, type FailureCode, type Kind } from '../domain/communication';
import { EmailTransmission } from './email-transmission';
import { HeldDeliveries } from './held-deliveries';
import { Mailings } from './mailings';
import { DELIVER_JOB, deliverJobId, FAN_OUT_JOB } from './jobs';
import { invoiceMessageData, paymentMessageData, renderEmail, whatsappParameters, type InvoiceMessageData } from './message-templates';
import { Claim, CommunicationStore, type CommunicationRecord, type NewCommunication } from './ports/communication-store';
import { WhatsAppClient, WhatsAppSendError } from './ports/whatsapp-client';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';

export { DELIVERY_HEADER, messageIdFor } from './delivery-ids';
const FAN_OUT_PAGE = 500;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sending again will not help: the delivery fails now with this reason. */
class PermanentFailure extends Error {
  constructor(readonly code: FailureCode) {
    super(code);
  }
}

/**
 * The worker side of communications: the fan-out of a reminder batch and the delivery of one message.
 * Each delivery row is claimed before anything is sent and recorded at the SMTP commit point
 * (EmailTransmission explains how), so a retry, a duplicate job or a killed worker never sends twice;
 * a mailing's delivery (a campaign) is claimed the same way and handed to Mailings.
 */
@Injectable()
export class DeliveryService implements OnModuleInit {
  private readonly logger = new Logger('Communications');

  constructor(
    private readonly jobs: JobHandlers,
    private readonly queue: JobQueue,
    private readonly store: CommunicationStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly reader: InvoiceMessagingReader,
    private readonly pdfs: InvoicePdfService,
    private readonly transmission: EmailTransmission,
    private readonly mailings: Mailings,
    private readonly whatsapp: WhatsAppClient,
    private readonly held: HeldDeliveries,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.handle(DELIVER_JOB, (payload, context) => this.deliver(payload.deliveryKey, context));
    this.jobs.handle(FAN_OUT_JOB, (payload) => this.fanOut(payload.batchId));
  }

  // ---- fan-out -------------------------------------------------------------------------------

  /** Pages through the batch's overdue invoices, records one delivery per (invoice, channel) and enqueues it. Safe to re-run. */
  async fanOut(batchId: string): Promise<void> {
    // The job was relayed after the batch committed: a missing batch was deleted since.
    const batch = await this.store.findBatchForJob(batchId);
    if (!batch || batch.fannedOut) return;
    const channels = channelsFor(batch.method);
    let afterId: string | null = null;
    let held = false;
    for (;;) {
      const page = await this.reader.overduePage(batch.businessId, batch.asOf, afterId, FAN_OUT_PAGE);
      if (!page.length) break;
      // A business that lapsed since the batch started: its reminders are recorded, held.
      const open = await this.held.mayDeliver(batch.businessId);
      held ||= !open;
      const rows: NewCommunication[] = page.flatMap((target) =>
        channels.map((channel) => {
          const recipient = channel === 'email' ? target.email : whatsappNumber(target.phone);
          const problem: FailureCode | null =
            channel === 'email'
              ? recipient
                ? null
                : 'CUSTOMER_HAS_NO_EMAIL'
              : !recipient
                ? 'CUSTOMER_HAS_NO_PHONE'
                : this.config.whatsapp
                  ? null
                  : 'WHATSAPP_NOT_CONFIGURED';
          return {
            businessId: batch.businessId,
            invoiceId: target.invoiceId,
            paymentId: null,
            batchId,
            channel,
            kind: 'reminder' as const,
            recipient,
            replyTo: batch.fromEmail,
            status: problem ? ('failed' as const) : open ? ('queued' as const) : ('held' as const),
            ...(problem ? failedWith(problem) : { error: null, errorCode: null }),
            deliveryKey: batchDeliveryKey(batchId, target.invoiceId, channel),
          };
        }),
      );
      const keys = rows.filter((r) => r.status === 'queued').map((r) => r.deliveryKey);
      await this.unitOfWork.run(async () => {
        await this.store.insertBatchDeliveries(batchId, rows);
        await this.queue.enqueueMany(DELIVER_JOB, keys.map((deliveryKey) => ({ payload: { deliveryKey }, options: { jobId: deliverJobId(deliveryKey) } })));
      });
      afterId = page[page.length - 1].invoiceId;
    }
    await this.store.completeFanOut(batchId);
    if (held) await this.held.resumeIfAllowed(batch.businessId);
  }

  // ---- one delivery --------------------------------------------------------------------------

  async deliver(deliveryKey: string, context: JobContext): Promise<void> {
    // The job was relayed after its row committed, so the row is there (unless deleted since).
    const claim = await this.transmission.claim(deliveryKey);
    if (!claim) return;
    // Scheduled work asks before working for a business (docs/jobs.md): without a plan or trial it waits.
    if (!(await this.held.mayDeliver(claim.businessId))) return this.held.hold(claim);
    if (claim.kind === 'campaign') return this.mailings.deliver(claim, context);

    const lastAttempt = context.attempt >= context.maxAttempts;
    try {
      if (claim.channel === 'email') await this.sendEmail(claim, lastAttempt);
      else await this.sendWhatsApp(claim, lastAttempt);
    } catch (error) {
      if (error instanceof PermanentFailure) {
        await this.store.markFailed(claim, failedWith(error.code));
        return;
      }
      if (lastAttempt) {
        // No retry follows: a row left 'queued' would wait for a job that never comes.
        await this.store.markFailed(claim, failedWith(claim.channel === 'email' ? 'EMAIL_SEND_FAILED' : 'WHATSAPP_SEND_FAILED', errorText(error)));
        return;
      }
      // Give the claim back now so the queue's retry can take it; the lease only covers a crashed worker.
      // (A no-op when the row moved on, e.g. requeued after a refusal or recorded as sent.)
      await this.store.release(claim, errorText(error));
      throw error;
    }
  }

  private async messageData(claim: CommunicationRecord): Promise<InvoiceMessageData> {
    const today = this.clock.todayInIndia();
    if (claim.paymentId) {
      const payment = await this.reader.payment(claim.businessId, claim.paymentId);
      if (!payment) throw new PermanentFailure('PAYMENT_NOT_FOUND');
      if (payment.reversed) throw new PermanentFailure('PAYMENT_REVERSED');
      return paymentMessageData(payment, this.config.publicUrl, today);
    }
    const invoice = claim.invoiceId ? await this.reader.invoice(claim.businessId, claim.invoiceId) : null;
    if (!invoice) throw new PermanentFailure('INVOICE_NOT_FOUND');
    return invoiceMessageData(invoice, this.config.publicUrl, today);
  }

  private async sendEmail(claim: Claim, lastAttempt: boolean): Promise<void> {
    if (!claim.recipient) throw new PermanentFailure('CUSTOMER_HAS_NO_EMAIL');
    const data = await this.messageData(claim);
    const message: MailMessage = { to: claim.recipient, ...renderEmail(claim.kind as Kind, data), fromName: `${data.businessName} via Hisaab`, replyTo: claim.replyTo ?? undefined };
    if (claim.kind === 'invoice_pdf' && claim.invoiceId) {
      const pdf = await this.pdfs.pdfFor(claim.businessId, claim.invoiceId);
      message.attachments = [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }];
    }
    await this.transmission.sendEmail(claim, message, lastAttempt);
  }

  /**
   * WhatsApp has no commit point to align with (one HTTP call): the send is recorded right after the
   * API answers. A worker killed between the API's answer and our commit sends that message again
   * after the lease lapses.
   */
  private async sendWhatsApp(claim: Claim, lastAttempt: boolean): Promise<void> {
    const whatsapp = this.config.whatsapp;
    if (!whatsapp) throw new PermanentFailure('WHATSAPP_NOT_CONFIGURED');
    if (!claim.recipient) throw new PermanentFailure('CUSTOMER_HAS_NO_PHONE');
    const kind = claim.kind === 'payment_confirmation' ? 'payment_confirmation' : claim.kind === 'reminder' ? 'reminder' : 'download_link';
    const data = await this.messageData(claim);
    const template = kind === 'reminder' ? whatsapp.templates.reminder : kind === 'download_link' ? whatsapp.templates.invoice : whatsapp.templates.payment;
    let messageId: string;
    try {
      ({ messageId } = await this.whatsapp.sendTemplate({ to: claim.recipient, template, language: whatsapp.language, parameters: whatsappParameters(kind, data) }));
    } catch (error) {
      const permanent = error instanceof WhatsAppSendError && error.permanent;
      if (permanent || lastAttempt) {
        await this.store.markFailed(claim, failedWith('WHATSAPP_SEND_FAILED', errorText(error)));
        return;
      }
      throw error;
    }
    const prepared = await this.store.prepareSent(claim, messageId);
    if (!prepared) return;
    await prepared.commit();
    await this.store.confirmSent(claim);
  }
}
