import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GstSettings, InvoiceStatusRequest } from '@hisaab/contracts';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import type { Invoice, InvoiceDisplayStatus, InvoiceListItem, NewInvoice } from './types';

export interface InvoiceFilters {
  search: string;
  status: InvoiceDisplayStatus | '';
}

const PAGE_SIZE = 25;

export const invoiceKeys = {
  all: [queryRoots.invoices] as const,
  list: (filters: InvoiceFilters) => [queryRoots.invoices, 'list', filters] as const,
  detail: (id: string) => [queryRoots.invoices, 'detail', id] as const,
};

export const invoicesQuery = (filters: InvoiceFilters) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<InvoiceListItem>>('GET', withQuery(queryRoots.invoices, { ...filters, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Invoice>('GET', `${queryRoots.invoices}/${id}`, undefined, { signal }),
  });

/** What an invoice takes from the GST settings: composition (bills of supply, no tax) and the cess a new line starts with. */
export type InvoiceGstSettings = Pick<GstSettings, 'isComposition' | 'cessRate'>;

/** Shares the GST Settings screen's cache entry (same key, same endpoint). */
export const invoiceGstSettingsQuery = () =>
  queryOptions({
    queryKey: [queryRoots.gstSettings] as const,
    queryFn: ({ signal }) => apiRequest<InvoiceGstSettings>('GET', queryRoots.gstSettings, undefined, { signal }),
  });

/** Invoices feed the dashboard figures and (once sent) take stock: refresh all three. */
/** Challans too: cancelling an invoice made from a challan frees the challan. */
function useRefreshAfterInvoiceChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryRoots.invoices, queryRoots.dashboard, queryRoots.products, queryRoots.deliveryChallans].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
    );
}

export function useCreateInvoice() {
  const refresh = useRefreshAfterInvoiceChange();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: NewInvoice; idempotencyKey: string }) =>
      apiRequest<Invoice>('POST', queryRoots.invoices, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (invoice) => {
      toast({ title: 'Invoice created successfully', description: `${invoice.invoiceNumber} is saved as a draft.` });
      return refresh();
    },
    onError: (error) => toast({ title: 'Failed to create invoice', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** Drafts only: the server answers 409 INVOICE_NOT_EDITABLE once an invoice is issued. */
export function useUpdateInvoice() {
  const refresh = useRefreshAfterInvoiceChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NewInvoice }) => apiRequest<Invoice>('PUT', `${queryRoots.invoices}/${id}`, body),
    onSuccess: (invoice) => {
      toast({ title: 'Invoice updated successfully', description: `${invoice.invoiceNumber} is saved as a draft.` });
      return refresh();
    },
    onError: (error) => toast({ title: 'Failed to update invoice', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export const ISSUED_NOT_DELIVERED = 'The invoice is issued. It has not been sent to the customer yet: e-mail it or share it on WhatsApp from its row.';

export function useChangeInvoiceStatus() {
  const refresh = useRefreshAfterInvoiceChange();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string } & InvoiceStatusRequest) =>
      apiRequest<Invoice>('PUT', `${queryRoots.invoices}/${id}/status`, change satisfies InvoiceStatusRequest),
    onSuccess: (_invoice, change) => {
      // "Send Invoice" issues the invoice; it does not deliver it, and the toast must not let the user think so.
      const description = change.status === 'sent' ? ISSUED_NOT_DELIVERED : undefined;
      toast({ title: 'Invoice status updated successfully', description });
      return refresh();
    },
    onError: (error) =>
      toast({ title: 'Failed to update invoice status', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}
