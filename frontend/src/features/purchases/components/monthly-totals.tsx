import { useQuery } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { EXPENSE_CATEGORY_LABELS } from '@hisaab/contracts';
import { GST_START_DATE } from '@hisaab/gst';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDescription } from '@/lib/api-client';
import { todayInIndia } from '@/lib/calendar';
import type { DateRange } from '@/lib/date-ranges';
import { formatRupees } from '@/lib/format';
import { expenseSummaryQuery } from '../api';

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** Money out by month: expenses by category (largest first, with its share of the month) and purchases, from the data. */
export function MonthlyTotals({ range }: { range: DateRange }) {
  // 'All dates' reaches back to the start of GST, the earliest date the app's records matter for.
  const query = useQuery(expenseSummaryQuery({ from: range.from || GST_START_DATE, to: range.to || todayInIndia() }));
  const summary = query.data;

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Monthly totals</h2>
      {query.isPending ? (
        <div className="mt-4 flex flex-col gap-3" aria-busy>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {errorDescription(query.error, 'Could not load the totals.')}
        </p>
      ) : !summary?.months.length ? (
        <EmptyState icon={CalendarRange} title="Nothing spent in this period" description="Expenses and purchase bills you record show here, month by month and by category." />
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Expenses <span className="font-medium text-foreground">{formatRupees(summary.expenses)}</span> · Purchases{' '}
            <span className="font-medium text-foreground">{formatRupees(summary.purchases)}</span> (GST included)
          </p>
          <ol className="mt-4 flex flex-col gap-5">
            {summary.months.map((month) => (
              <li key={month.month} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <h3 className="font-medium">{monthLabel(month.month)}</h3>
                  <p className="text-sm text-muted-foreground">
                    Expenses {formatRupees(month.expenses)} · Purchases {formatRupees(month.purchases)}
                  </p>
                </div>
                <ul className="flex flex-col gap-1.5">
                  {month.categories.map((row) => (
                    <li key={row.category} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
                      <span className="truncate">
                        {EXPENSE_CATEGORY_LABELS[row.category]} <span className="text-muted-foreground">({row.count})</span>
                      </span>
                      <span className="tabular-nums">{formatRupees(row.total)}</span>
                      <span className="col-span-2 h-1.5 rounded-full bg-muted" aria-hidden>
                        <span className="block h-full rounded-full bg-primary" style={{ width: `${month.expenses ? Math.max(2, (row.total / month.expenses) * 100) : 0}%` }} />
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
