/**
 * Credit notes contract (/api/credit-notes; CGST Act Section 34, Rule 53; docs/gst.md "Credit notes"):
 * reasons, request and reply shapes (rupees, calendar dates), limits and messages.
 */
/** Why a note is issued (stable codes; the labels are what screens and the PDF print). */
export const CREDIT_NOTE_REASONS = ['sales_return', 'post_sale_discount', 'deficiency_in_service', 'correction', 'other'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];
export const CREDIT_NOTE_REASON_LABELS: Record<CreditNoteReason, string> = {
  sales_return: 'Sales return',
  post_sale_discount: 'Post-sale discount',
  deficiency_in_service: 'Deficiency in service',
  correction: 'Correction of an error',
  other: 'Other',
};

/** 'items': lines and quantities of the invoice taken back; 'value': an amount off (a post-sale discount). */
export type CreditNoteKind = 'items' | 'value';

export interface CreditNoteLineRequest {
  /** The invoice item's id (InvoiceItemResponse.id). */
  itemId: string;
  /** Up to 3 decimals; at most what was invoiced less what earlier notes credited. */
  quantity: number;
}

/**
 * POST /api/credit-notes: either `items` (the lines and quantities taken back) or `amount` (rupees of
 * taxable value off the invoice; the GST on it is added at the invoice's rates), never both.
 */
export interface CreditNoteRequest {
  invoiceId: string;
  reason: CreditNoteReason;
  /** 'YYYY-MM-DD'; today (India) when left out. Not before the invoice date, not in the future. */
  noteDate?: string;
  items?: CreditNoteLineRequest[];
  amount?: number;
  /** Put the returned goods (lines with a product) back into stock. */
  restock?: boolean;
  notes?: string;
}

export interface CreditNoteItemResponse {
  id: string;
  invoiceItemId: string;
  productId: string | null;
  productName: string;
  hsn: string | null;
  /** Null on a value-only note. */
  quantity: number | null;
  unit: string;
  rate: number;
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  total: number;
}

/** A note as GET /api/credit-notes lists it (rupees). */
export interface CreditNoteListItemResponse {
  id: string;
  noteNumber: string;
  noteDate: string;
  reason: CreditNoteReason;
  kind: CreditNoteKind;
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
  customerId: string;
  customerName: string;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  gstAmount: number;
  roundOff: number;
  total: number;
  /** The part of the note beyond what the invoice still owed when it was issued: to be paid back to the customer. */
  refundDue: number;
  /** Its goods were put back into stock. */
  restocked: boolean;
}

/** The invoice a note was issued against, as it stands after its notes. */
export interface CreditNoteInvoiceResponse {
  id: string;
  invoiceNumber: string;
  status: 'draft' | 'sent' | 'paid' | 'cancelled';
  total: number;
  credited: number;
  amountPaid: number;
  outstanding: number;
  refundDue: number;
}

/** POST /api/credit-notes, GET /api/credit-notes/{id}. */
export interface CreditNoteResponse extends CreditNoteListItemResponse {
  supplyType: 'INTRA' | 'INTER';
  placeOfSupply: string;
  placeOfSupplyLabel: string;
  /** The tax columns the note prints, as its invoice: ['CGST', 'SGST'|'UTGST'], ['IGST'], or [] when it charged no GST. */
  applicable: string[];
  notes: string | null;
  createdAt: string;
  items: CreditNoteItemResponse[];
  invoice: CreditNoteInvoiceResponse;
}

/** A note as its invoice shows it (InvoiceResponse.creditNotes, the public invoice page). */
export interface InvoiceCreditNoteSummary {
  id: string;
  noteNumber: string;
  noteDate: string;
  reason: CreditNoteReason;
  total: number;
  refundDue: number;
}

export const CREDIT_NOTE_LIMITS = { notes: 1000, maxItems: 200 } as const;

export const CreditNoteMessages = {
  invoice: 'Please select an invoice',
  reason: 'Please select a reason',
  itemsOrAmount: 'Choose the items to credit or enter an amount',
  itemsAndAmount: 'Credit either items or an amount, not both',
  itemId: 'Choose an item of the invoice',
  itemUnknown: 'This is not an item of the invoice',
  itemTwice: 'Each invoice item can appear once in a credit note',
  quantity: 'Quantity must be greater than 0',
  quantityFormat: 'Quantity must be a number with at most 3 decimals',
  quantityWhole: 'Products in stock are counted in whole units: use a whole quantity',
  amount: 'Amount must be greater than 0',
  amountFormat: 'Amount must be a number with at most 2 decimals',
  noteDate: 'Enter a valid date (YYYY-MM-DD)',
  noteDateFuture: 'Credit note date cannot be in the future',
  noteDateBeforeInvoice: 'Credit note date cannot be before the invoice date',
  notes: `Notes must be at most ${CREDIT_NOTE_LIMITS.notes} characters`,
  tooManyItems: `A credit note can have at most ${CREDIT_NOTE_LIMITS.maxItems} items`,
} as const;

/** 'At most 3 can be credited (5 invoiced, 2 already credited)'. */
export function creditableQuantityMessage(left: number, invoiced: number, credited: number): string {
  return left > 0 ? `At most ${left} can be credited (${invoiced} invoiced, ${credited} already credited)` : `Nothing is left to credit on this item (${invoiced} invoiced, all credited)`;
}
