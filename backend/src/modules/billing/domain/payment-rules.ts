/** What a payment may be, and what it does to its invoice. Amounts in paise. */
import type { Paise } from '@hisaab/gst';
import { PAYMENT_METHODS, PaymentMessages, type PaymentMethod } from '@hisaab/contracts';
import { toRupees } from '@hisaab/gst';
import { DomainError } from '../../../shared/domain-error';
import { BillingErrors } from './billing-errors';
import type { InvoiceStatus } from './invoice-status';

export { PAYMENT_METHODS, type PaymentMethod };

export interface PayableInvoice {
  status: InvoiceStatus;
  totalPaise: Paise;
  amountPaidPaise: Paise;
  /** What its credit notes took off (docs/gst.md "Credit notes"). */
  creditedPaise: Paise;
}

export interface PaymentOutcome {
  amountPaidPaise: Paise;
  outstandingPaise: Paise;
  /** The invoice is settled by this payment and turns paid. */
  settles: boolean;
}

/** What a sent invoice still owes: its total less its credit notes and payments. */
export function outstandingOf(invoice: PayableInvoice): number {
  return invoice.status === 'sent' ? Math.max(0, invoice.totalPaise - invoice.creditedPaise - invoice.amountPaidPaise) : 0;
}

/** What the business owes the customer back: credit notes and payments beyond the total (an issued invoice's). */
export function refundDueOf(invoice: PayableInvoice): number {
  return invoice.status === 'sent' || invoice.status === 'paid' ? Math.max(0, invoice.creditedPaise + invoice.amountPaidPaise - invoice.totalPaise) : 0;
}

/** Nothing is left to pay: the payments and credit notes cover the total (the invoice is then 'paid'). */
export function isSettled(invoice: Pick<PayableInvoice, 'totalPaise' | 'amountPaidPaise' | 'creditedPaise'>): boolean {
  return invoice.amountPaidPaise + invoice.creditedPaise >= invoice.totalPaise;
}

/** A payment is received on or after its invoice's date, and not after today (ISO dates compare as text). */
export function checkPaymentDate(paymentDate: string, invoiceDate: string, today: string): void {
  if (paymentDate > today) throw DomainError.validation({ paymentDate: PaymentMessages.paymentDateFuture });
  if (paymentDate < invoiceDate) throw DomainError.validation({ paymentDate: PaymentMessages.paymentDateBeforeInvoice });
}

/** What a new payment row carries: not reversed. */
export const NOT_REVERSED = { reversedAt: null, reversedBy: null, reversalReason: null } as const;

/**
 * Reversing a payment takes its amount off the invoice, which is open ('sent') again — shown as
 * overdue or partly paid as its due date and balance say. A reversal is recorded once, never undone.
 */
export function reversePayment(invoice: PayableInvoice, payment: { amountPaise: Paise; reversedAt: Date | null }): { amountPaidPaise: Paise; settled: boolean } {
  if (payment.reversedAt) throw BillingErrors.paymentAlreadyReversed();
  if (invoice.status !== 'sent' && invoice.status !== 'paid') throw BillingErrors.notPayable(invoice.status);
  const amountPaidPaise = invoice.amountPaidPaise - payment.amountPaise;
  // Credit notes may still cover the total: then nothing is owed and the invoice stays paid.
  return { amountPaidPaise, settled: isSettled({ ...invoice, amountPaidPaise }) };
}

/** Only a sent invoice takes payments, and never more than it still owes. */
export function applyPayment(invoice: PayableInvoice, amountPaise: Paise): PaymentOutcome {
  if (invoice.status !== 'sent') throw BillingErrors.notPayable(invoice.status);
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw DomainError.validation({ amount: 'Amount must be greater than 0' });
  const outstanding = outstandingOf(invoice);
  if (amountPaise > outstanding) {
    throw BillingErrors.paymentExceedsOutstanding(toRupees(outstanding));
  }
  const amountPaid = invoice.amountPaidPaise + amountPaise;
  return { amountPaidPaise: amountPaid, outstandingPaise: outstanding - amountPaise, settles: amountPaise === outstanding };
}
