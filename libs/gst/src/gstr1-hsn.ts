/** GSTR-1 Table 12, the HSN summary: one row per (HSN, UQC, rate), net of credit notes, split by recipient from 052025. */
import { divRoundHalfUp, toRupees } from './money';
import { fromMilli } from './quantity';
import { periodOnOrAfter } from './return-period';
import { accumulate, isZeroTotals, ZERO_TOTALS, type ReturnLine, type TaxTotals } from './return-documents';
import { isServiceHsn, uqcFor } from './uqc';
import type { Gstr1Hsn, Gstr1HsnRow } from './gstr1-types';

/** The period from which Table 12 is reported as hsn_b2b and hsn_b2c (GSTN advisory, phase III). */
export const HSN_SPLIT_FROM = '052025';
/** The portal takes at most 30 characters of description. */
export const HSN_DESCRIPTION_MAX = 30;

interface Net {
  hsn: string;
  uqc: string;
  gstRate: number;
  description: string;
  quantityMilli: number;
  totals: TaxTotals;
}

/** Lines netted into one row per (HSN, UQC, rate); a line without an HSN is the checks' to report (returnProblems). */
class HsnNet {
  private readonly rows = new Map<string, Net>();
  /**
   * The row of each (HSN, unit, rate) as the lines spell them, null for a blank HSN: a month repeats a few
   * thousand of them over some 50,000 lines, so each is trimmed, mapped to its UQC and keyed once.
   */
  private readonly bySpelling = new Map<string, Map<string, Map<number, Net | null>>>();

  add(line: ReturnLine, sign: 1 | -1): void {
    if (line.hsn === null) return;
    let units = this.bySpelling.get(line.hsn);
    if (!units) this.bySpelling.set(line.hsn, (units = new Map()));
    let rates = units.get(line.unit);
    if (!rates) units.set(line.unit, (rates = new Map()));
    let row = rates.get(line.gstRate);
    if (row === undefined) rates.set(line.gstRate, (row = this.rowOf(line)));
    if (!row) return;
    // Quantities have at most 3 decimals, so × 1000 rounds to the exact milli-units (toMilli parses text: slower in this loop).
    row.quantityMilli += sign * Math.round(line.quantity * 1000);
    accumulate(row.totals, line, sign);
  }

  /** One row per (HSN, UQC, rate), as hsnSummary groups an invoice's lines: kilograms never add to pieces. Its first line names it. */
  private rowOf(line: ReturnLine): Net | null {
    const hsn = line.hsn?.trim();
    if (!hsn) return null;
    const uqc = uqcFor(hsn, line.unit);
    const key = `${hsn}|${uqc}|${line.gstRate}`;
    let row = this.rows.get(key);
    if (!row) {
      row = { hsn, uqc, gstRate: line.gstRate, description: line.description.trim().slice(0, HSN_DESCRIPTION_MAX).trim(), quantityMilli: 0, totals: { ...ZERO_TOTALS } };
      this.rows.set(key, row);
    }
    return row;
  }

  toJson(): Gstr1HsnRow[] {
    return [...this.rows.values()]
      .filter((r) => r.quantityMilli !== 0 || !isZeroTotals(r.totals))
      .sort((a, b) => (a.hsn < b.hsn ? -1 : a.hsn > b.hsn ? 1 : a.gstRate - b.gstRate || (a.uqc < b.uqc ? -1 : a.uqc > b.uqc ? 1 : 0)))
      .map((r, index) => ({
        num: index + 1,
        hsn_sc: r.hsn,
        desc: r.description,
        uqc: r.uqc,
        // Services have no quantity; goods' quantities are rounded to 2 decimals, as the portal takes them.
        qty: isServiceHsn(r.hsn) ? 0 : fromMilli(divRoundHalfUp(r.quantityMilli, 10) * 10),
        rt: r.gstRate,
        txval: toRupees(r.totals.taxablePaise),
        iamt: toRupees(r.totals.igstPaise),
        camt: toRupees(r.totals.cgstPaise),
        samt: toRupees(r.totals.sgstPaise),
        csamt: toRupees(r.totals.cessPaise),
      }));
  }
}

/** Table 12 of period `fp`, fed document by document: net of credit notes, split by recipient from 052025. */
export class HsnTable {
  private readonly split: boolean;
  private readonly b2b = new HsnNet();
  /** Every line before 052025; B2C lines from then. */
  private readonly rest = new HsnNet();

  constructor(fp: string) {
    this.split = periodOnOrAfter(fp, HSN_SPLIT_FROM);
  }

  /** A document's lines: an invoice's (+1) or a credit note's (−1; a debit note's +1), and whether its recipient is registered. */
  add(lines: readonly ReturnLine[], b2b: boolean, sign: 1 | -1): void {
    const net = this.split && b2b ? this.b2b : this.rest;
    for (const line of lines) net.add(line, sign);
  }

  /** The table, or undefined when there is no row. */
  toJson(): Gstr1Hsn | undefined {
    if (!this.split) {
      const data = this.rest.toJson();
      return data.length ? { data } : undefined;
    }
    const hsn_b2b = this.b2b.toJson();
    const hsn_b2c = this.rest.toJson();
    if (!hsn_b2b.length && !hsn_b2c.length) return undefined;
    return { ...(hsn_b2b.length && { hsn_b2b }), ...(hsn_b2c.length && { hsn_b2c }) };
  }
}
