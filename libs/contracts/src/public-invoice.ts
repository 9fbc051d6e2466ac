/** Public client invoice page contract (GET /api/client/invoice/{shareId}, docs/spec/part-2.md "Public client invoice page"). */
import type { InvoiceCreditNoteSummary } from './credit-notes';
import type { InvoiceDocumentTitle, InvoiceDocumentType } from './invoices';

/**
 * What the customer holding the link may see, and nothing else — no internal ids (invoice, customer,
 * business, products), no other invoice. Keys deliberately avoid an `…Id` suffix.
 */
export interface PublicInvoiceResponse {
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  status: 'sent' | 'paid';
  isOverdue: boolean;
  documentType: InvoiceDocumentType;
  title: InvoiceDocumentTitle;
  business: { name: string; address: string | null; gstNumber: string | null; state: string | null; phone: string | null; email: string | null };
  customer: { name: string; address: string | null; email: string | null; phone: string | null; gstNumber: string | null };
  placeOfSupply: string;
  items: Array<{
    productName: string;
    description: string | null;
    hsn: string | null;
    quantity: number;
    unit: string;
    rate: number;
    gstRate: number;
    taxable: number;
    totalAmount: number;
  }>;
  subtotal: number;
  /** [{label: 'CGST', amount}, {label: 'SGST'|'UTGST', amount}] or [{label: 'IGST', amount}]; [] on a bill of supply or non-GST invoice. */
  taxes: Array<{ label: string; amount: number }>;
  gstAmount: number;
  cess: number;
  roundOff: number;
  total: number;
  amountInWords: string;
  amountReceived: number;
  /** The sum of its credit notes. */
  credited: number;
  balanceDue: number;
  /** Credit notes and payments beyond the total: owed back to the customer. */
  refundDue: number;
  /** Credit notes issued against the invoice (numbers, dates, reasons and amounts; no ids). */
  creditNotes: Array<Omit<InvoiceCreditNoteSummary, 'id'>>;
  /** The date of the payment that settled the invoice ('YYYY-MM-DD'), as the payer recorded it; null until paid. */
  paidOn: string | null;
  notes: string | null;
  termsAndConditions: string | null;
  /** How to pay: only while the invoice is sent, something is due and the business gave a UPI id or bank details. */
  payment: {
    upi: { vpa: string; payeeName: string; amount: number; uri: string; qrImage: string } | null;
    bank: { name: string | null; accountNumber: string | null; ifsc: string | null; branch: string | null; accountName: string } | null;
  } | null;
}
