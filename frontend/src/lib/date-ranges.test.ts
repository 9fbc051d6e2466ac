import { describe, expect, it } from 'vitest';
import { presetRange } from './date-ranges';

describe('presetRange', () => {
  it.each([
    ['this_month', '2026-11-26', { from: '2026-11-01', to: '2026-11-26' }],
    ['last_month', '2026-11-26', { from: '2026-10-01', to: '2026-10-31' }],
    ['last_month', '2026-01-15', { from: '2025-12-01', to: '2025-12-31' }],
    ['last_month', '2024-03-10', { from: '2024-02-01', to: '2024-02-29' }],
    ['this_quarter', '2026-11-26', { from: '2026-10-01', to: '2026-11-26' }],
    ['this_quarter', '2026-02-03', { from: '2026-01-01', to: '2026-02-03' }],
    ['this_financial_year', '2026-11-26', { from: '2026-04-01', to: '2026-11-26' }],
    ['this_financial_year', '2027-03-31', { from: '2026-04-01', to: '2027-03-31' }],
    ['last_financial_year', '2026-04-01', { from: '2025-04-01', to: '2026-03-31' }],
    ['all', '2026-11-26', { from: '', to: '' }],
  ] as const)('%s on %s', (preset, today, range) => expect(presetRange(preset, today)).toEqual(range));
});
