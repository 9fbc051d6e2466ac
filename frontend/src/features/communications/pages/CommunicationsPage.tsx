import { useEffect, useRef, useState } from 'react';
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
import { batchQuery, communicationKeys, pendingQuery, remindersSentToast, summaryQuery, useRefreshCommunications, type BatchProgress, type PendingInvoice } from '../api';
import { BatchProgressBar } from '../components/batch-progress';
import { BulkRemindersDialog } from '../components/bulk-reminders-dialog';
import { PendingInvoiceList } from '../components/pending-invoice-list';

export default function CommunicationsPage() {
  const summary = useQuery(summaryQuery());
  const pending = useInfiniteQuery(pendingQuery());
  const whatsApp = useSendInvoiceWhatsApp();
  const [bulkOpen, setBulkOpen] = useState(false);
  const [emailing, setEmailing] = useState<PendingInvoice | null>(null);
  const batch = useRunningBatch(() => setBulkOpen(false));
  const invoices = pending.data?.pages.flatMap((page) => page.items) ?? [];
  const noPending = summary.data?.pendingInvoices === 0 || (!pending.isPending && !invoices.length);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Communications"
        subtitle="Payment reminders and messages to your customers."
        actions={
          <Button onClick={() => setBulkOpen(true)} disabled={summary.isPending || noPending}>
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

      {batch.progress?.status === 'running' && !bulkOpen && (
        <Card className="p-5">
          <BatchProgressBar progress={batch.progress} />
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
              onWhatsApp={(invoice) => whatsApp.mutate({ invoiceId: invoice.id, kind: 'reminder' })}
              whatsAppPendingId={whatsApp.isPending ? whatsApp.variables?.invoiceId : undefined}
            />
          </div>
        ) : (
          <EmptyState icon={CheckCircle2} title="All caught up!" description="Every sent invoice is paid. Nothing to remind anyone about." />
        )}
        <LoadMore query={pending} />
      </Card>

      {bulkOpen && (
        <BulkRemindersDialog
          onOpenChange={setBulkOpen}
          overdueCount={summary.data?.overdueInvoices}
          whatsappConfigured={summary.data?.whatsappConfigured}
          progress={batch.progress}
          onStarted={batch.start}
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
 * A bulk run still running after its POST: polled every second (GET /api/communications/batches/{id})
 * until it finishes, then toasted once ('Reminders sent!') and the lists refreshed.
 */
function useRunningBatch(onFinished: () => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunications();
  const [batchId, setBatchId] = useState<string | null>(null);
  const { data: progress } = useQuery({ ...batchQuery(batchId ?? ''), enabled: Boolean(batchId) });
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  });

  useEffect(() => {
    if (!batchId || progress?.status !== 'finished') return;
    remindersSentToast(progress);
    setBatchId(null);
    finishedRef.current();
    void refresh();
  }, [batchId, progress, refresh]);

  const start = (reply: BatchProgress) => {
    if (!reply.batchId) return;
    queryClient.setQueryData(communicationKeys.batch(reply.batchId), reply);
    setBatchId(reply.batchId);
  };

  return { progress: batchId ? progress : undefined, start };
}
