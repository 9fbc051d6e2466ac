import { addMonths, dashboardPeriods, granularityOf, monthSplit, percentChange, reportRange } from './periods';

describe('dashboard periods', () => {
  it('November 2026: FY 2026-27, Q3 Oct-Dec, last month October', () => {
    expect(dashboardPeriods('2026-11-21')).toEqual({
      today: '2026-11-21',
      financialYear: { from: '2026-04-01', to: '2027-04-01', label: '2026-27' },
      quarter: { from: '2026-10-01', to: '2027-01-01', label: 'Q3 2026-27' },
      month: { from: '2026-11-01', to: '2026-12-01' },
      lastMonth: { from: '2026-10-01', to: '2026-11-01' },
      activeAfter: '2025-11-21',
      newLookbackAfter: '2025-11-01',
    });
  });

  it('January and April edges: Q4 of the previous FY; last month in the previous FY', () => {
    const jan = dashboardPeriods('2027-01-05');
    expect(jan.financialYear.label).toBe('2026-27');
    expect(jan.quarter).toEqual({ from: '2027-01-01', to: '2027-04-01', label: 'Q4 2026-27' });
    expect(jan.lastMonth).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    const apr = dashboardPeriods('2027-04-01');
    expect(apr.financialYear).toEqual({ from: '2027-04-01', to: '2028-04-01', label: '2027-28' });
    expect(apr.quarter.label).toBe('Q1 2027-28');
    expect(apr.lastMonth).toEqual({ from: '2027-03-01', to: '2027-04-01' });
  });

  it('month arithmetic clamps to month ends', () => {
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('percent change is real, and null when last month is 0', () => {
    expect(percentChange(1125, 1000)).toBe(12.5);
    expect(percentChange(0, 1000)).toBe(-100);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(500, 0)).toBeNull();
  });

  it('a report period: both days given, or the current financial year; to before from is refused under to', () => {
    expect(reportRange('2026-10-01', '2026-10-31', '2026-11-21')).toEqual({ from: '2026-10-01', to: '2026-11-01', toInclusive: '2026-10-31' });
    expect(reportRange(undefined, undefined, '2026-11-21')).toEqual({ from: '2026-04-01', to: '2027-04-01', toInclusive: '2027-03-31' });
    expect(reportRange('2026-10-01', undefined, '2026-11-21').toInclusive).toBe('2027-03-31');
    expect(() => reportRange('2026-10-02', '2026-10-01', '2026-11-21')).toThrow(expect.objectContaining({ details: { fields: { to: "'to' must not be before 'from'" } } }));
  });

  it('up to 62 days by day, longer by month', () => {
    expect(granularityOf({ from: '2026-10-01', to: '2026-12-02' })).toBe('day');
    expect(granularityOf({ from: '2026-10-01', to: '2026-12-03' })).toBe('month');
  });

  it('a period split into its whole months and the days around them', () => {
    // A financial year: twelve whole months, no days.
    expect(monthSplit({ from: '2025-04-01', to: '2026-04-01' })).toEqual({
      months: { from: '2025-04-01', to: '2026-04-01' },
      before: { from: '2025-04-01', to: '2025-04-01' },
      after: { from: '2026-04-01', to: '2026-04-01' },
    });
    // Days on both sides of October and November.
    expect(monthSplit({ from: '2026-09-15', to: '2026-12-11' })).toEqual({
      months: { from: '2026-10-01', to: '2026-12-01' },
      before: { from: '2026-09-15', to: '2026-10-01' },
      after: { from: '2026-12-01', to: '2026-12-11' },
    });
    // No whole month inside (within a month, or across a month end): all days.
    for (const range of [{ from: '2026-10-03', to: '2026-10-20' }, { from: '2026-10-20', to: '2026-11-20' }, { from: '2026-10-01', to: '2026-10-31' }]) {
      expect(monthSplit(range)).toEqual({ months: { from: range.from, to: range.from }, before: range, after: { from: range.to, to: range.to } });
    }
    // Exactly one whole month, and December into January.
    expect(monthSplit({ from: '2026-10-01', to: '2026-11-01' }).months).toEqual({ from: '2026-10-01', to: '2026-11-01' });
    expect(monthSplit({ from: '2026-12-31', to: '2027-02-02' })).toEqual({
      months: { from: '2027-01-01', to: '2027-02-01' },
      before: { from: '2026-12-31', to: '2027-01-01' },
      after: { from: '2027-02-01', to: '2027-02-02' },
    });
  });
});
