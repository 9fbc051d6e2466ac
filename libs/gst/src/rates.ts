/** GST rate slabs as effective-dated data (GST.md "Rates"); forms offer these, never literals. */
import { calendarDate } from './dates';
import { rateToBp } from './quantity';

export interface GstRateSchedule {
  /** First calendar date ('YYYY-MM-DD') the slabs apply to. */
  readonly from: string;
  /** Percentages, ascending. */
  readonly rates: readonly number[];
}

/** Newest last. Documents keep the slabs of their own date (and so do their credit notes). */
export const GST_RATE_SCHEDULES: readonly GstRateSchedule[] = Object.freeze([
  Object.freeze({ from: '2017-07-01', rates: Object.freeze([0, 0.25, 3, 5, 12, 18, 28]) }),
  // GST 2.0: 12 and 28 folded into 5/18, 40 for luxury and demerit goods.
  Object.freeze({ from: '2025-09-22', rates: Object.freeze([0, 0.25, 3, 5, 18, 40]) }),
]);

/** Highest rate a free-typed line may carry (the spec's 0-50 range). */
export const MAX_GST_RATE = 50;

/** Slabs a form offers for a document of this date; dates before GST use the first schedule. */
export function selectableGstRates(date: Date | string): readonly number[] {
  const day = calendarDate(date);
  const current = [...GST_RATE_SCHEDULES].reverse().find((schedule) => schedule.from <= day);
  return (current ?? GST_RATE_SCHEDULES[0]).rates;
}

/** Whether `rate` is one of the slabs for a document of this date. */
export function isGstRateAllowed(rate: number, date: Date | string): boolean {
  return selectableGstRates(date).includes(rate);
}

/** Any free-typed rate the API accepts: 0 to 50 with at most 2 decimals. */
export function isValidGstRate(rate: number | string): boolean {
  try {
    return rateToBp(rate) <= MAX_GST_RATE * 100;
  } catch {
    return false;
  }
}

/**
 * Where a CGST/SGST/IGST trio breaks the split of one GST rate (CGST = SGST = half, IGST = all of
 * it): 'sgst' when SGST differs from CGST, 'igst' when IGST is not their sum, else null. Rates in
 * percent with at most 2 decimals; compared in basis points, so 0.13 + 0.13 is exactly 0.26.
 */
export function gstSplitMismatch(cgst: number | string, sgst: number | string, igst: number | string): 'sgst' | 'igst' | null {
  const [c, s, i] = [cgst, sgst, igst].map(rateToBp);
  if (c !== s) return 'sgst';
  return c + s === i ? null : 'igst';
}
