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

/** A line of an invoice (+1) or credit note (−1; a debit note +1), and whether its recipient is registered. */
export interface SignedLine {
  line: ReturnLine;
  b2b: boolean;
  sign: 1 | -1;
}

interface Net {
  hsn: string;
  uqc: string;
  gstRate: number;
  description: string;
  quantityMilli: number;
  totals: TaxTotals;
}

/** Rows of lines with an HSN; a line without one is the checks' to report (returnProblems). */
function netRows(lines: readonly SignedLine[]): Gstr1HsnRow[] {
  const net = new Map<string, Net>();
  for (const { line, sign } of lines) {
    const hsn = line.hsn?.trim();
    if (!hsn) continue;
    const uqc = uqcFor(hsn, line.unit);
    // One row per (HSN, UQC, rate), as hsnSummary groups an invoice's lines: kilograms never add to pieces.
    const key = `${hsn}|${uqc}|${line.gstRate}`;
    let row = net.get(key);
    if (!row) {
      row = { hsn, uqc, gstRate: line.gstRate, description: line.description.trim().slice(0, HSN_DESCRIPTION_MAX).trim(), quantityMilli: 0, totals: { ...ZERO_TOTALS } };
      net.set(key, row);
    }
    // Quantities have at most 3 decimals, so × 1000 rounds to the exact milli-units (toMilli parses text: slower in this loop).
    row.quantityMilli += sign * Math.round(line.quantity * 1000);
    accumulate(row.totals, line, sign);
  }
  return [...net.values()]
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

/** Table 12 for period `fp`, or undefined when there is no row. */
export function gstr1Hsn(lines: readonly SignedLine[], fp: string): Gstr1Hsn | undefined {
  if (!periodOnOrAfter(fp, HSN_SPLIT_FROM)) {
    const data = netRows(lines);
    return data.length ? { data } : undefined;
  }
  const hsn_b2b = netRows(lines.filter((l) => l.b2b));
  const hsn_b2c = netRows(lines.filter((l) => !l.b2b));
  if (!hsn_b2b.length && !hsn_b2c.length) return undefined;
  return { ...(hsn_b2b.length && { hsn_b2b }), ...(hsn_b2c.length && { hsn_b2c }) };
}
