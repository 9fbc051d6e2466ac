import { formatINR, toPaise } from '@hisaab/gst';

/** A date as the API or older stored data may carry it (docs/spec/part-1.md §3). */
export type DateLike =
  | string
  | number
  | Date
  | { seconds: number }
  | { toDate: () => Date }
  | null
  | undefined;

/** An instant is shown as its date in India (IST), whatever the browser's time zone: GST dates are Indian dates. */
const shortDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** A calendar date ('2025-03-05') names a day, not an instant: shown as that day in any time zone. */
const shortCalendarDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: Exclude<DateLike, null | undefined>): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  if ('toDate' in value && typeof value.toDate === 'function') return value.toDate();
  if ('seconds' in value) return new Date(value.seconds * 1000);
  return new Date(Number.NaN);
}

/** Short en-IN date, e.g. '05 Mar 2025'; 'N/A' when missing, 'Invalid Date' when unparseable. */
export function formatDate(value: DateLike): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return (typeof value === 'string' && CALENDAR_DATE.test(value) ? shortCalendarDate : shortDate).format(date);
}

/** Money is kept in paise everywhere; libs/gst owns the en-IN rupee formatting. */
export { formatINR } from '@hisaab/gst';

/** The API's rupee amounts (numbers with at most 2 decimals), e.g. 123456 → '₹1,23,456.00'. */
export function formatRupees(rupees: number): string {
  return formatINR(toPaise(rupees));
}
