import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChallanStatus,
  ChallanStatusRequest,
  DeliveryChallanCountersResponse,
  DeliveryChallanListItemResponse,
  DeliveryChallanRequest,
  DeliveryChallanResponse,
} from '@hisaab/contracts';
import { apiBlob, apiRequest, errorDescription } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-file';
import { toast } from '@/lib/toast';

export type Challan = DeliveryChallanResponse;
export type ChallanListItem = DeliveryChallanListItemResponse;
export type ChallanCounters = DeliveryChallanCountersResponse;

export interface ChallanFilters {
  search: string;
  status: ChallanStatus | '';
}

const PAGE_SIZE = 25;
const ROOT = queryRoots.deliveryChallans;

export const challanKeys = {
  list: (filters: ChallanFilters) => [ROOT, 'list', filters] as const,
  counters: () => [ROOT, 'counters'] as const,
  detail: (id: string) => [ROOT, 'detail', id] as const,
};

export const challansQuery = (filters: ChallanFilters) =>
  infiniteQueryOptions({
    queryKey: challanKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiRequest<Page<ChallanListItem>>('GET', withQuery(ROOT, { ...filters, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const challanCountersQuery = () =>
  queryOptions({ queryKey: challanKeys.counters(), queryFn: ({ signal }) => apiRequest<ChallanCounters>('GET', `${ROOT}/counters`, undefined, { signal }) });

export const challanQuery = (id: string) =>
  queryOptions({ queryKey: challanKeys.detail(id), queryFn: ({ signal }) => apiRequest<Challan>('GET', `${ROOT}/${id}`, undefined, { signal }) });

/** A challan moves stock (dispatch, returns) and may become an invoice: refresh those lists and the dashboard too. */
function useRefreshAfterChallanChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([ROOT, queryRoots.products, queryRoots.invoices, queryRoots.dashboard].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}

export function useCreateChallan() {
  const refresh = useRefreshAfterChallanChange();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DeliveryChallanRequest; idempotencyKey: string }) =>
      apiRequest<Challan>('POST', ROOT, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (challan) => {
      toast({ title: 'Delivery challan created successfully', description: challan.ewayBillWarning ?? `${challan.challanNumber} is saved as a draft.` });
      return refresh();
    },
    onError: (error) => toast({ title: 'Error creating delivery challan', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export const STATUS_TOASTS: Record<ChallanStatus, string> = {
  draft: 'Challan saved as a draft',
  dispatched: 'Challan marked as dispatched: its goods left stock',
  delivered: 'Challan marked as delivered',
  returned: 'Challan marked as returned: its goods are back in stock',
  partially_returned: 'Challan marked as partially returned: the returned goods are back in stock',
};

export function useChangeChallanStatus() {
  const refresh = useRefreshAfterChallanChange();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string } & ChallanStatusRequest) => apiRequest<Challan>('PUT', `${ROOT}/${id}/status`, change satisfies ChallanStatusRequest),
    onSuccess: (challan) => {
      toast({ title: STATUS_TOASTS[challan.status], description: challan.challanNumber });
      return refresh();
    },
    onError: (error) => toast({ title: 'Error updating status', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export function useConvertToInvoice() {
  const refresh = useRefreshAfterChallanChange();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      apiRequest<Challan>('POST', `${ROOT}/${id}/convert-to-invoice`, undefined, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (challan) => {
      toast({ title: 'Challan converted to invoice', description: `Draft invoice ${challan.invoiceNumber} is on the Invoices screen.` });
      return refresh();
    },
    onError: (error) => toast({ title: 'Error converting to invoice', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** Downloads the Rule 55 PDF (all three copies); it needs the bearer token, so it is fetched first. */
export async function downloadChallanPdf(challan: { id: string; challanNumber: string }): Promise<void> {
  try {
    const { blob } = await apiBlob(`${ROOT}/${encodeURIComponent(challan.id)}/pdf`);
    saveBlob(blob, `Delivery-Challan-${challan.challanNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`);
  } catch (error) {
    toast({ title: 'Could not download the PDF', description: errorDescription(error, 'Please try again.'), variant: 'destructive' });
  }
}
