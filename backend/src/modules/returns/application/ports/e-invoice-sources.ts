/** Single documents as the e-invoice needs them, one business at a time (the tenant first). */
import type { EInvoiceDocument } from '@hisaab/gst';

/** An invoice as the e-invoice needs it; the seller and buyer are completed from the partners (addresses, PIN). */
export interface EInvoiceSource {
  /** The invoice's status ('sent', 'draft'…); a credit note is always issued. */
  status: string;
  customerId: string;
  buyerName: string;
  buyerAddress: string | null;
  buyerState: string | null;
  /** The supplier as the invoice was issued (null on an older invoice): name, GSTIN, address, city, PIN. */
  seller: { name: string; gstin: string | null; stateCode: string | null; address: string | null; city: string | null; pincode: string | null; phone: string | null; email: string | null } | null;
  document: Omit<EInvoiceDocument, 'seller' | 'buyer'>;
}

export abstract class EInvoiceSources {
  /** Null when the id is not an invoice of this business. */
  abstract invoiceForEInvoice(businessId: string, invoiceId: string): Promise<EInvoiceSource | null>;
  /** A credit note as an e-invoice of type CRN naming its invoice; null when not a note of this business. */
  abstract creditNoteForEInvoice(businessId: string, noteId: string): Promise<EInvoiceSource | null>;
}
