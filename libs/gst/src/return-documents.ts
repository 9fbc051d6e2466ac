/**
 * The documents GST returns are built from (GSTR-1, GSTR-3B, e-invoice): plain data in integer paise,
 * read by the caller from wherever it keeps them. Nothing here does I/O.
 */
import type { Paise } from './money';

/**
 * How a supply is made: an ordinary supply, to an SEZ unit or developer, a deemed export or an export;
 * SEZ supplies and exports with payment of IGST or without it (under bond or LUT).
 */
export type SupplyKind = 'regular' | 'sez_with_payment' | 'sez_without_payment' | 'deemed_export' | 'export_with_payment' | 'export_without_payment';

/** What a line is for the returns: taxed (any rate, 0% on a zero-rated supply), nil-rated, exempt or outside GST. */
export type Taxability = 'taxable' | 'nil_rated' | 'exempt' | 'non_gst';

export interface ReturnLine {
  /** HSN or SAC as printed; null when the line has none. */
  hsn: string | null;
  description: string;
  /** The app's unit ('kg'); mapped to a UQC by the returns. */
  unit: string;
  /** Up to 3 decimals. */
  quantity: number;
  gstRate: number;
  /** Default: nil-rated at 0% on an ordinary supply, taxed otherwise. */
  taxability?: Taxability;
  taxablePaise: Paise;
  cgstPaise: Paise;
  /** SGST or UTGST: one field in every return. */
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
}

export interface ReturnParties {
  /** The recipient's GSTIN; null for an unregistered buyer (and exports). */
  buyerGstin: string | null;
  /** Two-digit state code; 96 for exports. */
  placeOfSupply: string;
  supplierState: string;
  supplyKind: SupplyKind;
  reverseCharge?: boolean;
}

export interface ReturnInvoice extends ReturnParties {
  id: string;
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The invoice value: taxable value, taxes and round-off. */
  totalPaise: Paise;
  lines: ReturnLine[];
  shippingBill?: { portCode: string; number: string; date: string };
}

export interface ReturnCreditNote {
  id: string;
  number: string;
  date: string;
  /** C: credit note (the default); D: debit note. */
  noteType?: 'C' | 'D';
  totalPaise: Paise;
  lines: ReturnLine[];
  /** The invoice it adjusts: its parties decide where the note is reported. */
  invoice: ReturnParties & { id: string; number: string; date: string; totalPaise: Paise };
}

/** Documents issued in the period, for GSTR-1's Table 13 (doc_issue). */
export type IssuedDocumentKind = 'invoice' | 'credit_note' | 'debit_note' | 'challan_job_work' | 'challan_approval' | 'challan_liquid_gas' | 'challan_other';

export interface IssuedDocument {
  kind: IssuedDocumentKind;
  number: string;
  cancelled: boolean;
}

export const EXPORT_PLACE_OF_SUPPLY = '96';

export function isExport(kind: SupplyKind): boolean {
  return kind === 'export_with_payment' || kind === 'export_without_payment';
}

export function isSez(kind: SupplyKind): boolean {
  return kind === 'sez_with_payment' || kind === 'sez_without_payment';
}

/** Exports and SEZ supplies are zero-rated (IGST Act s.16): every line stays with the document. */
export function isZeroRated(kind: SupplyKind): boolean {
  return isExport(kind) || isSez(kind);
}

/** Exports and SEZ supplies are inter-state wherever they go; others when the place of supply is another state. */
export function isInterState(parties: Pick<ReturnParties, 'supplyKind' | 'placeOfSupply' | 'supplierState'>): boolean {
  return isZeroRated(parties.supplyKind) || parties.placeOfSupply !== parties.supplierState;
}

export function taxabilityOf(line: Pick<ReturnLine, 'taxability' | 'gstRate'>, kind: SupplyKind): Taxability {
  if (line.taxability) return line.taxability;
  return line.gstRate === 0 && !isZeroRated(kind) ? 'nil_rated' : 'taxable';
}

/** B2CL: an inter-state invoice to an unregistered buyer above ₹1,00,000 from 1 Aug 2024, ₹2,50,000 before (by invoice date). */
export const B2CL_LIMIT_CHANGED_ON = '2024-08-01';
export function b2clLimitPaise(invoiceDate: string): Paise {
  return invoiceDate >= B2CL_LIMIT_CHANGED_ON ? 10_000_000 : 25_000_000;
}

/** Taxable value and taxes of some lines, in paise. */
export interface TaxTotals {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
}

export const ZERO_TOTALS: Readonly<TaxTotals> = Object.freeze({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0 });

/**
 * a + sign × b, field by field. Plain integer addition: a month of paise stays far below 2^53, and every
 * amount leaves as rupees through toRupees, which refuses a value that is not a safe integer.
 */
export function addTotals(a: TaxTotals, b: TaxTotals, sign: 1 | -1 = 1): TaxTotals {
  return {
    taxablePaise: a.taxablePaise + sign * b.taxablePaise,
    cgstPaise: a.cgstPaise + sign * b.cgstPaise,
    sgstPaise: a.sgstPaise + sign * b.sgstPaise,
    igstPaise: a.igstPaise + sign * b.igstPaise,
    cessPaise: a.cessPaise + sign * b.cessPaise,
  };
}

/** Adds b (× sign) into the accumulator a, in place (the builders' hot loops). */
export function accumulate(a: TaxTotals, b: TaxTotals, sign: 1 | -1 = 1): void {
  a.taxablePaise += sign * b.taxablePaise;
  a.cgstPaise += sign * b.cgstPaise;
  a.sgstPaise += sign * b.sgstPaise;
  a.igstPaise += sign * b.igstPaise;
  a.cessPaise += sign * b.cessPaise;
}

export function totalsOf(lines: readonly TaxTotals[]): TaxTotals {
  const sum = { ...ZERO_TOTALS };
  for (const line of lines) accumulate(sum, line);
  return sum;
}

export function isZeroTotals(t: TaxTotals): boolean {
  return t.taxablePaise === 0 && t.cgstPaise === 0 && t.sgstPaise === 0 && t.igstPaise === 0 && t.cessPaise === 0;
}

/** One row per GST rate, ascending. A document has a few rates: a list searched in turn costs less than a Map (the returns call this per document). */
export function totalsByRate(lines: readonly ReturnLine[]): { gstRate: number; totals: TaxTotals }[] {
  const rows: { gstRate: number; totals: TaxTotals }[] = [];
  for (const line of lines) {
    const row = rows.find((r) => r.gstRate === line.gstRate);
    if (row) accumulate(row.totals, line);
    else rows.push({ gstRate: line.gstRate, totals: { taxablePaise: line.taxablePaise, cgstPaise: line.cgstPaise, sgstPaise: line.sgstPaise, igstPaise: line.igstPaise, cessPaise: line.cessPaise } });
  }
  return rows.sort((a, b) => a.gstRate - b.gstRate);
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY' (GSTR-1) or 'DD/MM/YYYY' (e-invoice). */
export function returnDate(date: string, separator: '-' | '/' = '-'): string {
  return `${date.slice(8, 10)}${separator}${date.slice(5, 7)}${separator}${date.slice(0, 4)}`;
}
