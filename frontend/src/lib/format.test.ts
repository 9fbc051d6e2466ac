import { describe, expect, it } from 'vitest';
import { formatDate, formatINR } from './format';

describe('formatDate', () => {
  it('formats ISO strings, {seconds} objects and objects with toDate() alike', () => {
    const expected = formatDate('2025-03-05T10:00:00Z');
    expect(expected).toMatch(/05 Mar 2025/);
    expect(formatDate({ seconds: Date.parse('2025-03-05T10:00:00Z') / 1000 })).toBe(expected);
    expect(formatDate({ toDate: () => new Date('2025-03-05T10:00:00Z') })).toBe(expected);
  });

  it('shows an instant as its date in India, whatever the browser time zone', () => {
    // 00:30 IST on 24 Nov is still 23 Nov in UTC and westward.
    expect(formatDate('2026-11-23T19:00:00.000Z')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
  });

  it("says 'N/A' for a missing date and 'Invalid Date' for nonsense", () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('Invalid Date');
  });
});

describe('formatINR', () => {
  it('shows paise as rupees with Indian grouping', () => {
    expect(formatINR(1_23_45_678_90)).toBe('₹1,23,45,678.90');
  });
});
