/** GSTR-1 Table 12, the HSN summary: one row per (HSN, UQC, rate), net of credit notes, split by recipient from 052025. */
import { hsnSummary, type HsnSummaryRow } from './hsn';
import { divRoundHalfUp, sumPaise, toRupees } from './money';
import { fromMilli, toMilli } from './quantity';
import { periodOnOrAfter } from './return-period';
import type { ReturnLine } from './return-documents';
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

type Net = Omit<HsnSummaryRow, 'cessRates' | 'quantity'> & { quantityMilli: number };

const keyOf = (row: Pick<HsnSummaryRow, 'hsn' | 'uqc' | 'gstRate'>) => `${row.hsn}|${row.uqc}|${row.gstRate}`;

/** Rows of lines with an HSN; a line without one is the checks' to report (gstr1Problems). */
function netRows(lines: readonly SignedLine[]): Gstr1HsnRow[] {
  const withHsn = lines.filter(({ line }) => line.hsn?.trim());
  const descriptions = new Map<string, string>();
  const net = new Map<string, Net>();
  for (const sign of [1, -1] as const) {
    const signed = withHsn.filter((l) => l.sign === sign).map(({ line }) => ({ ...line, hsn: line.hsn!.trim() }));
    for (const row of hsnSummary(signed)) {
      const key = keyOf(row);
      const current = net.get(key) ?? { hsn: row.hsn, uqc: row.uqc, gstRate: row.gstRate, quantityMilli: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0 };
      const add = (a: number, b: number) => sumPaise([a, sign * b]);
      net.set(key, {
        ...current,
        quantityMilli: add(current.quantityMilli, toMilli(row.quantity)),
        taxablePaise: add(current.taxablePaise, row.taxablePaise),
        cgstPaise: add(current.cgstPaise, row.cgstPaise),
        sgstPaise: add(current.sgstPaise, row.sgstPaise),
        igstPaise: add(current.igstPaise, row.igstPaise),
        cessPaise: add(current.cessPaise, row.cessPaise),
      });
    }
    for (const { hsn, description, unit, gstRate } of signed) {
      const key = keyOf({ hsn, uqc: uqcFor(hsn, unit), gstRate });
      if (!descriptions.has(key)) descriptions.set(key, description.trim().slice(0, HSN_DESCRIPTION_MAX).trim());
    }
  }
  return [...net.entries()]
    .filter(([, r]) => r.quantityMilli !== 0 || r.taxablePaise !== 0 || r.cgstPaise !== 0 || r.sgstPaise !== 0 || r.igstPaise !== 0 || r.cessPaise !== 0)
    .sort(([, a], [, b]) => a.hsn.localeCompare(b.hsn) || a.gstRate - b.gstRate || a.uqc.localeCompare(b.uqc))
    .map(([key, r], index) => ({
      num: index + 1,
      hsn_sc: r.hsn,
      desc: descriptions.get(key) ?? '',
      uqc: r.uqc,
      // Services have no quantity; goods' quantities are rounded to 2 decimals, as the portal takes them.
      qty: isServiceHsn(r.hsn) ? 0 : fromMilli(divRoundHalfUp(r.quantityMilli, 10) * 10),
      rt: r.gstRate,
      txval: toRupees(r.taxablePaise),
      iamt: toRupees(r.igstPaise),
      camt: toRupees(r.cgstPaise),
      samt: toRupees(r.sgstPaise),
      csamt: toRupees(r.cessPaise),
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
