import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, FileJson } from 'lucide-react';
import { REPORT_LABELS, type ReportType } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDescription } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDownloadReportCsv } from '@/lib/report-download';
import { toast } from '@/lib/toast';
import { reportQuery, saveReportJson, type ReportAnswers, type ReportPeriodInput } from '../api';
import { CustomersView } from './views/customers-view';
import { GstView } from './views/gst-view';
import { InventoryView } from './views/inventory-view';
import { ProfitLossView } from './views/profit-loss-view';
import { SalesView } from './views/sales-view';

function ReportBody({ type, report }: { type: ReportType; report: ReportAnswers[ReportType] }) {
  switch (type) {
    case 'profit-loss':
      return <ProfitLossView report={report as ReportAnswers['profit-loss']} />;
    case 'gst':
      return <GstView report={report as ReportAnswers['gst']} />;
    case 'sales':
      return <SalesView report={report as ReportAnswers['sales']} />;
    case 'customers':
      return <CustomersView report={report as ReportAnswers['customers']} />;
    case 'inventory':
      return <InventoryView report={report as ReportAnswers['inventory']} />;
  }
}

/** The result dialog of a report for the period: its figures, Download JSON and Download CSV. */
export function ReportDialog({ type, period, onClose }: { type: ReportType; period: ReportPeriodInput; onClose: () => void }) {
  const label = REPORT_LABELS[type];
  const query = useQuery(reportQuery(type, period));
  const download = useDownloadReportCsv(type, label);
  const { isError, error } = query;
  useEffect(() => {
    if (isError) toast({ title: 'Failed to Generate Report', description: errorDescription(error, 'Please try again.'), variant: 'destructive' });
  }, [isError, error]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{label} Report</DialogTitle>
          <DialogDescription>
            {formatDate(period.from)} to {formatDate(period.to)}
          </DialogDescription>
        </DialogHeader>
        {query.data ? (
          <ReportBody type={type} report={query.data} />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to Generate Report: {errorDescription(error, 'please try again.')}
          </p>
        ) : (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label={`Preparing the ${label} report`}>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            disabled={!query.data}
            onClick={() => {
              saveReportJson(type, query.data);
              toast({ title: 'Download Started', description: `${label} report is being downloaded as JSON.` });
            }}
          >
            <FileJson className="size-4" aria-hidden /> Download JSON
          </Button>
          <Button loading={download.isPending} onClick={() => download.mutate(period)}>
            {!download.isPending && <Download className="size-4" aria-hidden />} Download CSV
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
