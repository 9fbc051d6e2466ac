import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobHandlers, type JobContext } from '../../../platform/queue/job-handlers';
import { JobQueue } from '../../../platform/queue/job-queue';
import { failureSummary } from '../domain/communication';
import { EmailTransmission, type SendOutcome } from './email-transmission';
import { DELIVER_JOB } from './jobs';
import { MAILING_FAN_OUT_JOB, mailingDeliverJobId, mailingFanOutJobId } from './mailing-jobs';
import type { Claim } from './ports/communication-store';
import { MailingStore, type MailingRow } from './ports/mailing-store';

/** Why a recipient of a mailing gets no message (recorded, and counted as skipped). */
export type MailingSkipCode = 'CUSTOMER_HAS_NO_EMAIL' | 'UNSUBSCRIBED' | 'CUSTOMER_NOT_FOUND';
export type { MailingRow as MailingRecipient };

/** The unique key of one recipient of one mailing: a second start or a retried job finds the same row. */
export const mailingDeliveryKey = (mailingId: string, customerId: string) => `campaign:${mailingId}:${customerId}`;

/** One delivery of a mailing, as its sender sees it. */
export interface MailingDelivery {
  deliveryKey: string;
  businessId: string;
  mailingId: string;
  customerId: string;
  /** The address recorded when the mailing started. */
  recipient: string;
}

/** A message ready to go: from the configured sender address under the business's name. */
export interface MailingMessage {
  subject: string;
  text: string;
  html: string;
  fromName: string;
  replyTo: string | null;
  headers: Record<string, string>;
}

/** What the sender wants done with a claimed delivery. */
export type MailingDecision =
  | { send: MailingMessage }
  /** The mailing is paused: the delivery waits until `resume`. */
  | { wait: true }
  /** Over the rate limit: queued again after this many milliseconds. */
  | { later: number }
  | { skip: MailingSkipCode }
  /** The mailing was cancelled or deleted. */
  | { drop: true };

/** How one attempt to hand a message to the mail server went. */
export type AttemptOutcome = { ok: true } | { ok: false; detail: string };

/**
 * The module that owns a kind of mailing (campaigns) decides about each delivery; communications
 * owns the delivery rows and the exactly-once send.
 */
export interface MailingSender {
  decide(delivery: MailingDelivery): Promise<MailingDecision>;
  /** After each attempt that reached for the mail server (its failures in a row may pause the mailing). */
  attempted(delivery: MailingDelivery, outcome: AttemptOutcome): Promise<void>;
  /**
   * A delivery ended (sent, failed, skipped or cancelled) and none of the mailing's is left to go: it
   * may be done. Asked after that delivery's commit, so of the last ones to end, the last is told.
   */
  drained(mailingId: string): Promise<void>;
  /** Read afresh (no cache): whether the mailing runs, is paused, or is over (cancelled, completed, gone). Asked after parking a delivery (see deliver). */
  stateNow(mailingId: string): Promise<'running' | 'paused' | 'over'>;
}

/** A mailing's figures from its delivery rows. */
export interface MailingProgress {
  total: number;
  sent: number;
  failed: number;
  failures: { code: string; message: string; count: number }[];
  skipped: number;
  skips: { code: string; message: string; count: number }[];
  cancelled: number;
  pending: number;
}

const FAN_OUT_PAGE = 500;
const SENT = new Set(['sent', 'delivered', 'read']);
const PENDING = new Set(['queued', 'sending', 'paused', 'held']);

/**
 * Mailings: one message per recipient to many customers (campaigns), each recipient a delivery row
 * claimed before its send, like every other message of this module. The owning module records the
 * recipients, starts, pauses, resumes and cancels; communications queues one job per recipient,
 * asks the owner about each delivery when its turn comes, and sends it exactly once.
 */
@Injectable()
export class Mailings implements OnModuleInit {
  private sender: MailingSender | null = null;

  constructor(
    private readonly store: MailingStore,
    private readonly transmission: EmailTransmission,
    private readonly queue: JobQueue,
    private readonly jobs: JobHandlers,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.handle(MAILING_FAN_OUT_JOB, (payload) => this.fanOut(payload.mailingId));
  }

  /** Called once by the module whose mailings these are (in its onModuleInit). */
  useSender(sender: MailingSender): void {
    if (this.sender) throw new Error('A mailing sender is registered already');
    this.sender = sender;
  }

  /** Records the recipients and queues their jobs; call inside the unit of work that starts the mailing. */
  async start(businessId: string, mailingId: string, recipients: readonly MailingRow[]): Promise<void> {
    await this.store.insert(businessId, mailingId, recipients);
    await this.queue.enqueue(MAILING_FAN_OUT_JOB, { mailingId, round: 0 }, { jobId: mailingFanOutJobId(mailingId, 0) });
  }

  /** Queues the paused deliveries again; call inside the unit of work that resumes the mailing. */
  async resume(businessId: string, mailingId: string): Promise<void> {
    await this.store.unpause(businessId, mailingId);
    const round = this.clock.now().getTime();
    await this.queue.enqueue(MAILING_FAN_OUT_JOB, { mailingId, round }, { jobId: mailingFanOutJobId(mailingId, round) });
  }

  /** Deliveries not yet being sent are cancelled; one being sent now ends as it goes. */
  cancel(businessId: string, mailingId: string): Promise<number> {
    return this.store.cancelPending(businessId, mailingId);
  }

