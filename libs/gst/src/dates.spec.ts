import { addDays, calendarDate } from './dates';

describe('calendarDate', () => {
  it.each([
    ['2026-03-31', '2026-03-31'],
    ['2024-02-29', '2024-02-29'],
    [new Date('2026-03-31T18:29:59.999Z'), '2026-03-31'],
    [new Date('2026-03-31T18:30:00.000Z'), '2026-04-01'], // midnight IST
    [new Date('2026-04-01T00:00:00+05:30'), '2026-04-01'],
    [new Date('2025-12-31T20:00:00Z'), '2026-01-01'],
  ])('%p → %s', (input, expected) => {
    expect(calendarDate(input)).toBe(expected);
  });

  it.each([['2025-02-29'], ['2026-13-01'], ['2026-04-31'], ['2026-4-1'], ['01-04-2026'], ['2026-04-01T00:00:00Z'], ['']])(
    'rejects %p',
    (input) => {
      expect(() => calendarDate(input)).toThrow(RangeError);
    },
  );

  it('rejects an invalid Date', () => {
    expect(() => calendarDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-31', 1, '2026-04-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-27', 0, '2026-11-27'],
  ])('%s + %i → %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it('refuses what is not a calendar date', () => expect(() => addDays('2026-02-30', 1)).toThrow(RangeError));
});
