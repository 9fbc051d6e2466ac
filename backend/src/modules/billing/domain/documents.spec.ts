import { formatDocumentNumber } from '@hisaab/gst';
import { addMonths, DOCUMENT_PREFIXES, financialYearLabel, invoicePrefix, seriesFullStem, isValidInvoiceNumber, parseDateInput, seriesStem, todayInIndia, typedInvoiceNumber } from './documents';

describe('invoice numbering', () => {
  it('numbers per financial year: INV/26-27/0001, INV/26-27/0002; April starts a new year', () => {
    const prefix = invoicePrefix(undefined)!;
    expect(formatDocumentNumber(prefix, '2026-11-21', 1)).toBe('INV/26-27/0001');
    expect(formatDocumentNumber(prefix, '2026-11-21', 2)).toBe('INV/26-27/0002');
    expect(formatDocumentNumber(prefix, '2027-03-31', 3)).toBe('INV/26-27/0003');
    expect(formatDocumentNumber(prefix, '2027-04-01', 1)).toBe('INV/27-28/0001');
    expect(financialYearLabel('2027-03-31')).toBe('2026-27');
    expect(financialYearLabel('2027-04-01')).toBe('2027-28');
  });

  it('numbers credit notes and challans in series of their own, CN/… and DC/…, within 16 characters up to 9999999', () => {
    expect(formatDocumentNumber(DOCUMENT_PREFIXES['credit-note'], '2026-11-21', 1)).toBe('CN/26-27/0001');
    expect(formatDocumentNumber(DOCUMENT_PREFIXES.challan, '2027-04-01', 1)).toBe('DC/27-28/0001');
    expect(formatDocumentNumber(DOCUMENT_PREFIXES.challan, '2026-11-21', 9_999_999)).toHaveLength(16);
    expect(() => formatDocumentNumber(DOCUMENT_PREFIXES.challan, '2026-11-21', 10_000_000)).toThrow(RangeError);
  });

  it("reads the series out of the numbering function's refusal, and nothing out of other errors", () => {
    expect(seriesFullStem(new Error('DOCUMENT_SERIES_FULL: CN/26-27/ has no number of at most 16 characters left'))).toBe('CN/26-27/');
    expect(seriesFullStem(new Error('duplicate key value violates unique constraint'))).toBeNull();
  });

  it('takes the prefix from settings, upper-cased; refuses prefixes that cannot fit 16 characters', () => {
    expect(invoicePrefix('  bill ')).toBe('BILL');
    expect(invoicePrefix('')).toBe('INV');
    expect(invoicePrefix(null)).toBe('INV');
    expect(invoicePrefix('TOOLONG')).toBeUndefined();
    expect(invoicePrefix('IN V')).toBeUndefined();
    expect(formatDocumentNumber(invoicePrefix('abcde')!, '2026-11-21', 9999)).toHaveLength(16);
  });

  it('accepts typed numbers matching ^[A-Z1-9][A-Z0-9/-]{0,15}$ (after upper-casing)', () => {
    expect(isValidInvoiceNumber('INV/26-27/0042')).toBe(true);
    expect(isValidInvoiceNumber('a-1')).toBe(true);
    expect(isValidInvoiceNumber('0001')).toBe(false);
    expect(isValidInvoiceNumber('INV-1732170000000')).toBe(false); // 17 characters
    expect(isValidInvoiceNumber('INV 1')).toBe(false);
    expect(isValidInvoiceNumber('')).toBe(false);
  });
});

describe('typed numbers in a series form', () => {
  it.each([
    ['inv/26-27/151', 'INV/26-27/0151'],
    ['INV/26-27/00152', 'INV/26-27/0152'],
    ['INV/26-27/0153', 'INV/26-27/0153'],
    ['INV/26-27/12345', 'INV/26-27/12345'],
    ['INV/26-27/1A', 'INV/26-27/1A'],
    ['INV/25-26/7', 'INV/25-26/7'],
    ['BILL-7', 'BILL-7'],
  ])('%s → %s', (typed, written) => {
    expect(typedInvoiceNumber(typed, seriesStem('INV', '2026-11-27'))).toBe(written);
  });

  it('keeps the number as typed when the business has no usable prefix', () => {
    expect(typedInvoiceNumber('inv/26-27/1', undefined)).toBe('INV/26-27/1');
  });
});

describe('dates', () => {
  it('reads calendar dates and ISO instants in IST', () => {
    expect(parseDateInput('2026-11-21')).toBe('2026-11-21');
    expect(parseDateInput('2027-03-31T19:00:00.000Z')).toBe('2027-04-01');
    expect(parseDateInput('2026-02-30')).toBeUndefined();
    expect(parseDateInput('21/11/2026')).toBeUndefined();
    expect(parseDateInput('')).toBeUndefined();
    expect(parseDateInput(20261121)).toBeUndefined();
    expect(todayInIndia(new Date('2026-11-20T20:00:00Z'))).toBe('2026-11-21');
  });

  it('adds months clamped to the month end', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-21', -12)).toBe('2025-11-21');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });
});