  forget(businessId: string, mailingId: string): Promise<void> {
    return this.store.forget(businessId, mailingId);
  }

  hasPending(mailingId: string): Promise<boolean> {
    return this.store.hasPending(mailingId);
  }

  /** Each mailing's figures, in one aggregate over their rows. */
  async progress(businessId: string, mailingIds: readonly string[]): Promise<Map<string, MailingProgress>> {
    const result = new Map<string, MailingProgress>(mailingIds.map((id) => [id, { total: 0, sent: 0, failed: 0, failures: [], skipped: 0, skips: [], cancelled: 0, pending: 0 }]));
    const failures = new Map<string, { code: string; count: number }[]>();
    const skips = new Map<string, { code: string; count: number }[]>();
    for (const row of await this.store.counts(businessId, mailingIds)) {
      const p = result.get(row.mailingId)!;
      p.total += row.count;
      if (SENT.has(row.status)) p.sent += row.count;
      else if (PENDING.has(row.status)) p.pending += row.count;
      else if (row.status === 'cancelled') p.cancelled += row.count;
      else {
        const by = row.status === 'skipped' ? skips : failures;
        if (row.status === 'skipped') p.skipped += row.count;
        else p.failed += row.count;
        by.set(row.mailingId, [...(by.get(row.mailingId) ?? []), { code: row.errorCode ?? 'EMAIL_SEND_FAILED', count: row.count }]);
      }
    }
    const ordered = (list: { code: string; count: number }[] = []) => failureSummary([...list].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)));
    for (const [id, p] of result) {
      p.failures = ordered(failures.get(id));
      p.skips = ordered(skips.get(id));
    }
    return result;
  }

  /** Pages through the mailing's queued deliveries and queues a job for each. Safe to run again. */
  async fanOut(mailingId: string): Promise<void> {
    let after: string | null = null;
    for (;;) {
      const page = await this.store.queuedPage(mailingId, after, FAN_OUT_PAGE);
      if (!page.length) return;
      await this.queue.enqueueMany(
        DELIVER_JOB,
        page.map((row) => ({ payload: { deliveryKey: row.deliveryKey }, options: { jobId: mailingDeliverJobId(row.deliveryKey, row.attempts) } })),
      );
      after = page[page.length - 1].deliveryKey;
    }
  }

  /** A claimed mailing delivery (DeliveryService has claimed it and checked the business may send). */
  async deliver(claim: Claim, context: JobContext): Promise<void> {
    const sender = this.sender;
    if (!sender) throw new Error('No mailing sender is registered');
    const delivery = toDelivery(claim);
    const decision = await sender.decide(delivery);
    if ('drop' in decision) return this.end(sender, delivery, await this.store.settle(claim, 'cancelled', null));
    if ('skip' in decision) return this.end(sender, delivery, await this.store.settle(claim, 'skipped', decision.skip));
    if ('wait' in decision) {
      // A resume or a cancel may have run between the decision and this write, and missed this
      // delivery (it was being sent): ask again, so it neither waits for ever nor outlives a cancel.
      if (!(await this.store.settle(claim, 'paused', null))) return;
      const state = await sender.stateNow(delivery.mailingId);
      if (state === 'running') await this.unitOfWork.run(() => this.resume(claim.businessId, delivery.mailingId));
      if (state === 'over') await this.store.cancelPending(claim.businessId, delivery.mailingId);
      return;
    }
    if ('later' in decision) {
      // Given back and queued again in one transaction: a crash in between cannot strand the row.
      await this.unitOfWork.run(async () => {
        await this.transmission.release(claim, 'Waiting for the campaign send limit');
        await this.queue.enqueue(DELIVER_JOB, { deliveryKey: claim.deliveryKey }, { jobId: mailingDeliverJobId(claim.deliveryKey, claim.attempts), delayMs: decision.later });
      });
      return;
    }
    const lastAttempt = context.attempt >= context.maxAttempts;
    let outcome: SendOutcome;
    // Known when the send was confirmed here (the common case): the confirm statement also answers it.
    let pending: boolean | null = null;
    const confirm = async (sent: Claim) => ({ pending } = await this.store.confirmSent({ id: sent.id, mailingId: delivery.mailingId }));
    try {
      outcome = await this.transmission.sendEmail(claim, { to: delivery.recipient, ...decision.send, replyTo: decision.send.replyTo ?? undefined }, lastAttempt, confirm);
    } catch (error) {
      // Given back for the queue's retry: a failure all the same, for the failures-in-a-row count.
      await sender.attempted(delivery, { ok: false, detail: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    if (outcome === 'lost') return;
    await sender.attempted(delivery, outcome === 'sent' ? { ok: true } : { ok: false, detail: outcome.failed });
    if (!(pending ?? (await this.store.hasPending(delivery.mailingId)))) await sender.drained(delivery.mailingId);
  }

  private async end(sender: MailingSender, delivery: MailingDelivery, ended: boolean): Promise<void> {
    if (ended && !(await this.store.hasPending(delivery.mailingId))) await sender.drained(delivery.mailingId);
  }
}

function toDelivery(claim: Claim): MailingDelivery {
  return { deliveryKey: claim.deliveryKey, businessId: claim.businessId, mailingId: claim.mailingId!, customerId: claim.customerId!, recipient: claim.recipient ?? '' };
}
