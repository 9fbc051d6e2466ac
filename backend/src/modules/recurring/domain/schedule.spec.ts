import { dueThrough, duePeriods, firstPeriodOnOrAfter, periodAfter, periodDate, periodIndexOnOrAfter } from './schedule';

describe('recurring schedule: period dates anchored to the start date, clamped to the month end', () => {
  it.each([
    // [start, frequency, periods after the start…]
    ['2027-01-31', 'monthly', ['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31', '2027-08-31', '2027-09-30', '2027-10-31', '2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29']],
    ['2028-01-31', 'monthly', ['2028-02-29', '2028-03-31']],
    ['2027-01-30', 'monthly', ['2027-02-28', '2027-03-30', '2027-04-30']],
    ['2027-01-29', 'monthly', ['2027-02-28', '2027-03-29']],
    ['2028-01-29', 'monthly', ['2028-02-29', '2028-03-29']],
    ['2027-01-15', 'monthly', ['2027-02-15', '2027-03-15']],
    ['2026-11-30', 'quarterly', ['2027-02-28', '2027-05-30', '2027-08-30', '2027-11-30', '2028-02-29', '2028-05-30']],
    ['2026-12-31', 'quarterly', ['2027-03-31', '2027-06-30', '2027-09-30', '2027-12-31']],
    ['2027-08-31', 'quarterly', ['2027-11-30', '2028-02-29', '2028-05-31']],
    ['2028-02-29', 'yearly', ['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']],
    ['2027-03-31', 'yearly', ['2028-03-31']],
    ['2026-12-28', 'weekly', ['2027-01-04', '2027-01-11']],
    ['2026-12-31', 'weekly', ['2027-01-07', '2027-01-14']],
    ['2028-02-22', 'weekly', ['2028-02-29', '2028-03-07']],
  ] as const)('%s %s', (start, frequency, expected) => {
    expect(expected.map((_, i) => periodDate(start, frequency, i + 1))).toEqual(expected);
    expect(periodDate(start, frequency, 0)).toBe(start);
  });

  it.each([
    // [start, frequency, date, first period on or after it]
    ['2027-01-31', 'monthly', '2027-01-01', '2027-01-31'],
    ['2027-01-31', 'monthly', '2027-02-01', '2027-02-28'],
    ['2027-01-31', 'monthly', '2027-02-28', '2027-02-28'],
    ['2027-01-31', 'monthly', '2027-03-01', '2027-03-31'],
    ['2027-01-31', 'monthly', '2027-04-01', '2027-04-30'],
    ['2026-11-30', 'quarterly', '2027-03-01', '2027-05-30'],
    ['2026-12-28', 'weekly', '2027-01-01', '2027-01-04'],
    ['2026-12-28', 'weekly', '2027-01-04', '2027-01-04'],
    ['2028-02-29', 'yearly', '2029-03-01', '2030-02-28'],
    ['2020-05-10', 'monthly', '2026-11-26', '2026-12-10'],
  ] as const)('from %s %s: first period on or after %s is %s', (start, frequency, date, expected) => {
    expect(periodDate(start, frequency, periodIndexOnOrAfter(start, frequency, date))).toBe(expected);
    expect(firstPeriodOnOrAfter(start, frequency, date, null)).toBe(expected);
  });

  it.each([
    ['2027-01-31', 'monthly', '2027-02-28', null, '2027-03-31'],
    ['2027-01-31', 'monthly', '2027-02-28', '2027-03-30', null],
    ['2027-01-31', 'monthly', '2027-02-28', '2027-03-31', '2027-03-31'],
    ['2026-12-28', 'weekly', '2026-12-28', null, '2027-01-04'],
  ] as const)('after %s %s period %s (end %s) comes %s', (start, frequency, date, end, expected) => {
    expect(periodAfter(start, frequency, date, end)).toBe(expected);
  });

  it('an end date before the first period ends the template at once', () => {
    expect(firstPeriodOnOrAfter('2027-01-31', 'monthly', '2027-02-01', '2027-02-27')).toBeNull();
  });

  it.each([
    // [nextInvoiceDate, through, end, expected dates, expected next]
    ['2027-01-31', '2027-01-30', null, [], '2027-01-31'],
    ['2027-01-31', '2027-01-31', null, ['2027-01-31'], '2027-02-28'],
    ['2027-01-31', '2027-04-30', null, ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'], '2027-05-31'],
    ['2027-01-31', '2027-04-30', '2027-03-31', ['2027-01-31', '2027-02-28', '2027-03-31'], null],
    ['2027-01-31', '2027-02-28', '2027-02-28', ['2027-01-31', '2027-02-28'], null],
  ] as const)('due from %s through %s (end %s)', (next, through, end, dates, expectedNext) => {
    expect(duePeriods({ startDate: '2027-01-31', frequency: 'monthly', endDate: end, nextInvoiceDate: next }, through)).toEqual({ dates, next: expectedNext });
  });

  it('hands out at most the cap in one pass and continues from there', () => {
    const first = duePeriods({ startDate: '2020-01-06', frequency: 'weekly', endDate: null, nextInvoiceDate: '2020-01-06' }, '2026-11-26', 3);
    expect(first).toEqual({ dates: ['2020-01-06', '2020-01-13', '2020-01-20'], next: '2020-01-27' });
  });

  it.each([
    // [instant (UTC), run hour IST, due through]
    ['2027-02-28T00:29:59Z', 6, '2027-02-27'], // 05:59 IST
    ['2027-02-28T00:30:00Z', 6, '2027-02-28'], // 06:00 IST
    ['2027-02-27T18:30:00Z', 0, '2027-02-28'], // midnight IST
    ['2027-02-28T17:00:00Z', 23, '2027-02-27'], // 22:30 IST
    ['2027-02-28T17:30:00Z', 23, '2027-02-28'], // 23:00 IST
  ])('at %s with the run at %i:00 IST, periods through %s are due', (instant, hour, expected) => {
    expect(dueThrough(new Date(instant), hour)).toBe(expected);
  });
});
