/** GST rate slabs as effective-dated data (docs/gst.md "Rates"); forms offer these, never literals. */
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

/** A rate notified for particular supplies, legal beside the slabs from its date. */
export interface SpecialGstRate {
  readonly rate: number;
  /** First calendar date ('YYYY-MM-DD') it applies to. */
  readonly from: string;
  readonly supplies: string;
}

/** Only rates whose notification we have checked; see docs/gst.md "Rates". */
export const SPECIAL_GST_RATES: readonly SpecialGstRate[] = Object.freeze([
  // Notification 40/2017-Central Tax (Rate) and 41/2017-Integrated Tax (Rate): 0.05% + 0.05%, or 0.1% IGST.
  Object.freeze({ rate: 0.1, from: '2017-10-23', supplies: 'supplies to merchant exporters' }),
]);

/** Highest rate a free-typed line may carry (the spec's 0-50 range). */
export const MAX_GST_RATE = 50;

/**
 * Every rate legal on a document of this date, ascending: the slabs of its schedule and the special
 * rates in force. Forms offer these, and server and import refuse anything else.
 * Dates before GST use the first schedule.
 */
export function selectableGstRates(date: Date | string): readonly number[] {
  const day = calendarDate(date);
  const current = [...GST_RATE_SCHEDULES].reverse().find((schedule) => schedule.from <= day);
  const special = SPECIAL_GST_RATES.filter((s) => s.from <= day).map((s) => s.rate);
  return [...(current ?? GST_RATE_SCHEDULES[0]).rates, ...special].sort((a, b) => a - b);
}

/** Whether `rate` is legal for a document of this date. */
export function isGstRateAllowed(rate: number, date: Date | string): boolean {
  return selectableGstRates(date).includes(rate);
}

/** '0%, 0.1%, 5% or 18%' — the legal rates of this date, for messages. */
export function legalGstRatesText(date: Date | string): string {
  const rates = selectableGstRates(date).map((rate) => `${rate}%`);
  return `${rates.slice(0, -1).join(', ')} or ${rates[rates.length - 1]}`;
}

/** The one message for a rate that is not legal on a document's date (lines, products, CSV rows). */
export function gstRateNotAllowedMessage(rate: number, date: Date | string): string {
  const [y, m, d] = calendarDate(date).split('-');
  return `${rate}% is not a GST rate on ${d}/${m}/${y}: use ${legalGstRatesText(date)}`;
}

/** Added to the message when the refused rate came from a product: the product must change, not the line. */
export const PRODUCT_RATE_OUTDATED_HINT = "This is the product's saved rate: change the product's GST rate in Inventory, then pick the product again";

/** The message for a line's rate that is not legal on its document's date; null when it is legal. */
export function lineGstRateProblem(rate: number, date: Date | string, fromProduct: boolean): string | null {
  if (isGstRateAllowed(rate, date)) return null;
  const message = gstRateNotAllowedMessage(rate, date);
  return fromProduct ? `${message}. ${PRODUCT_RATE_OUTDATED_HINT}` : message;
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
