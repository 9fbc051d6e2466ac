import { createHash } from 'node:crypto';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { AcceptGate, Mailer, MailDeliveryError, type MailMessage } from '../../../platform/mail/mailer';
import { JobHandlers, type JobContext } from '../../../platform/queue/job-handlers';
import { JobQueue } from '../../../platform/queue/job-queue';
import { InvoiceMessagingReader, InvoicePdfService } from '../../billing';
import { batchDeliveryKey, channelsFor, failedWith, whatsappNumber, type FailureCode } from '../domain/communication';
import { HeldDeliveries } from './held-deliveries';
import { DELIVER_JOB, deliverJobId, FAN_OUT_JOB } from './jobs';
import { invoiceMessageData, paymentMessageData, renderEmail, whatsappParameters, type InvoiceMessageData } from './message-templates';
import { Claim, CommunicationStore, type CommunicationRecord, type NewCommunication } from './ports/communication-store';
import { WhatsAppClient, WhatsAppSendError } from './ports/whatsapp-client';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';

/** The header that names a delivery in every e-mail we send (and by which tests count at the SMTP server). */
export const DELIVERY_HEADER = 'X-Hisaab-Delivery';
const FAN_OUT_PAGE = 500;

/** A stable Message-ID per delivery: a copy sent again after an unclear outcome carries the same id. */
export function messageIdFor(deliveryKey: string): string {
  return `<${createHash('sha256').update(deliveryKey).digest('hex').slice(0, 40)}@delivery.hisaab>`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

class ClaimLost extends Error {}
/** Sending again will not help: the delivery fails now with this reason. */
class PermanentFailure extends Error {
  constructor(readonly code: FailureCode) {
    super(code);
  }
}

/**
 * The worker side of communications: the fan-out of a reminder batch and the delivery of one message.
 *
 * Exactly-once towards the SMTP server: a delivery row is claimed (queued → sending, with a lease
 * and a fencing counter) before anything is sent. The whole message is transferred, then our record
 * of it ("sent", lease still held) is prepared in a transaction, and its COMMIT is started right
 * after the final "." of the SMTP DATA is written, with no I/O in between. A worker killed before
 * that point leaves an unfinished SMTP transaction (the server discards it) and a 'sending' row whose
 * lease lapses, after which another worker sends it; killed after it, the row already says sent and
 * the retried job only confirms it. A send counts on its batch once the server's answer is in
 * (confirmSent), so a refusal after the "." never shows as a success, even for a moment.
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
    private readonly mailer: Mailer,
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
    // The job was relayed after its row committed, so the row is there.
    const row = await this.store.findByKey(deliveryKey);
    if (!row) return;
    if (row.status !== 'queued' && row.status !== 'sending') {
      // Held (a resume queues it again with a job of its own), or finished earlier (a retry, a
      // duplicate job, or a worker that died right after sending: its message got past the commit
      // point, so it counts as accepted). Still leased: unconfirmed.
      if (row.leaseUntil) await this.store.confirmSent(row);
      return;
    }
    const claim = await this.claim(deliveryKey);
    if (!claim) return;
    // Scheduled work asks before working for a business (docs/jobs.md): without a plan or trial it waits.
    if (!(await this.held.mayDeliver(claim.businessId))) return this.held.hold(claim);

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

  /** Claims the delivery; waits out a lease held by a crashed worker. Null when it is finished (or someone else is sending it now). */
  private async claim(deliveryKey: string): Promise<Claim | null> {
    for (let round = 0; round < 3; round++) {
      const claim = await this.store.claim(deliveryKey, this.config.deliveryLeaseMs);
      if (claim) return claim;
      const row = await this.store.findByKey(deliveryKey);
      if (!row || row.status !== 'sending' || !row.leaseUntil) return null;
      const wait = Math.min(row.leaseUntil.getTime() - Date.now() + 50, this.config.deliveryLeaseMs + 50);
      this.logger.warn(`Delivery ${deliveryKey} is held by another attempt; waiting ${Math.max(wait, 0)} ms for its lease`);
      if (wait > 0) await sleep(wait);
    }
    throw new Error(`Delivery ${deliveryKey} is still held by another worker`);
  }

  private async messageData(claim: CommunicationRecord): Promise<InvoiceMessageData> {
    const today = this.clock.todayInIndia();
    if (claim.paymentId) {
      const payment = await this.reader.payment(claim.businessId, claim.paymentId);
      if (!payment) throw new PermanentFailure('PAYMENT_NOT_FOUND');
      if (payment.reversed) throw new PermanentFailure('PAYMENT_REVERSED');
      return paymentMessageData(payment, this.config.publicUrl, today);
    }
    const invoice = await this.reader.invoice(claim.businessId, claim.invoiceId);
    if (!invoice) throw new PermanentFailure('INVOICE_NOT_FOUND');
    return invoiceMessageData(invoice, this.config.publicUrl, today);
  }

  private async sendEmail(claim: Claim, lastAttempt: boolean): Promise<void> {
    if (!claim.recipient) throw new PermanentFailure('CUSTOMER_HAS_NO_EMAIL');
    const data = await this.messageData(claim);
    const rendered = renderEmail(claim.kind, data);
    const message: MailMessage = {
      to: claim.recipient,
      ...rendered,
      fromName: `${data.businessName} via Hisaab`,
      replyTo: claim.replyTo ?? undefined,
      headers: { [DELIVERY_HEADER]: claim.deliveryKey },
      messageId: messageIdFor(claim.deliveryKey),
    };
    if (claim.kind === 'invoice_pdf') {
      const pdf = await this.pdfs.pdfFor(claim.businessId, claim.invoiceId);
      message.attachments = [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }];
    }

    let lost = false;
    const gate: AcceptGate = {
      prepare: async () => {
        const prepared = await this.store.prepareSent(claim, null);
        if (!prepared) {
          lost = true;
          throw new ClaimLost('The delivery was taken over by another attempt');
        }
        return prepared;
      },
    };
    try {
      await this.mailer.send(message, gate);
    } catch (error) {
      if (lost) return; // our lease lapsed and another attempt owns it; the server discarded our copy
      const failure = error instanceof MailDeliveryError ? error : new MailDeliveryError(errorText(error), false, false);
      if (failure.committed) {
        if (failure.responseCode === undefined) {
          // The final "." was written but no answer came: most likely delivered. Never send twice.
          await this.store.noteOnSent(claim, `Outcome unclear (${failure.message}); not sent again to avoid a duplicate`);
          return;
        }
        if (failure.permanent || lastAttempt) {
          await this.store.markFailed(claim, failedWith('EMAIL_SEND_FAILED', failure.message));
          return;
        }
        await this.store.requeueAfterRefusal(claim, failure.message);
        throw failure;
      }
      if (failure.permanent || lastAttempt) {
        await this.store.markFailed(claim, failedWith('EMAIL_SEND_FAILED', failure.message));
        return;
      }
      throw failure;
    }
    await this.store.confirmSent(claim);
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
