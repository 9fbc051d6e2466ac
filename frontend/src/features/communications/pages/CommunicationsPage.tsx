import { useCallback, useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, Mail, MessageSquare, Send } from 'lucide-react';
import { SendInvoiceEmailDialog } from '@/components/messaging/send-invoice-email-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { errorDescription } from '@/lib/api-client';
import { useSendInvoiceWhatsApp } from '@/lib/messaging';
import { batchQuery, communicationKeys, isUnderway, pendingQuery, remindersSentToast, summaryQuery, useRefreshCommunications, type BatchProgress, type PendingInvoice } from '../api';
import { BatchProgressBar } from '../components/batch-progress';
import { BatchResult } from '../components/batch-result';
import { BulkRemindersDialog } from '../components/bulk-reminders-dialog';
import { PendingInvoiceList } from '../components/pending-invoice-list';

export default function CommunicationsPage() {
  const summary = useQuery(summaryQuery());
  const pending = useInfiniteQuery(pendingQuery());
  const whatsApp = useSendInvoiceWhatsApp();
  const [bulkOpen, setBulkOpen] = useState(false);
  const [emailing, setEmailing] = useState<PendingInvoice | null>(null);
  const bulk = useBulkRun(() => setBulkOpen(false));
  const invoices = pending.data?.pages.flatMap((page) => page.items) ?? [];
  const noPending = summary.data?.pendingInvoices === 0 || (!pending.isPending && !invoices.length);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Communications"
        subtitle="Payment reminders and messages to your customers."
        actions={
          <Button
            onClick={() => {
              bulk.dismiss();
              setBulkOpen(true);
            }}
            disabled={summary.isPending || noPending}
          >
            <Send className="size-4" aria-hidden /> Send Bulk Reminders
          </Button>
        }
      />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Pending Invoices" icon={Clock} value={summary.data?.pendingInvoices ?? '—'} hint="Sent and not fully paid" loading={summary.isPending} />
        <StatCard title="Overdue Invoices" icon={AlertTriangle} value={summary.data?.overdueInvoices ?? '—'} hint="Past their due date" loading={summary.isPending} />
        <StatCard title="Email Enabled" icon={Mail} value={summary.data?.emailEnabled ?? '—'} hint="Pending, customer has an e-mail" loading={summary.isPending} />
        <StatCard title="SMS Enabled" icon={MessageSquare} value={summary.data?.smsEnabled ?? '—'} hint="Pending, customer has a phone" loading={summary.isPending} />
      </div>
      {summary.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(summary.error, 'Could not load the summary.')}
        </p>
      )}

      {bulk.progress && isUnderway(bulk.progress) && !bulkOpen && (
        <Card className="p-5">
          <BatchProgressBar progress={bulk.progress} />
        </Card>
      )}
      {bulk.result && !bulkOpen && (
        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between">
          <BatchResult result={bulk.result} />
          <Button variant="outline" size="sm" className="self-end sm:self-start" onClick={bulk.dismiss}>
            Dismiss
          </Button>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Pending Invoices</CardTitle>
        </CardHeader>
        {pending.isPending ? (
          <p role="status" className="px-6 pb-6 text-center text-sm text-muted-foreground">
            Loading communications...
          </p>
        ) : pending.isError ? (
          <p role="alert" className="px-6 pb-6 text-sm text-destructive">
            {errorDescription(pending.error, 'Could not load pending invoices.')}
          </p>
        ) : invoices.length ? (
          <div className="border-t">
            <PendingInvoiceList
              invoices={invoices}
              onEmail={setEmailing}
              onWhatsApp={(invoice) => whatsApp.send(invoice.id, 'reminder')}
              sendingWhatsApp={(invoice) => whatsApp.isSending(invoice.id, 'reminder')}
            />
          </div>
        ) : (
          <EmptyState icon={CheckCircle2} title="All caught up!" description="Every sent invoice is paid. Nothing to remind anyone about." />
        )}
        <LoadMore query={pending} />
      </Card>

      {bulkOpen && (
        <BulkRemindersDialog
          onOpenChange={(open) => {
            setBulkOpen(open);
            // Closing the dialog on a result is having read it.
            if (!open) bulk.dismiss();
          }}
          overdueCount={summary.data?.overdueInvoices}
          whatsappConfigured={summary.data?.whatsappConfigured}
          progress={bulk.progress}
          result={bulk.result}
          onSent={bulk.sent}
        />
      )}
      {emailing && (
        <SendInvoiceEmailDialog
          invoice={{ id: emailing.id, invoiceNumber: emailing.invoiceNumber, customerName: emailing.customerName }}
          kind="reminder"
          onClose={() => setEmailing(null)}
        />
      )}
    </div>
  );
}

/**
 * A bulk run. One still running after its POST is polled every second (GET
 * /api/communications/batches/{id}) until it finishes, then toasted once ('Reminders sent!') and the
 * lists refreshed. A finished run with failures is kept as `result` (why they failed) until
 * dismissed; one without failures calls `onAllSent`.
 */
function useBulkRun(onAllSent: () => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunications();
  const [batchId, setBatchId] = useState<string | null>(null);
  const [result, setResult] = useState<BatchProgress | null>(null);
  const { data: progress } = useQuery({ ...batchQuery(batchId ?? ''), enabled: Boolean(batchId) });
  const allSentRef = useRef(onAllSent);
  useEffect(() => {
    allSentRef.current = onAllSent;
  });

  const finish = useCallback((done: BatchProgress) => {
    if (done.failureCount > 0) setResult(done);
    else allSentRef.current();
  }, []);

  useEffect(() => {
    if (!batchId || progress?.status !== 'finished') return;
    remindersSentToast(progress);
    setBatchId(null);
    finish(progress);
    void refresh();
  }, [batchId, progress, refresh, finish]);

  /** The POST's reply: finished within the wait (already toasted by the mutation), or running. */
  const sent = (reply: BatchProgress) => {
    if (reply.status === 'finished') return finish(reply);
    if (!reply.batchId) return;
    queryClient.setQueryData(communicationKeys.batch(reply.batchId), reply);
    setBatchId(reply.batchId);
  };

  return { progress: batchId ? progress : undefined, result, sent, dismiss: () => setResult(null) };
}
