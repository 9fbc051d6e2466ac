/** HSN/SAC summary of an invoice, as printed under the lines and reported in GSTR-1. */
import { sumPaise, type Paise } from './money';
import { fromMilli, toMilli } from './quantity';
import { LineTax } from './tax';
import { uqcFor } from './uqc';

export interface HsnLine extends Pick<LineTax, 'gstRate' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise'>, Partial<Pick<LineTax, 'cessRate'>> {
  hsn: string;
  unit: string;
  quantity: number | string;
}

export interface HsnSummaryRow {
  hsn: string;
  /** 'NA' for services (SAC 99…). */
  uqc: string;
  gstRate: number;
  /** The distinct cess rates of its lines, ascending: one as a rule, since cess follows the tariff item. */
  cessRates: number[];
  quantity: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
}

/**
 * CGST Rule 46 (docs/gst.md): HSN/SAC may be left out only on B2C invoices, so every line a registered
 * supplier bills to a customer with a GSTIN carries one. An unregistered supplier is outside the Rule.
 * (The length due by turnover, 4 digits up to ₹5 crore and 6 above, is the caller's to check.)
 */
export function isHsnRequired(supplierRegistered: boolean, customerGstin: string | null | undefined): boolean {
  return supplierRegistered && !!customerGstin?.trim();
}

/**
 * One row per (HSN, UQC, rate). The unit is part of the key, as in GSTR-1, because adding
 * kilograms to pieces would print a meaningless quantity.
 */
export function hsnSummary(lines: readonly HsnLine[]): HsnSummaryRow[] {
  const groups = new Map<string, { hsn: string; uqc: string; gstRate: number; lines: HsnLine[] }>();
  for (const line of lines) {
    const hsn = line.hsn.trim();
    const uqc = uqcFor(hsn, line.unit);
    const key = `${hsn}|${uqc}|${line.gstRate}`;
    const group = groups.get(key);
    if (group) group.lines.push(line);
    else groups.set(key, { hsn, uqc, gstRate: line.gstRate, lines: [line] });
  }
  return [...groups.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.gstRate - b.gstRate || a.uqc.localeCompare(b.uqc))
    .map(({ hsn, uqc, gstRate, lines: group }) => {
      const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise') => sumPaise(group.map((l) => l[key]));
      return {
        hsn,
        uqc,
        gstRate,
        cessRates: [...new Set(group.map((l) => l.cessRate ?? 0))].sort((a, b) => a - b),
        quantity: fromMilli(group.reduce((total, l) => total + toMilli(l.quantity), 0)),
        taxablePaise: sum('taxablePaise'),
        cgstPaise: sum('cgstPaise'),
        sgstPaise: sum('sgstPaise'),
        igstPaise: sum('igstPaise'),
        cessPaise: sum('cessPaise'),
      };
    });
}
