import type { Paise } from '@hisaab/gst';
import type { PendingInvoiceCounts } from '@hisaab/contracts';
import type { InvoiceStatus } from '../domain/invoice-status';

/** An invoice as a message to its customer needs it: summary, public link id, contacts, sender. Money in paise. */
export interface InvoiceMessagingView {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  totalPaise: Paise;
  outstandingPaise: Paise;
  status: InvoiceStatus;
  shareId: string;
  customer: { name: string; email: string | null; phone: string | null };
  business: { companyName: string; companyEmail: string | null; companyPhone: string | null };
}

export interface PaymentMessagingView {
  id: string;
  amountPaise: Paise;
  paymentDate: string;
  paymentMethod: string;
  reference: string | null;
  /** A reversed payment was never received: there is nothing to confirm. */
  reversed: boolean;
  invoice: InvoiceMessagingView;
}

/** Counts of unpaid (sent) invoices as of `today`: GET /api/communications/summary (@hisaab/contracts). */
export type PendingInvoiceSummary = PendingInvoiceCounts;

export interface PendingInvoiceRow {
  id: string;
  invoiceNumber: string;
  customerName: string;
  invoiceDate: string;
  dueDate: string;
  totalPaise: Paise;
  outstandingPaise: Paise;
  hasEmail: boolean;
  hasPhone: boolean;
}

/** An overdue invoice and where its reminder goes. */
export interface ReminderTarget {
  invoiceId: string;
  email: string | null;
  phone: string | null;
}

/**
 * Public API (read-only): what the communications module needs to write to customers about
 * invoices and payments. Every method is scoped to one business; each is one query.
 */
export abstract class InvoiceMessagingReader {
  /** Null when the id is not an invoice of this business. */
  abstract invoice(businessId: string, invoiceId: string): Promise<InvoiceMessagingView | null>;
  /** Null when the id is not a payment of this business. */
  abstract payment(businessId: string, paymentId: string): Promise<PaymentMessagingView | null>;
  abstract pendingSummary(businessId: string, today: string): Promise<PendingInvoiceSummary>;
  /** Unpaid (sent) invoices, earliest due date first; keyset after (dueDate, id). */
  abstract pendingPage(businessId: string, after: { dueDate: string; id: string } | null, limit: number): Promise<PendingInvoiceRow[]>;
  abstract countOverdue(businessId: string, today: string): Promise<number>;
  /** Overdue invoices (sent, due before `today`) by id, after `afterId`. */
  abstract overduePage(businessId: string, today: string, afterId: string | null, limit: number): Promise<ReminderTarget[]>;
}
