/** Payments contract (/api/payments, docs/spec/part-1.md §5 "Payment form", §9 "Payment methods"). */

/** Spec part 1 §9 "Payment methods". */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'cheque', 'upi', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment as /api/payments lists it (amount in rupees, createdAt ISO 8601). */
export interface PaymentResponse {
  id: string;
  invoiceId: string;
  invoice: { invoiceNumber: string };
  amount: number;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  reference: string | null;
  notes: string | null;
  createdAt: string;
  /** Set when the payment was reversed (kept, never deleted); it then no longer counts as received. */
  reversedAt: string | null;
  reversalReason: string | null;
}

/** POST /api/payments and POST /api/payments/{id}/reverse: the payment, and its invoice afterwards (rupees). */
export interface RecordedPaymentResponse extends PaymentResponse {
  invoice: { invoiceNumber: string; status: 'draft' | 'sent' | 'paid' | 'cancelled'; total: number; amountPaid: number; outstanding: number };
}

/** Spec part 1 §5 "Payment form" messages. */
export const PaymentMessages = {
  invoice: 'Please select an invoice',
  amount: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountFormat: 'Amount must be a number with at most 2 decimals',
  paymentDate: 'Payment date is required',
  paymentDateFuture: 'Payment date cannot be in the future',
  paymentDateBeforeInvoice: 'Payment date cannot be before the invoice date',
  paymentMethod: 'Please select a payment method',
} as const;
