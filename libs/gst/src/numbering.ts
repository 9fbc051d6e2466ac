/** Financial years and document numbers (CGST Rule 46 / Rule 55: ≤16 chars, unique per FY). */
import { calendarDate } from './dates';

export interface FinancialYear {
  /** Calendar year in which the FY starts (1 April). */
  readonly startYear: number;
  /** '2026-27' */
  readonly label: string;
  /** '26-27', as used inside document numbers. */
  readonly short: string;
}

/** e-invoice pattern; Rule 46 allows letters, digits, '-' and '/' up to 16 characters. */
export const INVOICE_NUMBER_PATTERN = /^[A-Z1-9][A-Z0-9/-]{0,15}$/;

const MAX_DOCUMENT_NUMBER_LENGTH = 16;
// 5 + '/26-27/' + 4 digits = 16, so any valid prefix fits with sequences up to 9999.
const PREFIX_PATTERN = /^[A-Z1-9][A-Z0-9]{0,4}$/;

export function financialYearOf(date: Date | string): FinancialYear {
  const iso = calendarDate(date);
  const year = Number(iso.slice(0, 4));
  const startYear = Number(iso.slice(5, 7)) >= 4 ? year : year - 1;
  const end = String((startYear + 1) % 100).padStart(2, '0');
  return {
    startYear,
    label: `${startYear}-${end}`,
    short: `${String(startYear % 100).padStart(2, '0')}-${end}`,
  };
}

export function isValidPrefix(prefix: string): boolean {
  return PREFIX_PATTERN.test(prefix);
}

export function isValidDocumentNumber(s: string): boolean {
  return INVOICE_NUMBER_PATTERN.test(s);
}

/** 'INV/26-27/0001' — invoices and challans ('DC') alike. */
export function formatDocumentNumber(prefix: string, date: Date | string, sequence: number): string {
  if (!isValidPrefix(prefix)) {
    throw new RangeError(`Invalid document prefix: '${prefix}'`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Sequence must be a positive integer: ${sequence}`);
  }
  const number = `${prefix}/${financialYearOf(date).short}/${String(sequence).padStart(4, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`Document number longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters: '${number}'`);
  }
  return number;
}

/** GST began on 1 July 2017: no tax invoice is dated earlier. */
export const GST_START_DATE = '2017-07-01';

/** The two range messages of a document date, worded for its label ('Invoice date', 'Challan date'). */
export function documentDateMessages(label: string): { beforeGst: string; tooFarAhead: string } {
  return {
    beforeGst: `${label} cannot be before 01/07/2017, when GST began`,
    tooFarAhead: `${label} cannot be more than one year after today`,
  };
}

export const InvoiceDateMessages = documentDateMessages('Invoice date');

/**
 * Why a document date ('YYYY-MM-DD') is out of range, or null. Numbers carry a two-digit financial year
 * (INV/25-26/0001, DC/25-26/0001), so only a bounded span of years keeps them unique: from GST's start
 * to a year ahead of `today` (the Indian calendar date).
 */
export function documentDateRangeProblem(date: string, today: string, messages: { beforeGst: string; tooFarAhead: string }): string | null {
  if (date < GST_START_DATE) return messages.beforeGst;
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(4)];
  // 29 Feb + 1 year has no such day: the string '…-02-29' still compares right against every real date.
  if (date > `${year + 1}${monthDay}`) return messages.tooFarAhead;
  return null;
}

/** documentDateRangeProblem with the invoice's messages. */
export function invoiceDateRangeProblem(invoiceDate: string, today: string): string | null {
  return documentDateRangeProblem(invoiceDate, today, InvoiceDateMessages);
}
