/** Communications contract (/api/communications and the invoice/payment send routes, docs/spec/part-1.md §5 "Bulk reminder form", §8). */

/**
 * queued → sending (claimed with a lease) → sent | failed; a transient failure returns it to queued.
 * sent → delivered → read come from WhatsApp status webhooks (failed too). link_opened: a wa.me
 * click-to-chat link was handed to the browser (no server-side send). held: not sent because the
 * business had neither a plan nor a trial when its turn came; it is queued again, at a bounded rate,
 * once the business has access again (a plan bought or granted, a trial extended).
 */
export const COMMUNICATION_STATUSES = ['queued', 'sending', 'sent', 'failed', 'delivered', 'read', 'link_opened', 'held'] as const;
export type CommunicationStatus = (typeof COMMUNICATION_STATUSES)[number];

export const COMMUNICATION_CHANNELS = ['email', 'whatsapp'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

export const COMMUNICATION_KINDS = ['invoice', 'invoice_pdf', 'reminder', 'payment_confirmation', 'download_link'] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];

export const BULK_METHODS = ['email', 'whatsapp', 'all'] as const;
export type BulkMethod = (typeof BULK_METHODS)[number];

/** The reply of every single send: 202 when queued; 200 with a wa.me `url` when WhatsApp is not configured on the server. */
export interface SendResultResponse {
  success: true;
  message: string;
  communicationId: string;
  status: CommunicationStatus;
  /** A wa.me click-to-chat link, when WhatsApp Cloud API is not configured: the browser opens it. */
  url?: string;
}

/** One message of an invoice's log (GET /api/invoices/{id}/communications), newest first. */
export interface CommunicationResponse {
  id: string;
  invoiceId: string;
  paymentId: string | null;
  batchId: string | null;
  channel: CommunicationChannel;
  kind: CommunicationKind;
  recipient: string | null;
  status: CommunicationStatus;
  providerMessageId: string | null;
  error: string | null;
  errorCode: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

/** Counts of unpaid (sent) invoices: the four stat cards of the Communications screen. */
export interface PendingInvoiceCounts {
  pendingInvoices: number;
  overdueInvoices: number;
  /** Pending invoices whose customer has an e-mail address. */
  emailEnabled: number;
  /** Pending invoices whose customer has a phone number. */
  smsEnabled: number;
}

/** GET /api/communications/summary. */
export interface CommunicationsSummaryResponse extends PendingInvoiceCounts {
  /**
   * Whether the server sends WhatsApp through the WhatsApp Cloud API. Without it, single WhatsApp
   * sends answer a wa.me link for the browser, and bulk WhatsApp reminders cannot be sent.
   */
  whatsappConfigured: boolean;
}

/** GET /api/communications/pending: unpaid invoices, earliest due first. Amounts in rupees. */
export interface PendingInvoiceResponse {
  id: string;
  invoiceNumber: string;
  customerName: string;
  invoiceDate: string;
  dueDate: string;
  total: number;
  outstanding: number;
  isOverdue: boolean;
  daysOverdue: number;
  hasEmail: boolean;
  hasPhone: boolean;
}

/** One reason of a batch's failures: a stable code (e.g. CUSTOMER_HAS_NO_EMAIL), its text, and how many reminders it stopped. */
export interface BatchFailureResponse {
  code: string;
  message: string;
  count: number;
}

/**
 * POST /api/communications/send-overdue-reminders answers 200 with the finished counts when the
 * batch ends within 3 s, else 202 with a running batch to poll (GET /api/communications/batches/{id}).
 * `batchId` is null when nothing was overdue.
 */
export interface BatchProgressResponse {
  success: true;
  batchId: string | null;
  /**
   * 'paused': running, with reminders held while the business has neither a plan nor a trial (they
   * go out once it has access again). 'stalled': retired after an hour without finishing (its jobs
   * were lost); a new batch may start.
   */
  status: 'running' | 'paused' | 'finished' | 'stalled';
  total: number;
  successCount: number;
  failureCount: number;
  /** Reminders held until the business has access again (neither sent nor failed). */
  heldCount: number;
  /** Why the failed reminders failed, one line per reason with its count (they add up to failureCount), most frequent first. */
  failures: BatchFailureResponse[];
  createdAt: string | null;
  finishedAt: string | null;
}

/** The From address of the e-mail sends (backend communications.dto.ts checks it; the forms check it first). */
export const FROM_EMAIL_PATTERN = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;
export const FROM_EMAIL_MAX_LENGTH = 254;

/** Spec part 1 §5 "Bulk reminder form" messages (the From field's also serve the single e-mail sends). */
export const BulkReminderMessages = {
  method: 'Please select a communication method',
  fromEmail: 'Please enter a valid email address',
  fromEmailRequired: 'From email is required when sending emails',
} as const;
