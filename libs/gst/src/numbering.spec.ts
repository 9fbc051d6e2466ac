import {
  invoiceDateRangeProblem,
  InvoiceDateMessages,
  financialYearOf,
  formatDocumentNumber,
  INVOICE_NUMBER_PATTERN,
  isValidDocumentNumber,
  isValidPrefix,
} from './numbering';

describe('financialYearOf', () => {
  it.each([
    ['2026-04-01', 2026, '2026-27', '26-27'],
    ['2026-03-31', 2025, '2025-26', '25-26'],
    ['2025-09-22', 2025, '2025-26', '25-26'],
    ['2026-01-01', 2025, '2025-26', '25-26'],
    ['2026-12-31', 2026, '2026-27', '26-27'],
    ['2099-04-01', 2099, '2099-00', '99-00'],
    ['2000-03-31', 1999, '1999-00', '99-00'],
    ['2009-05-01', 2009, '2009-10', '09-10'],
    [new Date('2026-03-31T18:29:59Z'), 2025, '2025-26', '25-26'], // 23:59:59 IST on 31 Mar
    [new Date('2026-03-31T18:30:00Z'), 2026, '2026-27', '26-27'], // 00:00 IST on 1 Apr
  ])('%p → %p', (date, startYear, label, short) => {
    expect(financialYearOf(date)).toEqual({ startYear, label, short });
  });

  it('rejects malformed dates', () => {
    expect(() => financialYearOf('31/03/2026')).toThrow(RangeError);
  });
});

describe('formatDocumentNumber', () => {
  it.each([
    ['INV', '2026-04-01', 1, 'INV/26-27/0001'],
    ['INV', '2026-03-31', 42, 'INV/25-26/0042'],
    ['INV', '2025-06-15', 9999, 'INV/25-26/9999'],
    ['INV', '2025-06-15', 10000, 'INV/25-26/10000'],
    ['DC', '2025-06-15', 1, 'DC/25-26/0001'],
    ['DC', '2025-06-15', 123456, 'DC/25-26/123456'],
    ['BILLS', '2025-06-15', 1, 'BILLS/25-26/0001'],
    ['9', '2025-06-15', 7, '9/25-26/0007'],
  ])('%s, %s, %p → %s', (prefix, date, sequence, expected) => {
    const number = formatDocumentNumber(prefix, date, sequence);
    expect(number).toBe(expected);
    expect(number.length).toBeLessThanOrEqual(16);
    expect(isValidDocumentNumber(number)).toBe(true);
  });

  it.each([
    ['inv', 1],
    ['0INV', 1],
    ['INV-', 1],
    ['', 1],
    ['INV', 0],
    ['INV', -1],
    ['INV', 1.5],
    ['BILLS', 10000], // would be 17 characters
  ])('rejects prefix %p with sequence %p', (prefix, sequence) => {
    expect(() => formatDocumentNumber(prefix, '2025-06-15', sequence)).toThrow(RangeError);
  });
});

describe('isValidPrefix', () => {
  it.each([
    ['INV', true],
    ['DC', true],
    ['A', true],
    ['INV2', true],
    ['BILLS', true],
    ['1A', true],
    ['INVOIC', false], // 6 characters would make 'INVOIC/25-26/0001' 17 long
    ['0A', false],
    ['inv', false],
    ['IN V', false],
    ['IN/V', false],
    ['', false],
  ])('%p → %p', (prefix, valid) => {
    expect(isValidPrefix(prefix)).toBe(valid);
  });
});

describe('isValidDocumentNumber', () => {
  it.each([
    ['INV/25-26/0001', true],
    ['DC/25-26/0001', true],
    ['1', true],
    ['A123456789012345', true],
    ['A1234567890123456', false], // 17 characters
    ['INV-1717171717171', false], // the described client's timestamp numbers
    ['0INV/25-26/0001', false],
    ['/INV', false],
    ['inv/25-26/0001', false],
    ['INV 25', false],
    ['', false],
  ])('%p → %p', (s, valid) => {
    expect(isValidDocumentNumber(s)).toBe(valid);
    expect(INVOICE_NUMBER_PATTERN.test(s)).toBe(valid);
  });
});

describe('invoiceDateRangeProblem', () => {
  it.each([
    ['2017-07-01', '2026-11-23', null],
    ['2017-06-30', '2026-11-23', InvoiceDateMessages.beforeGst],
    ['1900-01-01', '2026-11-23', InvoiceDateMessages.beforeGst],
    ['2027-11-23', '2026-11-23', null],
    ['2027-11-24', '2026-11-23', InvoiceDateMessages.tooFarAhead],
    ['2099-06-01', '2026-11-23', InvoiceDateMessages.tooFarAhead],
    ['2029-02-28', '2028-02-29', null],
    ['2029-03-01', '2028-02-29', InvoiceDateMessages.tooFarAhead],
  ])('%s with today %s → %s', (date, today, problem) => {
    expect(invoiceDateRangeProblem(date, today)).toBe(problem);
  });
});
