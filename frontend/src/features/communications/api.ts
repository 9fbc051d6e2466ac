import type { BatchProgressResponse, CommunicationsSummaryResponse, PendingInvoiceResponse, SendRemindersRequest } from '@hisaab/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** GET /api/communications/summary: counts of unpaid (sent) invoices. */
export type CommunicationsSummary = CommunicationsSummaryResponse;

/** GET /api/communications/pending: unpaid invoices, earliest due first. Amounts in rupees. */
export type PendingInvoice = PendingInvoiceResponse;

/** POST /api/communications/send-overdue-reminders and GET /api/communications/batches/{id}. */
export type BatchProgress = BatchProgressResponse;

const PAGE_SIZE = 50;
/** The batch is polled every second while it runs. */
export const BATCH_POLL_MS = 1000;

export const communicationKeys = {
  all: [queryRoots.communications] as const,
  summary: [queryRoots.communications, 'summary'] as const,
  pending: [queryRoots.communications, 'pending'] as const,
  batch: (id: string) => [queryRoots.communications, 'batches', id] as const,
};

export const summaryQuery = () =>
  queryOptions({
    queryKey: communicationKeys.summary,
    queryFn: ({ signal }) => apiRequest<CommunicationsSummary>('GET', `${queryRoots.communications}/summary`, undefined, { signal }),
  });

export const pendingQuery = () =>
  infiniteQueryOptions({
    queryKey: communicationKeys.pending,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<PendingInvoice>>('GET', withQuery(`${queryRoots.communications}/pending`, { cursor: pageParam, limit: PAGE_SIZE }), undefined, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const batchQuery = (id: string) =>
  queryOptions({
    queryKey: communicationKeys.batch(id),
    queryFn: ({ signal }) => apiRequest<BatchProgress>('GET', `${queryRoots.communications}/batches/${encodeURIComponent(id)}`, undefined, { signal }),
    refetchInterval: (query) => (query.state.data && !isUnderway(query.state.data) ? false : BATCH_POLL_MS),
    // A network blip during a long run is tried again; a batch that is not there (404) is not.
    retry: (failureCount, error) => !/401|403|404/.test(error.message) && failureCount < 3,
  });

/** Running, or paused with reminders held until the business has a plan again: still polled, still shown. */
export const isUnderway = (progress: Pick<BatchProgress, 'status'>) => progress.status === 'running' || progress.status === 'paused';

/** Spec part 1 §8: '{successCount} reminders sent successfully, {failureCount} failed'. */
export const remindersSentText = (progress: Pick<BatchProgress, 'successCount' | 'failureCount'>) =>
  `${progress.successCount} reminders sent successfully, ${progress.failureCount} failed`;

/** Spec part 1 §8: 'Reminders sent!' with remindersSentText. */
export function remindersSentToast(progress: Pick<BatchProgress, 'batchId' | 'successCount' | 'failureCount'>) {
  if (!progress.batchId) {
    toast({ title: 'No overdue invoices', description: 'No reminders were needed: nothing is past its due date.' });
    return;
  }
  toast({ title: 'Reminders sent!', description: remindersSentText(progress) });
}

/** After a send: the summary and the pending list (a finished batch is not polled again). */
export function useRefreshCommunications() {
  const queryClient = useQueryClient();
  return () => Promise.all([communicationKeys.summary, communicationKeys.pending].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Starts a bulk run. A finished reply is toasted here; a running one is polled by the caller. */
export function useSendOverdueReminders() {
  const refresh = useRefreshCommunications();
  return useMutation({
    mutationFn: (body: SendRemindersRequest) =>
      apiRequest<BatchProgress>('POST', `${queryRoots.communications}/send-overdue-reminders`, body),
    onSuccess: (progress) => {
      if (progress.status !== 'finished') return;
      remindersSentToast(progress);
      return refresh();
    },
    onError: (error) => toast({ title: 'Failed to send reminders', description: errorDescription(error, 'Please try again later'), variant: 'destructive' }),
  });
}
