/** Calendar dates as GST sees them: Indian Standard Time, no daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar date 'YYYY-MM-DD' of a document date. A string is taken as the calendar date
 * it names; a Date (an instant) is read in IST, so 31 Mar 20:00 UTC is already 1 Apr.
 */
export function calendarDate(date: Date | string): string {
  if (typeof date !== 'string') {
    const time = date.getTime();
    if (Number.isNaN(time)) {
      throw new RangeError('Invalid Date');
    }
    return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
  }
  const match = ISO_DATE.exec(date);
  // Round-tripping through Date.UTC rejects 2025-02-30 and month 13.
  if (!match || new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date 'YYYY-MM-DD': '${date}'`);
  }
  return date;
}

/** A calendar date shifted by whole days: '2026-02-28' + 1 → '2026-03-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${calendarDate(date)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
