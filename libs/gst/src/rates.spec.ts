import { GST_RATE_SCHEDULES, gstRateNotAllowedMessage, gstSplitMismatch, isGstRateAllowed, isValidGstRate, selectableGstRates } from './rates';

const FIRST = [0, 0.25, 3, 5, 12, 18, 28];
const BEFORE = [0, 0.1, 0.25, 3, 5, 12, 18, 28];
const GST2 = [0, 0.1, 0.25, 3, 5, 18, 40];

describe('selectableGstRates', () => {
  it.each([
    ['2017-07-01', FIRST],
    ['2025-09-21', BEFORE],
    ['2025-09-22', GST2],
    ['2026-04-01', GST2],
    ['2010-01-01', FIRST], // before the merchant-exporter rate (23 Oct 2017)
    [new Date('2025-09-21T18:29:59Z'), BEFORE], // 23:59:59 IST on 21 Sep
    [new Date('2025-09-21T18:30:00Z'), GST2], // 00:00 IST on 22 Sep
  ])('%p → %p', (date, rates) => {
    expect(selectableGstRates(date)).toEqual(rates);
  });

  it('schedules are data, oldest first, frozen', () => {
    expect(GST_RATE_SCHEDULES.map((s) => s.from)).toEqual(['2017-07-01', '2025-09-22']);
    expect(Object.isFrozen(GST_RATE_SCHEDULES[1].rates)).toBe(true);
  });
});

describe('isGstRateAllowed', () => {
  it.each([
    [12, '2025-09-21', true],
    [28, '2025-09-21', true],
    [40, '2025-09-21', false],
    [12, '2025-09-22', false],
    [28, '2025-09-22', false],
    [40, '2025-09-22', true],
    [0.25, '2025-09-22', true],
    [3, '2025-09-22', true],
    [18, '2025-09-22', true],
    [0, '2025-09-22', true],
    [7, '2025-09-22', false],
    [0.1, '2026-11-23', true],
    [0.1, '2017-10-22', false],
    [0.1, '2017-10-23', true],
  ])('%p%% on %s → %p', (rate, date, allowed) => {
    expect(isGstRateAllowed(rate, date)).toBe(allowed);
  });
});

describe('gstRateNotAllowedMessage', () => {
  it('names the rate, the date and every legal rate of that date', () => {
    expect(gstRateNotAllowedMessage(12, '2026-11-23')).toBe('12% is not a GST rate on 23/11/2026: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%');
    expect(gstRateNotAllowedMessage(7, '2025-09-21')).toBe('7% is not a GST rate on 21/09/2025: use 0%, 0.1%, 0.25%, 3%, 5%, 12%, 18% or 28%');
  });
});

describe('isValidGstRate', () => {
  it.each([
    [0, true],
    [0.25, true],
    ['7.5', true],
    [50, true],
    [50.01, false],
    [100, false],
    [-1, false],
    [0.125, false],
    ['abc', false],
    [Number.NaN, false],
  ])('%p → %p', (rate, valid) => {
    expect(isValidGstRate(rate)).toBe(valid);
  });
});

describe('gstSplitMismatch', () => {
  it.each([
    [9, 9, 18, null],
    [2.5, '2.5', '5', null],
    [0.13, 0.13, 0.26, null],
    [0, 0, 0, null],
    [20, 20, 40, null],
    [9, 2, 50, 'sgst'],
    [9, 9, 50, 'igst'],
    [9, 9, 9, 'igst'],
  ])('CGST %p, SGST %p, IGST %p → %p', (cgst, sgst, igst, expected) => {
    expect(gstSplitMismatch(cgst, sgst, igst)).toBe(expected);
  });
});
