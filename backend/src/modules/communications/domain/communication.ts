/** Messages to customers about invoices and payments: channels, kinds, the delivery state machine, error codes. */
import {
  BULK_METHODS,
  COMMUNICATION_CHANNELS,
  COMMUNICATION_KINDS,
  COMMUNICATION_STATUSES,
  type BulkMethod,
  type CommunicationChannel,
  type CommunicationKind,
  type CommunicationStatus,
} from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

export const CHANNELS = COMMUNICATION_CHANNELS;
export type Channel = CommunicationChannel;

export const KINDS = COMMUNICATION_KINDS;
export type Kind = CommunicationKind;
/** What a delivery row carries: a message about an invoice or payment, or a campaign's (a mailing's, application/mailings.ts). */
export type DeliveryKind = Kind | 'campaign';

/** The delivery state machine (see COMMUNICATION_STATUSES in @hisaab/contracts). */
export const STATUSES = COMMUNICATION_STATUSES;
export type { CommunicationStatus };
/**
 * A mailing's delivery may also wait while its mailing is paused ('paused'), not go by rule
 * ('skipped': no address, unsubscribed) or be left when its mailing is cancelled ('cancelled').
 */
export type DeliveryStatus = CommunicationStatus | 'paused' | 'skipped' | 'cancelled';

export { BULK_METHODS, type BulkMethod };

export type BatchStatus = 'running' | 'finished' | 'stalled';

/**
 * Why a message was not sent, by stable code: a batch reply sums its failures by these. The
 * communications log keeps the detail (e.g. the mail server's answer) beside the code.
 */
export const FAILURE_REASONS = {
  CUSTOMER_HAS_NO_EMAIL: 'The customer has no e-mail address',
  CUSTOMER_HAS_NO_PHONE: 'The customer has no valid mobile number',
  WHATSAPP_NOT_CONFIGURED: 'WhatsApp reminders in bulk need the WhatsApp Cloud API configured on the server',
  INVOICE_NOT_FOUND: 'The invoice no longer exists',
  PAYMENT_NOT_FOUND: 'The payment no longer exists',
  PAYMENT_REVERSED: 'The payment was reversed before its confirmation went out',
  EMAIL_SEND_FAILED: 'The mail server did not accept the e-mail',
  WHATSAPP_SEND_FAILED: 'The WhatsApp Cloud API did not accept the message',
  UNSUBSCRIBED: 'The customer unsubscribed from the business’s campaigns',
  CUSTOMER_NOT_FOUND: 'The customer no longer exists',
} as const;
export type FailureCode = keyof typeof FAILURE_REASONS;

/** A failure as the log records it: its code, and a text that starts with the code. */
export function failedWith(code: FailureCode, detail: string = FAILURE_REASONS[code]): { errorCode: FailureCode; error: string } {
  return { errorCode: code, error: `${code}: ${detail}` };
}

/** The reply's summary of a batch's failures: one line per reason, most frequent first. */
export function failureSummary(counts: readonly { code: string; count: number }[]): { code: string; message: string; count: number }[] {
  return counts.map(({ code, count }) => ({ code, message: (FAILURE_REASONS as Record<string, string>)[code] ?? 'The message could not be sent', count }));
}

/**
 * A 10,000-reminder batch finishes in about a minute. One still running an hour after it started
 * has lost its jobs (say, Redis was flushed); it is retired as 'stalled' so it no longer blocks the
 * business's next batch, which is a new round of reminders (what the old one sent stays recorded).
 */
export const BATCH_STALE_AFTER_MS = 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function channelsFor(method: BulkMethod): Channel[] {
  return method === 'all' ? ['email', 'whatsapp'] : [method];
}

/** The unique key of one reminder of a bulk run: a retry or a second fan-out finds the same row. */
export function batchDeliveryKey(batchId: string, invoiceId: string, channel: Channel): string {
  return `${batchId}:${invoiceId}:${channel}`;
}

/** A WhatsApp number as the Cloud API and wa.me want it: 91 and the 10-digit Indian mobile number. */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : null;
}

/** Whole days from the due date to today (calendar dates 'YYYY-MM-DD'); 0 when not past due. */
export function daysOverdue(dueDate: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}

const PROVIDER_RANK: Partial<Record<CommunicationStatus, number>> = { sending: 0, sent: 1, delivered: 2, read: 3 };

/**
 * The status after a WhatsApp status callback, or null to ignore it. Callbacks arrive out of order
 * and repeat: a status never moves backwards (read stays read), and 'failed' only replaces a status
 * that was not yet delivered.
 */
export function nextProviderStatus(current: DeliveryStatus, incoming: string): CommunicationStatus | null {
  const now = PROVIDER_RANK[current as CommunicationStatus];
  if (now === undefined) return null;
  if (incoming === 'failed') return now <= 1 ? 'failed' : null;
  const next = PROVIDER_RANK[incoming as CommunicationStatus];
  return next !== undefined && next > now ? (incoming as CommunicationStatus) : null;
}

export const CommunicationErrors = {
  invoiceNotFound: () => DomainError.notFound('Invoice', 'INVOICE_NOT_FOUND'),
  paymentNotFound: () => DomainError.notFound('Payment', 'PAYMENT_NOT_FOUND'),
  paymentReversed: () => new DomainError('PAYMENT_REVERSED', 'This payment was reversed, so there is no payment to confirm to the customer.', 'conflict'),
  batchNotFound: () => DomainError.notFound('Reminder batch', 'BATCH_NOT_FOUND'),
  draft: () =>
    new DomainError('INVOICE_NOT_SENDABLE', 'This invoice is still a draft. Send (issue) it first, then e-mail it to the customer.', 'conflict', {
      status: 'draft',
    }),
  cancelled: () => new DomainError('INVOICE_NOT_SENDABLE', 'This invoice is cancelled and cannot be sent to the customer.', 'conflict', { status: 'cancelled' }),
  nothingToRemind: (status: string) =>
    new DomainError('INVOICE_NOT_SENDABLE', 'This invoice is paid; there is nothing to remind the customer about.', 'conflict', { status }),
  noEmail: (customerName: string) =>
    new DomainError('CUSTOMER_HAS_NO_EMAIL', `${customerName} has no e-mail address. Add one to the customer first.`, 'conflict'),
  noPhone: (customerName: string) =>
    new DomainError('CUSTOMER_HAS_NO_PHONE', `${customerName} has no valid mobile number for WhatsApp. Add a 10-digit number to the customer first.`, 'conflict'),
  whatsappWebhookNotConfigured: () =>
    new DomainError('WHATSAPP_WEBHOOK_NOT_CONFIGURED', 'WhatsApp webhooks are not configured on this server (WHATSAPP_APP_SECRET).', 'unavailable'),
  badSignature: () => new DomainError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is missing or does not match.', 'unauthenticated'),
  verificationFailed: () => new DomainError('WEBHOOK_VERIFICATION_FAILED', 'The webhook verification token does not match.', 'forbidden'),
};
