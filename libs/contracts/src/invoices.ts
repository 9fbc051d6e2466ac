/** Invoices contract (/api/invoices, docs/spec/part-1.md §5 "Invoice form"): statuses, reply shapes (rupees, calendar dates) and messages. */
import type { InvoiceCreditNoteSummary } from './credit-notes';

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What a list shows: a stored status, or 'overdue' (sent and past due — computed, never stored). */
export type InvoiceDisplayStatus = InvoiceStatus | 'overdue';

/** The same values as @hisaab/gst TaxDocumentType: a non-GST invoice is what a business not registered under GST issues. */
export type InvoiceDocumentType = 'tax_invoice' | 'bill_of_supply' | 'non_gst_invoice';
/** The printed title of each document type. */
export type InvoiceDocumentTitle = 'TAX INVOICE' | 'BILL OF SUPPLY' | 'INVOICE';
/** The same values as @hisaab/gst SupplyType. */
export type InvoiceSupplyType = 'INTRA' | 'INTER';

export interface InvoiceCustomerResponse {
  name: string;
  email: string | null;
  phone: string | null;
}

/** An invoice as the lists (GET /api/invoices, /recent) return it. */
export interface InvoiceListItemResponse {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  status: InvoiceStatus;
  /** status, or 'overdue' when sent and past due. */
  displayStatus: InvoiceDisplayStatus;
  isOverdue: boolean;
  customerId: string;
  customer: InvoiceCustomerResponse;
  placeOfSupply: string;
  supplyType: InvoiceSupplyType;
  subtotal: number;
  gstAmount: number;
  total: number;
  amountPaid: number;
  /** The sum of its credit notes (docs/gst.md "Credit notes"). */
  credited: number;
  /** total − credited − amountPaid while sent; 0 otherwise. */
  outstanding: number;
  /** Credit notes and payments beyond the total: owed back to the customer. */
  refundDue: number;
  /** The public link id: /client/{shareId}. */
  shareId: string;
}

/** GET /api/invoices/overdue. */
export interface OverdueInvoiceResponse extends InvoiceListItemResponse {
  daysOverdue: number;
}

export interface InvoiceItemResponse {
  id: string;
  productId: string | null;
  productName: string;
  description: string | null;
  hsn: string | null;
  quantity: number;
  unit: string;
  rate: number;
  discount: number;
  gstRate: number;
  cessRate: number;
  /** quantity × rate, before the discount. */
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  gstAmount: number;
  totalAmount: number;
  serialNumber: string | null;
  /** What credit notes took back of this line so far: the quantity, and the taxable value (value-only notes take value, no quantity). */
  creditedQuantity: number;
  creditedValue: number;
}

/** One GST rate's row of an invoice's tax breakdown. */
export interface InvoiceTaxRateRow {
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  gstAmount: number;
}

/** Header fields typed by the user (free text, stored as given; null when empty). */
export interface InvoiceTextFields {
  notes: string | null;
  termsAndConditions: string | null;
  salesPersonName: string | null;
  salesPersonEmail: string | null;
  salesPersonPhone: string | null;
  paymentTerms: string | null;
  companyUdyam: string | null;
  serialNumber: string | null;
  shippingAddress: string | null;
  shippingGstin: string | null;
  authorizedSignature: string | null;
}

/** One invoice (GET /api/invoices/{id}) with its items and tax breakdown. */
export interface InvoiceResponse extends InvoiceListItemResponse, InvoiceTextFields {
  userId: string | null;
  documentType: InvoiceDocumentType;
  supplierState: string;
  placeOfSupplyLabel: string;
  customer: InvoiceCustomerResponse & {
    id: string;
    gstNumber: string | null;
    address: string | null;
    state: string | null;
    stateCode: string | null;
    /** The customer was an SEZ unit when the invoice was written (taxed with IGST). */
    sezUnit: boolean;
  };
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  roundOff: number;
  issuedAt: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
  items: InvoiceItemResponse[];
  /** Its credit notes, oldest first. */
  creditNotes: InvoiceCreditNoteSummary[];
  taxBreakdown: {
    supplyType: InvoiceSupplyType;
    documentType: InvoiceDocumentType;
    labels: { cgst: string; sgst: string; igst: string };
    /** The tax columns this invoice prints: ['CGST', 'SGST'|'UTGST'] or ['IGST']; [] on a bill of supply or non-GST invoice. */
    applicable: string[];
    rates: InvoiceTaxRateRow[];
    totals: { taxable: number; cgst: number; sgst: number; igst: number; cess: number; gstAmount: number; roundOff: number; total: number };
  };
  amountInWords: string;
  /** The delivery challan this invoice was made from (its goods left stock with the challan), or null. */
  sourceChallan: { id: string; challanNumber: string } | null;
}

/**
 * Bounds of one invoice line, so no sum overflows exact integer paise: 200 lines of at most
 * ₹10,000 crore each stay below Number.MAX_SAFE_INTEGER paise.
 */
export const INVOICE_LIMITS = { maxItems: 200, maxLineAmount: 100_000_000_000, maxCessRate: 400, productName: 200, description: 1000 } as const;

/** Spec part 1 §5 "Invoice form" messages, plus the server's own checks (the unit and status lists are the server's). */
export const InvoiceMessages = {
  customer: 'Customer is required',
  invoiceNumber: 'Invoice number is required',
  invoiceNumberFormat: 'Invoice number must be at most 16 characters: capital letters, digits, / and -, starting with a letter or 1-9',
  invoiceDate: 'Invoice date is required',
  dueDate: 'Due date is required',
  dueBeforeInvoice: 'Due date cannot be before the invoice date',
  dateFormat: 'Enter a valid date (YYYY-MM-DD)',
  items: 'At least one item is required',
  tooManyItems: 'An invoice can have at most 200 items',
  productName: 'Product name is required',
  quantity: 'Quantity must be greater than 0',
  quantityTooLarge: 'Quantity is too large',
  /** Stock is counted in whole units, so a line that takes a product from stock needs a whole quantity. */
  quantityWholeForProduct: 'Products in stock are counted in whole units: use a whole quantity, or type the item without picking the product',
  rate: 'Rate must be greater than 0',
  rateTooLarge: 'Rate is too large',
  lineTooLarge: 'Quantity × rate is too large (at most ₹10,000 crore a line)',
  gstRate: 'GST rate must be between 0-50%',
  cessRate: 'Cess rate must be between 0-400%',
  discount: 'Discount cannot be negative',
  hsn: 'HSN/SAC code must be 4, 6 or 8 digits',
  hsnRequired: 'HSN/SAC code is required on an invoice to a customer with a GSTIN',
  placeOfSupply: "Place of supply must be a state code such as 33 or 'Tamil Nadu (33)'",
  email: 'Invalid email address',
  phone: 'Phone number must be exactly 10 digits starting with 6-9',
  gstin: 'Enter a valid 15-character GSTIN',
  udyam: 'Enter a valid UDYAM number (UDYAM-XX-00-0000000)',
  draftOnly: 'New invoices are saved as drafts',
} as const;
