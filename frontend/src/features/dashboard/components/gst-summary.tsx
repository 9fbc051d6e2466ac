import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { metricsQuery } from '../api';

/**
 * GST collected this quarter, by tax. GST paid needs purchase records, which the app does not keep
 * yet: it says so rather than showing a made-up share of the tax collected.
 */
export function GstSummary() {
  const { data: metrics, isPending } = useQuery(metricsQuery());
  const gst = metrics?.gstCollected;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">GST Summary (Current Quarter)</CardTitle>
        {metrics && <CardDescription>{metrics.periods.quarter.label}</CardDescription>}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg bg-accent/50 p-4">
              <dt className="text-sm text-muted-foreground">GST Collected</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums">{gst ? formatRupees(gst.total) : '—'}</dd>
              {gst && (
                <dd className="mt-2 grid grid-cols-3 gap-2 text-xs text-muted-foreground">
                  <span>
                    CGST <span className="block font-medium text-foreground tabular-nums">{formatRupees(gst.cgst)}</span>
                  </span>
                  <span>
                    SGST <span className="block font-medium text-foreground tabular-nums">{formatRupees(gst.sgst)}</span>
                  </span>
                  <span>
                    IGST <span className="block font-medium text-foreground tabular-nums">{formatRupees(gst.igst)}</span>
                  </span>
                </dd>
              )}
            </div>
            <div className="rounded-lg bg-muted p-4">
              <dt className="text-sm text-muted-foreground">GST Paid</dt>
              <dd className="mt-1 text-sm font-medium">Not tracked yet — add purchases to see input tax credit</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
