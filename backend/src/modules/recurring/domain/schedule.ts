/**
 * When a recurring template bills (issue #10): every period date is worked out from the start date,
 * never from the previous period, and a day the month lacks is clamped to the month's end — a
 * template started on 31 January bills 28/29 February, 31 March, 30 April, 31 May…
 * Dates are calendar dates 'YYYY-MM-DD' (Indian dates, as GST sees them).
 */
import type { RecurringFrequency } from '@hisaab/contracts';

const DAY_MS = 24 * 3600 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Months per period (weekly periods count in days). */
const MONTHS: Record<Exclude<RecurringFrequency, 'weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** At most this many periods are handed out for one template in one pass of the scheduler; the next pass takes the rest. */
export const MAX_PERIODS_PER_PASS = 60;

interface Ymd {
  y: number;
  m: number; // 0-11
  d: number;
}

function parse(date: string): Ymd {
  const [y, m, d] = date.split('-').map(Number);
  return { y, m: m - 1, d };
}

function format(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
}

/** The k-th period date (k = 0 is the start date). */
export function periodDate(startDate: string, frequency: RecurringFrequency, k: number): string {
  const start = parse(startDate);
  if (frequency === 'weekly') return new Date(Date.UTC(start.y, start.m, start.d) + k * 7 * DAY_MS).toISOString().slice(0, 10);
  const months = start.m + k * MONTHS[frequency];
  const y = start.y + Math.floor(months / 12);
  const m = ((months % 12) + 12) % 12;
  return format(y, m, Math.min(start.d, daysInMonth(y, m)));
}

/** The index of the first period dated on or after `date` (0 when `date` is on or before the start). */
export function periodIndexOnOrAfter(startDate: string, frequency: RecurringFrequency, date: string): number {
  if (date <= startDate) return 0;
  const start = parse(startDate);
  const target = parse(date);
  let k =
    frequency === 'weekly'
      ? Math.floor((Date.UTC(target.y, target.m, target.d) - Date.UTC(start.y, start.m, start.d)) / (7 * DAY_MS))
      : Math.floor(((target.y - start.y) * 12 + (target.m - start.m)) / MONTHS[frequency]);
  // The estimate is at most one period off either way.
  while (k > 0 && periodDate(startDate, frequency, k - 1) >= date) k--;
  while (periodDate(startDate, frequency, k) < date) k++;
  return k;
}

/** The first period date on or after `date`, or null when it would fall after the end date. */
export function firstPeriodOnOrAfter(startDate: string, frequency: RecurringFrequency, date: string, endDate: string | null): string | null {
  const next = periodDate(startDate, frequency, periodIndexOnOrAfter(startDate, frequency, date));
  return endDate !== null && next > endDate ? null : next;
}

/** The period after the period dated `date`, or null past the end date. */
export function periodAfter(startDate: string, frequency: RecurringFrequency, date: string, endDate: string | null): string | null {
  const next = periodDate(startDate, frequency, periodIndexOnOrAfter(startDate, frequency, date) + 1);
  return endDate !== null && next > endDate ? null : next;
}

export interface DuePeriods {
  /** The period dates due now, oldest first. */
  dates: string[];
  /** The next period not handed out yet (the template's new nextInvoiceDate), or null when the template has ended. */
  next: string | null;
}

/**
 * The periods from `nextInvoiceDate` (a period date) through `through`, within the end date, at most
 * `max` of them.
 */
export function duePeriods(
  template: { startDate: string; frequency: RecurringFrequency; endDate: string | null; nextInvoiceDate: string },
  through: string,
  max = MAX_PERIODS_PER_PASS,
): DuePeriods {
  const { startDate, frequency, endDate } = template;
  const dates: string[] = [];
  let next: string | null = template.nextInvoiceDate;
  while (next !== null && next <= through && dates.length < max) {
    if (endDate !== null && next > endDate) {
      next = null;
      break;
    }
    dates.push(next);
    next = periodAfter(startDate, frequency, next, endDate);
  }
  if (next !== null && endDate !== null && next > endDate) next = null;
  return { dates, next };
}

/**
 * The last calendar date whose run has come: the scheduler runs daily at `runHourIst` o'clock IST,
 * so before that hour today's periods wait and yesterday's are due.
 */
export function dueThrough(now: Date, runHourIst: number): string {
  return new Date(now.getTime() + IST_OFFSET_MS - runHourIst * 3600 * 1000).toISOString().slice(0, 10);
}
