import { calendarDate } from '@hisaab/gst';

/** Today's calendar date in India, 'YYYY-MM-DD' (what date inputs and the API use). */
export function todayInIndia(): string {
  return calendarDate(new Date());
}

/** `days` after a calendar date (negative for before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
