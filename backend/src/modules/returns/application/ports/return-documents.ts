/** The documents the returns are built from, read one business at a time (the tenant first in every method). */
import type { EInvoiceDocument, IssuedDocument, ReturnCreditNote, ReturnInvoice } from '@hisaab/gst';

/** Calendar dates: `from` inclusive, `to` exclusive. */
export interface DateRange {
  from: string;
  to: string;
}

export interface PeriodDocuments {
  /** Issued tax invoices dated in the period, lines in their order. */
  invoices: ReturnInvoice[];
  /** Credit notes dated in the period, each with its invoice's parties. */
  creditNotes: ReturnCreditNote[];
  /** Every numbered document of the period for Table 13: issued and cancelled invoices, notes, challans that left. */
  documents: IssuedDocument[];
}

/** An invoice as the e-invoice needs it; the seller and buyer are completed from the partners (addresses, PIN). */
export interface EInvoiceSource {
  status: string;
  customerId: string;
  buyerName: string;
  buyerAddress: string | null;
  buyerState: string | null;
  /** The supplier as the invoice was issued (null on an older invoice): name, GSTIN, address, city, PIN. */
  seller: { name: string; gstin: string | null; stateCode: string | null; address: string | null; city: string | null; pincode: string | null; phone: string | null; email: string | null } | null;
  document: Omit<EInvoiceDocument, 'seller' | 'buyer'>;
}

export abstract class ReturnDocuments {
  abstract forPeriod(businessId: string, range: DateRange): Promise<PeriodDocuments>;
  /** Null when the id is not an invoice of this business. */
  abstract invoiceForEInvoice(businessId: string, invoiceId: string): Promise<EInvoiceSource | null>;
}
