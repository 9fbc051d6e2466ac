/** The invoice status machine: draft → sent → paid, and cancellation of drafts and issued invoices. */
import { INVOICE_STATUSES, type InvoiceDisplayStatus, type InvoiceStatus } from '@hisaab/contracts';
import { BillingErrors } from './billing-errors';

/** The statuses, and what a list shows (a stored status, or 'overdue': sent and past due — computed, never stored). */
export { INVOICE_STATUSES, type InvoiceDisplayStatus, type InvoiceStatus };
export const INVOICE_LIST_STATUSES: readonly InvoiceDisplayStatus[] = [...INVOICE_STATUSES, 'overdue'];

/** Statuses of an issued invoice (counted as sales, revenue and tax). */
export const ISSUED_STATUSES: readonly InvoiceStatus[] = ['sent', 'paid'];

const TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  draft: ['sent', 'cancelled'],
  sent: ['paid', 'cancelled'],
  paid: [],
  cancelled: [],
};

/**
 * What a permitted move does besides changing the status:
 * - issue: the invoice becomes a tax document; linked products leave stock.
 * - settle: the outstanding balance is recorded as received.
 * - cancelDraft / cancelIssued: the number stays used (a recorded gap); an issued invoice returns its stock.
 */
export type TransitionEffect = 'issue' | 'settle' | 'cancelDraft' | 'cancelIssued';

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: InvoiceStatus, to: string): boolean {
  return isInvoiceStatus(to) && TRANSITIONS[from].includes(to);
}

/** The effect of moving `from` → `to`; throws INVALID_STATUS_TRANSITION (409) for any other move. */
export function planTransition(from: InvoiceStatus, to: string, amountPaidPaise: number, creditedPaise = 0): TransitionEffect {
  if (!canTransition(from, to)) throw BillingErrors.invalidTransition(from, to);
  if (to === 'sent') return 'issue';
  if (to === 'paid') return 'settle';
  // An issued invoice with money received against it needs a refund or credit note, not a cancellation.
  if (from === 'sent' && amountPaidPaise > 0) throw BillingErrors.cancelWithPayments();
  // Its credit notes were issued against it (and may have put goods back): they stand, so it does too.
  if (from === 'sent' && creditedPaise > 0) throw BillingErrors.cancelWithCreditNotes();
  return from === 'draft' ? 'cancelDraft' : 'cancelIssued';
}

export function isEditable(status: InvoiceStatus): boolean {
  return status === 'draft';
}

/** Sent and the due date (a calendar date) is before today (IST calendar date). */
export function isOverdue(status: InvoiceStatus, dueDate: string, today: string): boolean {
  return status === 'sent' && dueDate < today;
}

/** Whole days from the due date to today; 0 when not past due. */
export function daysOverdue(dueDate: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}

export function displayStatus(status: InvoiceStatus, dueDate: string, today: string): InvoiceDisplayStatus {
  return isOverdue(status, dueDate, today) ? 'overdue' : status;
}
