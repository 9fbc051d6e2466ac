import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDescription } from '@/lib/api-client';
import { useSearchParam } from '@/lib/use-search-param';
import { returnPeriodsQuery } from '../api';
import { Gstr1Card } from './gstr1-card';
import { Gstr3bCard } from './gstr3b-card';

/**
 * GSTR-1 and GSTR-3B of a return period: months or quarters by the filing frequency of GST Settings.
 * It opens on the last finished period (the one due for filing); `?period=MMYYYY` keeps the choice.
 */
export function GstReturnsTab() {
  const periods = useQuery(returnPeriodsQuery());
  const [periodParam, setPeriodParam] = useSearchParam('period');
  const list = periods.data?.periods ?? [];
  const period = list.find((p) => p.fp === periodParam) ?? list[1] ?? list[0];

  if (periods.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorDescription(periods.error, 'Could not load the return periods.')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="gst-return-period">Return period</Label>
          {period ? (
            <Select id="gst-return-period" value={period.fp} onChange={(event) => setPeriodParam(event.target.value)} className="sm:w-64">
              {list.map((p) => (
                <option key={p.fp} value={p.fp}>
                  {p.label}
                </option>
              ))}
            </Select>
          ) : (
            <Skeleton className="h-10 w-full sm:w-64" />
          )}
        </div>
        {periods.data && (
          <p className="text-sm text-muted-foreground">
            Filed {periods.data.filingFrequency === 'quarterly' ? 'quarterly (QRMP)' : 'monthly'} ·{' '}
            <Link to="/gst-settings" className="text-primary underline-offset-4 hover:underline">
              change in GST Settings
            </Link>
          </p>
        )}
      </div>
      {period ? (
        <>
          <Gstr1Card period={period} />
          <Gstr3bCard period={period} />
        </>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
