/** Reporting periods in IST calendar dates ('YYYY-MM-DD'); `to` bounds are exclusive. */
import { addDays, financialYearOf } from '@hisaab/gst';
import { REPORT_LIMITS, ReportMessages } from '@hisaab/contracts';
import { ReportErrors } from './report-errors';

export interface DateRange {
  from: string;
  /** Exclusive. */
  to: string;
}

export interface DashboardPeriods {
  today: string;
  financialYear: DateRange & { label: string };
  quarter: DateRange & { label: string };
  month: DateRange;
  lastMonth: DateRange;
  /** Customers invoiced after this date (and up to today) are active: the last 12 months. */
  activeAfter: string;
  /** For "new this month": a customer is new when it had no issued invoice in the 12 months before this month. */
  newLookbackAfter: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d = 1) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return ymd(y, m + months, Math.min(d, lastDay));
}

export function dashboardPeriods(today: string): DashboardPeriods {
  const [y, m] = today.split('-').map(Number);
  const fy = financialYearOf(today);
  const monthStart = ymd(y, m);
  // Financial-year quarters: Apr-Jun (Q1), Jul-Sep (Q2), Oct-Dec (Q3), Jan-Mar (Q4) — calendar quarters.
  const quarterStartMonth = Math.floor((m - 1) / 3) * 3 + 1;
  const quarterNumber = ((Math.floor((m - 1) / 3) + 3) % 4) + 1;
  return {
    today,
    financialYear: { from: ymd(fy.startYear, 4), to: ymd(fy.startYear + 1, 4), label: fy.label },
    quarter: { from: ymd(y, quarterStartMonth), to: ymd(y, quarterStartMonth + 3), label: `Q${quarterNumber} ${fy.label}` },
    month: { from: monthStart, to: ymd(y, m + 1) },
    lastMonth: { from: ymd(y, m - 1), to: monthStart },
    activeAfter: addMonths(today, -12),
    newLookbackAfter: addMonths(monthStart, -12),
  };
}

/** Percent change, one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** A report's period: `to` exclusive for the SQL, `toInclusive` as the reply states it. */
export interface ReportRange extends DateRange {
  toInclusive: string;
}

/**
 * The period asked for (both days inclusive, already checked as real dates by the DTO), else the
 * current financial year; `to` before `from` is refused under the field `to`.
 */
export function reportRange(from: string | undefined, to: string | undefined, today: string): ReportRange {
  const fy = dashboardPeriods(today).financialYear;
  const start = from ?? fy.from;
  const endInclusive = to ?? addDays(fy.to, -1);
  if (endInclusive < start) throw ReportErrors.invalid({ to: ReportMessages.toBeforeFrom });
  return { from: start, to: addDays(endInclusive, 1), toInclusive: endInclusive };
}

/** Short periods are shown day by day, longer ones month by month. */
export function granularityOf(range: DateRange): 'day' | 'month' {
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000;
  return days <= REPORT_LIMITS.dailyUpToDays ? 'day' : 'month';
}

/** A period cut where whole months can be read from a monthly summary: those months, and the days before and after them. */
export interface MonthSplit {
  /** The whole months inside the period (first days; empty when there is none). */
  months: DateRange;
  /** The days before the first whole month (the whole period when there is no whole month). */
  before: DateRange;
  /** The days after the last whole month (possibly empty). */
  after: DateRange;
}

export function monthSplit(range: DateRange): MonthSplit {
  const monthOf = (date: string) => `${date.slice(0, 8)}01`;
  const firstWhole = range.from === monthOf(range.from) ? range.from : addMonths(monthOf(range.from), 1);
  const endWhole = monthOf(range.to);
  if (firstWhole >= endWhole) return { months: { from: range.from, to: range.from }, before: range, after: { from: range.to, to: range.to } };
  return { months: { from: firstWhole, to: endWhole }, before: { from: range.from, to: firstWhole }, after: { from: endWhole, to: range.to } };
}
