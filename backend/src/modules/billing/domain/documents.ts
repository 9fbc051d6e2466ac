/** Document numbers, places of supply and calendar dates as billing reads them from requests. */
import { addDays, calendarDate, financialYearOf, isValidDocumentNumber, isValidPrefix, parsePlaceOfSupply } from '@hisaab/gst';

export const DEFAULT_INVOICE_PREFIX = 'INV';

/** Settings' prefix as used in numbers: trimmed, upper-case; undefined when it can't be used. */
export function invoicePrefix(configured: string | null | undefined): string | undefined {
  const prefix = (configured ?? '').trim().toUpperCase() || DEFAULT_INVOICE_PREFIX;
  return isValidPrefix(prefix) ? prefix : undefined;
}

/**
 * Documents other than invoices numbered from a series of their own (DocumentNumbering), with their
 * prefixes: CN/26-27/0001, DC/26-27/0001. Fixed for now (invoices take theirs from settings).
 */
export const DOCUMENT_PREFIXES = { challan: 'DC', 'credit-note': 'CN' } as const;
export type NumberedDocumentType = keyof typeof DOCUMENT_PREFIXES;

/**
 * The series whose next number would be longer than 16 characters, read from the numbering
 * function's refusal ('DOCUMENT_SERIES_FULL: INV/26-27/ …'); null for any other error.
 */
export function seriesFullStem(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /DOCUMENT_SERIES_FULL: (\S+)/.exec(message)?.[1] ?? null;
}

/** A typed invoice number, trimmed and upper-cased. */
export function normalizeInvoiceNumber(input: string): string {
  return input.trim().toUpperCase();
}

/** 'INV/26-27/': what every number of the series of this prefix and date starts with. */
export function seriesStem(prefix: string, invoiceDate: string): string {
  return `${prefix}/${financialYearOf(invoiceDate).short}/`;
}

/**
 * A typed number in a series' own form ('inv/26-27/151', 'INV/26-27/00151') written as the series
 * writes it ('INV/26-27/0151': at least 4 digits, no more leading zeros), so one serial can never
 * stand in a financial year under two spellings. Any other typed number is kept as typed, upper-cased.
 */
export function typedInvoiceNumber(input: string, stem: string | undefined): string {
  const typed = normalizeInvoiceNumber(input);
  const serial = stem && typed.startsWith(stem) ? typed.slice(stem.length) : '';
  if (!/^\d+$/.test(serial)) return typed;
  return stem + serial.replace(/^0+(?=\d)/, '').padStart(4, '0');
}

export function isValidInvoiceNumber(input: string): boolean {
  return isValidDocumentNumber(normalizeInvoiceNumber(input));
}

/** '2026-27' — the series and uniqueness scope of a document dated `date`. */
export function financialYearLabel(date: string): string {
  return financialYearOf(date).label;
}

/** From @hisaab/gst, kept under these names for billing's callers. */
export { parsePlaceOfSupply };

/**
 * A request date: 'YYYY-MM-DD' is that calendar date; a full ISO timestamp is read as the IST
 * calendar date of that instant. Anything else → undefined.
 */
export function parseDateInput(input: unknown): string | undefined {
  if (typeof input !== 'string' || !input.trim()) return undefined;
  const text = input.trim();
  try {
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return calendarDate(text);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? undefined : calendarDate(instant);
  } catch {
    return undefined;
  }
}

/** Today's calendar date in India. */
export function todayInIndia(now: Date = new Date()): string {
  return calendarDate(now);
}

/** 'YYYY-MM-DD' shifted by whole months, clamped to the month's last day (31 Mar − 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export { addDays };
