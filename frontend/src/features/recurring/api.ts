import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RecurringMessages, type RecurringGenerateResponse, type RecurringInvoiceRequest, type RecurringInvoiceResponse } from '@hisaab/contracts';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { generatedToast } from './components/generated-toast';

export type RecurringTemplate = RecurringInvoiceResponse;

const PAGE_SIZE = 30;
const ROOT = queryRoots.recurringInvoices;

export const recurringKeys = { all: [ROOT] as const, list: () => [ROOT, 'list'] as const };

export const templatesQuery = () =>
  infiniteQueryOptions({
    queryKey: recurringKeys.list(),
    queryFn: ({ pageParam, signal }) => apiRequest<Page<RecurringTemplate>>('GET', withQuery(ROOT, { cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Templates change; so may invoices (Generate Now) and with them the dashboard. */
function useRefresh(alsoInvoices = false) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recurringKeys.all }),
      ...(alsoInvoices ? [queryClient.invalidateQueries({ queryKey: [queryRoots.invoices] }), queryClient.invalidateQueries({ queryKey: [queryRoots.dashboard] })] : []),
    ]);
}

const failed = (title: string) => (error: unknown) => toast({ title, description: errorDescription(error, 'Please try again.'), variant: 'destructive' });

/** Creates (no id) or replaces a template; a create carries an Idempotency-Key, so a double click saves one. */
export function useSaveTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, template, key }: { id?: string; template: RecurringInvoiceRequest; key: string }) =>
      id
        ? apiRequest<RecurringTemplate>('PUT', `${ROOT}/${id}`, template)
        : apiRequest<RecurringTemplate>('POST', ROOT, template, { headers: { 'Idempotency-Key': key } }),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? 'Recurring invoice updated successfully' : 'Recurring invoice created successfully' });
      return refresh();
    },
    onError: failed(RecurringMessages.saveFailed),
  });
}

export function useToggleTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<RecurringTemplate>('POST', `${ROOT}/${id}/toggle`),
    onSuccess: (template) => {
      toast({ title: template.isActive ? `${template.templateName} is active` : `${template.templateName} is paused` });
      return refresh();
    },
    onError: failed(RecurringMessages.toggleFailed),
  });
}

export function useGenerateNow() {
  const refresh = useRefresh(true);
  return useMutation({
    // One key per click: a retried request makes the same invoice.
    mutationFn: (id: string) => apiRequest<RecurringGenerateResponse>('POST', `${ROOT}/${id}/generate`, undefined, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSuccess: (result) => {
      toast(generatedToast(result));
      return refresh();
    },
    onError: failed(RecurringMessages.generateFailed),
  });
}

export function useDeleteTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${ROOT}/${id}`),
    onSuccess: () => {
      toast({ title: 'Recurring invoice deleted successfully' });
      return refresh();
    },
    onError: failed(RecurringMessages.deleteFailed),
  });
}
