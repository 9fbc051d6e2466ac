/**
 * GSTR-1 as the GST offline tool writes it (docs/gst.md "GSTR-1"; JSON Schema: libs/gst/schemas/gstr1.schema.json).
 * Amounts are rupees with at most 2 decimals, dates 'DD-MM-YYYY', places of supply 2 digits.
 * An optional member is left out when it would be empty: the tool never writes `[]` or `{}`.
 */

/** The tax of one rate: IGST between states, CGST and SGST within one. */
export interface Gstr1ItemDetail {
  txval: number;
  rt: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

/** `num` is rate × 100 + 1 (18% → 1801, 0% → 1). */
export interface Gstr1Item {
  num: number;
  itm_det: Gstr1ItemDetail;
}

export type Gstr1InvoiceType = 'R' | 'SEWP' | 'SEWOP' | 'DE';

export interface Gstr1B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: Gstr1InvoiceType;
  itms: Gstr1Item[];
}

export interface Gstr1B2b {
  ctin: string;
  inv: Gstr1B2bInvoice[];
}

export interface Gstr1B2cl {
  pos: string;
  inv: { inum: string; idt: string; val: number; itms: Gstr1Item[] }[];
}

export interface Gstr1B2cs {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface Gstr1Note {
  nt_num: string;
  nt_dt: string;
  ntty: 'C' | 'D';
  val: number;
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: Gstr1InvoiceType;
  itms: Gstr1Item[];
}

export interface Gstr1Cdnr {
  ctin: string;
  nt: Gstr1Note[];
}

export interface Gstr1Cdnur {
  nt_num: string;
  nt_dt: string;
  ntty: 'C' | 'D';
  val: number;
  typ: 'B2CL' | 'EXPWP' | 'EXPWOP';
  /** Only for B2CL: an export's place of supply is outside India. */
  pos?: string;
  itms: Gstr1Item[];
}

export interface Gstr1ExportItem {
  txval: number;
  rt: number;
  iamt: number;
  csamt: number;
}

export interface Gstr1Exp {
  exp_typ: 'WPAY' | 'WOPAY';
  inv: { inum: string; idt: string; val: number; sbpcode?: string; sbnum?: string; sbdt?: string; itms: Gstr1ExportItem[] }[];
}

export type Gstr1NilSupplyType = 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';

export interface Gstr1Nil {
  inv: { sply_ty: Gstr1NilSupplyType; expt_amt: number; nil_amt: number; ngsup_amt: number }[];
}

export interface Gstr1HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** From period 052025 split by recipient; before it one list. */
export type Gstr1Hsn = { hsn_b2b?: Gstr1HsnRow[]; hsn_b2c?: Gstr1HsnRow[] } | { data: Gstr1HsnRow[] };

export interface Gstr1DocumentRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

export interface Gstr1DocIssue {
  doc_det: { doc_num: number; doc_typ: string; docs: Gstr1DocumentRange[] }[];
}

export interface Gstr1Return {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b?: Gstr1B2b[];
  b2cl?: Gstr1B2cl[];
  b2cs?: Gstr1B2cs[];
  cdnr?: Gstr1Cdnr[];
  cdnur?: Gstr1Cdnur[];
  exp?: Gstr1Exp[];
  nil?: Gstr1Nil;
  hsn?: Gstr1Hsn;
  doc_issue?: Gstr1DocIssue;
}

export type Gstr1Section = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' | 'exp' | 'nil' | 'hsn' | 'doc_issue';
export const GSTR1_SECTIONS: readonly Gstr1Section[] = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'exp', 'nil', 'hsn', 'doc_issue'];
