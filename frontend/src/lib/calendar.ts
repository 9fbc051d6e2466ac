import { calendarDate } from '@hisaab/gst';

/** Today's calendar date in India, 'YYYY-MM-DD' (what date inputs and the API use). */
export function todayInIndia(): string {
  return calendarDate(new Date());
}

/** `days` after a calendar date (negative for before): libs/gst's, as the server shifts dates. */
export { addDays } from '@hisaab/gst';
