import { addDays, financialYearOf } from '@hisaab/gst';

/** The period presets of lists and reports: Indian months, quarters (Apr-Jun first) and financial years (April to March). */
export const DATE_PRESETS = ['this_month', 'last_month', 'this_quarter', 'this_financial_year', 'last_financial_year', 'all', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  this_financial_year: 'This financial year',
  last_financial_year: 'Last financial year',
  all: 'All dates',
  custom: 'Custom dates',
};

/** Both days inclusive ('YYYY-MM-DD'); empty for no bound. */
export interface DateRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const firstOfMonth = (year: number, month: number) => {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-01`;
};

/** The range a preset names on `today` (custom and all: no bounds; the caller supplies custom ones). */
export function presetRange(preset: DatePreset, today: string): DateRange {
  const [year, month] = today.split('-').map(Number);
  const fy = financialYearOf(today).startYear;
  switch (preset) {
    case 'this_month':
      return { from: firstOfMonth(year, month), to: today };
    case 'last_month':
      return { from: firstOfMonth(year, month - 1), to: addDays(firstOfMonth(year, month), -1) };
    case 'this_quarter':
      return { from: firstOfMonth(year, Math.floor((month - 1) / 3) * 3 + 1), to: today };
    case 'this_financial_year':
      return { from: `${fy}-04-01`, to: today };
    case 'last_financial_year':
      return { from: `${fy - 1}-04-01`, to: `${fy}-03-31` };
    default:
      return { from: '', to: '' };
  }
}
