import { parseReturnPeriod, periodOnOrAfter, recentReturnPeriods, ReturnPeriodMessages } from './return-period';

describe('return periods', () => {
  const today = '2026-11-27';

  it.each([
    ['052025', 'monthly', { from: '2025-05-01', to: '2025-06-01', label: 'May 2025' }],
    ['122025', 'monthly', { from: '2025-12-01', to: '2026-01-01', label: 'Dec 2025' }],
    ['072017', 'monthly', { from: '2017-07-01', to: '2017-08-01', label: 'Jul 2017' }],
    ['062025', 'quarterly', { from: '2025-04-01', to: '2025-07-01', label: 'Apr–Jun 2025' }],
    ['032026', 'quarterly', { from: '2026-01-01', to: '2026-04-01', label: 'Jan–Mar 2026' }],
    ['122026', 'quarterly', { from: '2026-10-01', to: '2027-01-01', label: 'Oct–Dec 2026' }],
  ] as const)('%s (%s)', (fp, frequency, range) => {
    expect(parseReturnPeriod(fp, frequency, today)).toEqual({ fp, frequency, ...range });
  });

  it.each([
    ['5-2025', 'monthly', ReturnPeriodMessages.format],
    ['132025', 'monthly', ReturnPeriodMessages.format],
    ['2025-05', 'monthly', ReturnPeriodMessages.format],
    ['062017', 'monthly', ReturnPeriodMessages.beforeGst],
    ['062017', 'quarterly', ReturnPeriodMessages.beforeGst],
    ['052025', 'quarterly', ReturnPeriodMessages.quarterEnd],
    ['122026', 'monthly', ReturnPeriodMessages.notStarted],
    ['032027', 'quarterly', ReturnPeriodMessages.notStarted],
  ] as const)('%s (%s) is refused', (fp, frequency, problem) => {
    expect(parseReturnPeriod(fp, frequency, today)).toEqual({ problem });
  });

  it('lists the running period first', () => {
    expect(recentReturnPeriods(today, 'monthly', 3).map((p) => p.fp)).toEqual(['112026', '102026', '092026']);
    expect(recentReturnPeriods('2027-01-15', 'quarterly', 3).map((p) => p.fp)).toEqual(['032027', '122026', '092026']);
    expect(recentReturnPeriods('2017-08-10', 'monthly', 5).map((p) => p.fp)).toEqual(['082017', '072017']);
  });

  it('compares periods by year, then month', () => {
    expect(periodOnOrAfter('052025', '052025')).toBe(true);
    expect(periodOnOrAfter('012026', '052025')).toBe(true);
    expect(periodOnOrAfter('122024', '052025')).toBe(false);
  });
});
