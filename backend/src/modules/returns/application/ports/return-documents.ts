/** The documents the returns are built from, read one business at a time (the tenant first in every method). */
import type { IssuedDocument, ReturnCreditNote, ReturnInvoice } from '@hisaab/gst';

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

export abstract class ReturnDocuments {
  abstract forPeriod(businessId: string, range: DateRange): Promise<PeriodDocuments>;
}
