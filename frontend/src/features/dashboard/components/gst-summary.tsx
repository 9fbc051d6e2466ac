import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { addDays } from '@/lib/calendar';
import { formatRupees } from '@/lib/format';
import { useDownloadReportCsv } from '@/lib/report-download';
import { metricsQuery, type DashboardMetrics } from '../api';

/** What the GST Paid box says when no purchase or expense with GST is recorded for the quarter. */
export const NO_GST_PAID_TEXT = 'No purchase bills or expenses with GST recorded this quarter';

function PaidAndLiability({ metrics }: { metrics: DashboardMetrics }) {
  if (metrics.gstPaid === null || metrics.netGstLiability === null) {
    return (
      <div className="rounded-lg bg-muted p-4 sm:col-span-2">
        <dt className="text-sm text-muted-foreground">GST Paid and Net GST Liability</dt>
        <dd className="mt-1 text-sm font-medium">
          {NO_GST_PAID_TEXT}:{' '}
          <Link to="/expenses" className="text-primary underline-offset-4 hover:underline">
            record them
          </Link>{' '}
          to see input tax credit and what is left to pay.
        </dd>
      </div>
    );
  }
  return (
    <>
      <div className="rounded-lg bg-muted p-4">
        <dt className="text-sm text-muted-foreground">GST Paid</dt>
        <dd className="mt-1 text-xl font-bold tabular-nums">{formatRupees(metrics.gstPaid)}</dd>
        <dd className="mt-2 text-xs text-muted-foreground">Input tax credit on purchases and expenses</dd>
      </div>
      <div className="rounded-lg bg-muted p-4">
        <dt className="text-sm text-muted-foreground">Net GST Liability</dt>
        <dd className="mt-1 text-xl font-bold tabular-nums">{formatRupees(metrics.netGstLiability)}</dd>
        <dd className="mt-2 text-xs text-muted-foreground">
          {metrics.netGstLiability < 0 ? 'Credit carried forward' : 'Collected less paid'}
          {metrics.gstOnCreditNotes > 0 && `, after ${formatRupees(metrics.gstOnCreditNotes)} of credit notes`}
        </dd>
      </div>
    </>
  );
}

/** GST collected, paid (input tax credit) and the net liability this quarter, from the GST report's figures. */
export function GstSummary() {
  const { data: metrics, isPending } = useQuery(metricsQuery());
  const download = useDownloadReportCsv('gst', 'GST');
  const gst = metrics?.gstCollected;
  const quarter = metrics?.periods.quarter;
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-lg">GST Summary (Current Quarter)</CardTitle>
          {quarter && <CardDescription>{quarter.label}</CardDescription>}
        </div>
        <Button variant="outline" disabled={!quarter} loading={download.isPending} onClick={() => quarter && download.mutate({ from: quarter.from, to: addDays(quarter.to, -1) })}>
          {!download.isPending && <Download className="size-4" aria-hidden />} Download Report
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
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
            {metrics && <PaidAndLiability metrics={metrics} />}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
