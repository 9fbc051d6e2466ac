/**
 * GST return periods (GSTR-1, GSTR-3B): `fp`/`ret_period` is 'MMYYYY'. A monthly filer names the month;
 * a quarterly filer (QRMP) names the quarter by its last month (062025 = April to June 2025).
 */
import { GST_START_DATE } from './numbering';

export type FilingFrequency = 'monthly' | 'quarterly';

export interface ReturnPeriod {
  /** 'MMYYYY' as the returns write it. */
  fp: string;
  frequency: FilingFrequency;
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** The day after the last day ('YYYY-MM-DD', exclusive). */
  to: string;
  /** 'May 2025', 'Apr–Jun 2025'. */
  label: string;
}

export const ReturnPeriodMessages = {
  format: 'Enter the period as MMYYYY, e.g. 052025',
  beforeGst: 'GST returns start with July 2017 (072017)',
  quarterEnd: 'Quarterly returns are named by the quarter’s last month: 06, 09, 12 or 03',
  notStarted: 'This period has not started yet',
} as const;

const FP = /^(0[1-9]|1[0-2])(\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** First day of month `month` (1-based, may overflow) of `year`. */
const firstOfMonth = (year: number, month: number) => {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${y}-${pad(m)}-01`;
};

/**
 * The period `fp` names for a filer of `frequency`, or the reason it names none. `today` ('YYYY-MM-DD',
 * the Indian date) refuses a period that has not started.
 */
export function parseReturnPeriod(fp: string, frequency: FilingFrequency, today: string): ReturnPeriod | { problem: string } {
  const match = FP.exec(fp);
  if (!match) return { problem: ReturnPeriodMessages.format };
  const [month, year] = [Number(match[1]), Number(match[2])];
  if (frequency === 'quarterly' && month % 3 !== 0) return { problem: ReturnPeriodMessages.quarterEnd };
  const firstMonth = frequency === 'quarterly' ? month - 2 : month;
  const from = firstOfMonth(year, firstMonth);
  const to = firstOfMonth(year, month + 1);
  if (to <= GST_START_DATE) return { problem: ReturnPeriodMessages.beforeGst };
  if (from > today) return { problem: ReturnPeriodMessages.notStarted };
  const label = frequency === 'quarterly' ? `${MONTHS[(firstMonth + 11) % 12]}–${MONTHS[month - 1]} ${year}` : `${MONTHS[month - 1]} ${year}`;
  return { fp, frequency, from, to, label };
}

/** The periods a filer of `frequency` can file on `today`, newest first: the running one and `count − 1` before it. */
export function recentReturnPeriods(today: string, frequency: FilingFrequency, count: number): ReturnPeriod[] {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const step = frequency === 'quarterly' ? 3 : 1;
  const last = frequency === 'quarterly' ? Math.ceil(month / 3) * 3 : month;
  const periods: ReturnPeriod[] = [];
  for (let i = 0; periods.length < count; i += 1) {
    const first = firstOfMonth(year, last - i * step);
    const fp = `${first.slice(5, 7)}${first.slice(0, 4)}`;
    const period = parseReturnPeriod(fp, frequency, today);
    if ('problem' in period) break;
    periods.push(period);
  }
  return periods;
}

/** Whether `fp` is at or after `since` (both 'MMYYYY'): formats change from a period on. */
export function periodOnOrAfter(fp: string, since: string): boolean {
  const key = (p: string) => `${p.slice(2)}${p.slice(0, 2)}`;
  return key(fp) >= key(since);
}
