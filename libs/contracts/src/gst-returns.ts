/**
 * GST returns (GSTR-1, GSTR-3B) and e-invoice JSON: /api/gst/* and /api/invoices/{id}/e-invoice. Amounts in
 * rupees. The files themselves are built by @hisaab/gst (buildGstr1, buildGstr3b, buildEInvoice) and described
 * by the JSON Schemas in libs/gst/schemas.
 */
import type { FilingFrequency } from './settings';

/** A return period: a month, or a quarter named by its last month ('062025' = Apr–Jun 2025). */
export interface GstReturnPeriod {
  /** 'MMYYYY', as the returns write it. */
  fp: string;
  label: string;
  frequency: FilingFrequency;
  /** First and last day, both inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** GET /api/gst/periods: the periods the business can file now (by its filing frequency), newest first. */
export interface GstReturnPeriodsResponse {
  filingFrequency: FilingFrequency;
  periods: GstReturnPeriod[];
}

/** The same values as @hisaab/gst ReturnProblemCode. */
export type GstReturnProblemCode =
  | 'COMPOSITION_SCHEME'
  | 'SUPPLIER_GSTIN_MISSING'
  | 'SUPPLIER_GSTIN_INVALID'
  | 'BUYER_GSTIN_INVALID'
  | 'PLACE_OF_SUPPLY_INVALID'
  | 'HSN_MISSING'
  | 'HSN_INVALID';

/** Something to fix before the return can be downloaded, with the document to open ('business': Configuration or GST Settings). */
export interface GstReturnProblem {
  code: GstReturnProblemCode;
  message: string;
  documentKind: 'business' | 'invoice' | 'credit_note';
  documentId: string | null;
  documentNumber: string | null;
}

/** The same values as @hisaab/gst Gstr1Section. */
export type Gstr1SectionKey = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' | 'exp' | 'nil' | 'hsn' | 'doc_issue';

export interface Gstr1SectionSummary {
  section: Gstr1SectionKey;
  label: string;
  /** Invoices or notes (b2b, b2cl, exp, cdnr, cdnur), rows (b2cs, nil, hsn), documents (doc_issue). */
  count: number;
  /** Invoice or note values, where the section has them (0 otherwise). */
  value: number;
  taxable: number;
  igst: number;
  cgst: number;
  /** SGST or UTGST. */
  sgst: number;
  cess: number;
}

/** GET /api/gst/gstr1/summary?period=MMYYYY: what the GSTR-1 file will hold, and what blocks its download. */
export interface Gstr1SummaryResponse {
  period: GstReturnPeriod;
  /** The filer's GSTIN (from Configuration), null when none is set. */
  gstin: string | null;
  invoiceCount: number;
  creditNoteCount: number;
  sections: Gstr1SectionSummary[];
  /** Empty when the file can be downloaded; otherwise GET /api/gst/gstr1 answers 422 GST_RETURN_NEEDS_FIXES with this list. */
  problems: GstReturnProblem[];
}

export interface Gstr3bTaxAmounts {
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export type Gstr3bSupplyAmounts = Gstr3bTaxAmounts & { txval: number };

export interface Gstr3bPlaceRow {
  pos: string;
  txval: number;
  iamt: number;
}

/** GSTR-3B in the GST portal's JSON; the same shape as @hisaab/gst Gstr3bReturn. */
export interface Gstr3bReturnJson {
  gstin: string;
  ret_period: string;
  sup_details: {
    osup_det: Gstr3bSupplyAmounts;
    osup_zero: { txval: number; iamt: number; csamt: number };
    osup_nil_exmp: { txval: number };
    isup_rev: Gstr3bSupplyAmounts;
    osup_nongst: { txval: number };
  };
  inter_sup: { unreg_details: Gstr3bPlaceRow[]; comp_details: Gstr3bPlaceRow[]; uin_details: Gstr3bPlaceRow[] };
  itc_elg: {
    itc_avl: (Gstr3bTaxAmounts & { ty: 'IMPG' | 'IMPS' | 'ISRC' | 'ISD' | 'OTH' })[];
    itc_rev: (Gstr3bTaxAmounts & { ty: 'RUL' | 'OTH' })[];
    itc_net: Gstr3bTaxAmounts;
    itc_inelg: (Gstr3bTaxAmounts & { ty: 'RUL' | 'OTH' })[];
  };
}

/** GET /api/gst/gstr3b?period=MMYYYY. */
export interface Gstr3bResponse {
  period: GstReturnPeriod;
  gstr3b: Gstr3bReturnJson;
  /** Whether table 4 comes from purchase bills and expenses recorded for the period; when false it holds zeros and inputTaxNote says why. */
  inputTaxRecorded: boolean;
  inputTaxNote: string | null;
}

/** Texts of the returns' answers and errors (the e-invoice's reasons come in details.problems). */
export const GstReturnMessages = {
  period: 'Enter the period as MMYYYY, e.g. 052025',
  needsFixes: 'Fix these documents first: the file would be refused as it stands',
  eInvoiceRefused: 'This document cannot be e-invoiced as it stands',
  inputTaxNotRecorded: 'No purchase bills or expenses with GST are recorded for this period, so table 4 (input tax credit) shows zeros: record them under Expenses & Purchases before filing.',
} as const;
