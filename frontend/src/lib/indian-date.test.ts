import { describe, expect, it } from 'vitest';
import { formatIndianDate, parseIndianDate } from './indian-date';

describe('Indian dates', () => {
  it.each([
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['05032026', '2026-03-05'],
    [' 29/02/2028 ', '2028-02-29'],
    ['2026-03-05', '2026-03-05'],
  ])('reads %s day first as %s', (text, iso) => {
    expect(parseIndianDate(text)).toBe(iso);
  });

  it.each(['31/04/2026', '29/02/2027', '13/13/2026', '03/05/26', '2026/03/05', 'tomorrow', ''])('refuses %s', (text) => {
    expect(parseIndianDate(text)).toBeNull();
  });

  it('shows an ISO date as dd/mm/yyyy', () => {
    expect(formatIndianDate('2026-03-05')).toBe('05/03/2026');
    expect(formatIndianDate('')).toBe('');
    expect(formatIndianDate(undefined)).toBe('');
  });
});
