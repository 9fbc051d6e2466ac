import { useState } from 'react';
import { REPORT_TYPES, type ReportType } from '@hisaab/contracts';
import { initialPeriod, orderedRange, PeriodFilter, type Period } from '@/components/period-filter';
import type { DatePreset } from '@/lib/date-ranges';
import { useSearchParam } from '@/lib/use-search-param';
import { ReportCards } from './report-cards';
import { ReportDialog } from './report-dialog';
import { ReportTiles } from './report-tiles';

/** The presets of the Reports screen (issue #11): no "all dates", a report is for a period. */
export const REPORT_PRESETS: readonly DatePreset[] = ['this_month', 'last_month', 'this_quarter', 'this_financial_year', 'last_financial_year', 'custom'];

const isReportType = (value: string | null): value is ReportType => REPORT_TYPES.includes(value as ReportType);

/** Four tiles and five report cards for a period; `?report=<type>` opens a report's result dialog (Back closes it). */
export function BusinessReportsTab() {
  const [period, setPeriod] = useState<Period>(() => initialPeriod('this_financial_year'));
  const [open, setOpen] = useSearchParam('report');
  const range = orderedRange(period);
  const complete = Boolean(range.from && range.to);

  return (
    <div className="flex flex-col gap-6">
      <PeriodFilter value={period} onChange={setPeriod} presets={REPORT_PRESETS} />
      {complete ? (
        <>
          <ReportTiles period={range} />
          <ReportCards period={range} onView={setOpen} />
          {isReportType(open) && <ReportDialog type={open} period={range} onClose={() => setOpen(null)} />}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Choose the first and the last day of the period.</p>
      )}
    </div>
  );
}
