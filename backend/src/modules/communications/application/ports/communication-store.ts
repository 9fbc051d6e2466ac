import type { BatchStatus, BulkMethod, Channel, CommunicationStatus, DeliveryKind, DeliveryStatus, FailureCode, Kind } from '../../domain/communication';
import type { PreparedRecord } from '../../../../platform/mail/mailer';

export interface CommunicationRecord {
  id: string;
  businessId: string;
  /** Null for a mailing's message (a campaign), which names its mailing and customer instead. */
  invoiceId: string | null;
  paymentId: string | null;
  batchId: string | null;
  mailingId: string | null;
  customerId: string | null;
  channel: Channel;
  kind: DeliveryKind;
  recipient: string | null;
  replyTo: string | null;
  status: DeliveryStatus;
  providerMessageId: string | null;
  error: string | null;
  /** Set when the message failed for good (and counted so on its batch); `error` has the detail. */
  errorCode: FailureCode | null;
  deliveryKey: string;
  attempts: number;
  leaseUntil: Date | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A message about an invoice or payment: what the communications log lists (a mailing's rows never are). */
export type InvoiceCommunicationRecord = CommunicationRecord & { invoiceId: string; kind: Kind; status: CommunicationStatus };

/** An invoice's message (mailings record theirs through MailingStore). */
export type NewCommunication = Pick<CommunicationRecord, 'businessId' | 'paymentId' | 'batchId' | 'channel' | 'kind' | 'recipient' | 'replyTo' | 'status' | 'error' | 'errorCode' | 'deliveryKey'> & { invoiceId: string; kind: Kind };

export interface BatchRecord {
  id: string;
  businessId: string;
  method: BulkMethod;
  fromEmail: string | null;
  asOf: string;
  total: number;
  successCount: number;
  failureCount: number;
  status: BatchStatus;
  fannedOut: boolean;
  createdAt: Date;
  finishedAt: Date | null;
  /** When its held deliveries were last queued again (its hour to 'stalled' counts from then). */
  resumedAt: Date | null;
}

/** A claimed delivery: `attempts` is the fencing token of this claim. */
export type Claim = CommunicationRecord;

/** Persistence of the communications log and reminder batches. Writes that finish a delivery also count it on its batch. */
export abstract class CommunicationStore {
  /** Records one message (its delivery key is new). */
  abstract insert(row: NewCommunication): Promise<InvoiceCommunicationRecord>;
  /** Inserts what is new (ON CONFLICT DO NOTHING); failed rows inserted now are counted on their batch. */
  abstract insertBatchDeliveries(batchId: string, rows: NewCommunication[]): Promise<void>;
  abstract findByKey(deliveryKey: string): Promise<CommunicationRecord | null>;
  abstract listForInvoice(businessId: string, invoiceId: string): Promise<InvoiceCommunicationRecord[]>;

  /** queued (or sending with a lapsed lease) → sending; null when someone else holds it or it is finished. */
  abstract claim(deliveryKey: string, leaseMs: number): Promise<Claim | null>;
  /**
   * Opens a transaction marking the claim sent, still holding its lease: the server's answer is
   * awaited, and the send is not yet counted on its batch (see confirmSent). Resolves to the prepared
   * record (commit or abandon it), or null (transaction rolled back) when the claim was lost.
   */
  abstract prepareSent(claim: Claim, providerMessageId: string | null): Promise<PreparedRecord | null>;
  /** The server accepted a sent row: its lease ends and it is counted as a success (once). */
  abstract confirmSent(claim: Claim): Promise<void>;
  /** sending → queued after a failure the message never got past (it will be retried). */
  abstract release(claim: Claim, error: string): Promise<void>;
  /** sending|sent → failed, counted as a failure (and no longer as a success if it was confirmed). */
  abstract markFailed(claim: Claim, failure: { errorCode: FailureCode; error: string }): Promise<void>;
  /** sent (unconfirmed) → queued: the server refused after our commit point. */
  abstract requeueAfterRefusal(claim: Claim, error: string): Promise<void>;
  /** Confirms a sent row whose outcome is unknown (most likely delivered), noting why. */
  abstract noteOnSent(claim: Claim, error: string): Promise<void>;
  /** sending → held: the business has no access; nothing was sent. False when the claim was lost. */
  abstract hold(claim: Claim): Promise<boolean>;
  /**
   * held → queued for up to `limit` of the business's held deliveries (their batches marked resumed);
   * each is returned to exactly one caller, with its fencing counter (a fresh job id per hold).
   */
  abstract resumeHeld(businessId: string, limit: number): Promise<{ deliveryKey: string; attempts: number }[]>;
  /** How many of the batch's deliveries are held. */
  abstract countHeld(businessId: string, batchId: string): Promise<number>;

  /** Webhook: the row with this provider message id (any business — the provider id identifies it). */
  abstract findByProviderIdForWebhook(providerMessageId: string): Promise<CommunicationRecord | null>;
  abstract setProviderStatusForWebhook(id: string, from: DeliveryStatus, to: CommunicationStatus, error: string | null): Promise<void>;

  abstract createBatch(batch: Omit<BatchRecord, 'createdAt' | 'finishedAt' | 'resumedAt' | 'successCount' | 'failureCount' | 'fannedOut'>): Promise<BatchRecord | null>;
  abstract findBatch(businessId: string, id: string): Promise<BatchRecord | null>;
  abstract findRunningBatch(businessId: string): Promise<BatchRecord | null>;
  /** Marks the business's running batch 'stalled' if it started (or resumed) before `startedBefore` and holds nothing. */
  abstract retireStalledBatch(businessId: string, startedBefore: Date): Promise<void>;
  abstract findBatchForJob(id: string): Promise<BatchRecord | null>;
  /** The batch's counted failures by code, most frequent first. */
  abstract countFailures(businessId: string, batchId: string): Promise<{ code: FailureCode; count: number }[]>;
  /** The fan-out is complete: total = the deliveries it made; finishes the batch if all are done. */
  abstract completeFanOut(batchId: string): Promise<void>;
}
