import type { MailingSkipCode } from '../mailings';

/** One recipient of a mailing as recorded: a delivery row (kind 'campaign') keyed by (mailing, customer). */
export interface MailingRow {
  customerId: string;
  email: string | null;
  skip: MailingSkipCode | null;
}

/** How many of a mailing's deliveries are in each state (and why, for the ended ones). */
export interface MailingCount {
  mailingId: string;
  status: string;
  errorCode: string | null;
  count: number;
}

/**
 * The mailings' side of the delivery rows (communications table). Claims, the record of a send and
 * its failures are CommunicationStore's, the same statements as every other delivery.
 */
export abstract class MailingStore {
  /** Inserts what is new (a second start finds every row there); skipped rows are recorded as ended. */
  abstract insert(businessId: string, mailingId: string, rows: readonly MailingRow[]): Promise<void>;
  /** Queued deliveries after `afterKey`, in key order: the fan-out's pages. */
  abstract queuedPage(mailingId: string, afterKey: string | null, limit: number): Promise<{ deliveryKey: string; attempts: number }[]>;
  /** sending → paused | skipped | cancelled for a claim still held; false when it was lost. */
  abstract settle(claim: { id: string; attempts: number }, status: 'paused' | 'skipped' | 'cancelled', errorCode: string | null): Promise<boolean>;
  /** The mailing's paused deliveries back to queued; resolves to how many. */
  abstract unpause(businessId: string, mailingId: string): Promise<number>;
  /** The mailing's deliveries not yet claimed (queued, paused or held) → cancelled; resolves to how many. */
  abstract cancelPending(businessId: string, mailingId: string): Promise<number>;
  abstract counts(businessId: string, mailingIds: readonly string[]): Promise<MailingCount[]>;
  /** confirmSent of a mailing's delivery (CommunicationStore's), and then whether any delivery of the mailing is still to go: one statement per message. */
  abstract confirmSent(claim: { id: string; mailingId: string }): Promise<{ pending: boolean }>;
  /** Whether any delivery of the mailing is still to go (queued, sending, paused or held). */
  abstract hasPending(mailingId: string): Promise<boolean>;
  /** Deletes the mailing's deliveries (its campaign was deleted). */
  abstract forget(businessId: string, mailingId: string): Promise<void>;
}
