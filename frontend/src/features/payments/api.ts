import type { PaymentRequest, PaymentResponse } from '@hisaab/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** A payment as GET /api/payments lists it (the page does not read createdAt). */
export type Payment = Omit<PaymentResponse, 'createdAt'>;

/** The body of POST /api/payments: the contract's type. */
export type NewPayment = PaymentRequest;

/** A sent invoice that still owes money: the only kind a payment can be recorded against. */
export interface UnpaidInvoice {
  id: string;
  invoiceNumber: string;
  customer: { name: string };
  total: number;
  outstanding: number;
}

const PAGE_SIZE = 25;
/** The API's page limit; a shop with more unpaid invoices than this finds the rest by recording these first. */
const UNPAID_LIMIT = 100;

export const paymentKeys = {
  all: [queryRoots.payments] as const,
  /** Under the invoices root: any invoice change refreshes it. */
  unpaidInvoices: [queryRoots.invoices, 'unpaid'] as const,
};

export const paymentsQuery = () =>
  infiniteQueryOptions({
    queryKey: paymentKeys.all,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Payment>>('GET', withQuery(queryRoots.payments, { cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const unpaidInvoicesQuery = () =>
  queryOptions({
    queryKey: paymentKeys.unpaidInvoices,
    queryFn: ({ signal }) =>
      apiRequest<Page<UnpaidInvoice>>('GET', withQuery(queryRoots.invoices, { status: 'sent', limit: UNPAID_LIMIT }), undefined, { signal }),
    select: (page) => page.items.filter((invoice) => invoice.outstanding > 0),
  });

/** A payment, its invoice and the dashboard change together: refresh all three. */
function refreshAfterPayment(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([queryRoots.payments, queryRoots.invoices, queryRoots.dashboard].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}

/** POST /api/payments/{id}/reverse: the payment is kept, marked reversed with the reason; its invoice is open again. */
export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiRequest<unknown>('POST', `${queryRoots.payments}/${id}/reverse`, { reason }),
    onSuccess: () => {
      toast({ title: 'Payment reversed' });
      return refreshAfterPayment(queryClient);
    },
    onError: (error) => toast({ title: 'Failed to reverse payment', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, idempotencyKey }: { payment: NewPayment; idempotencyKey: string }) =>
      apiRequest<unknown>('POST', queryRoots.payments, payment, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      toast({ title: 'Payment recorded successfully' });
      return refreshAfterPayment(queryClient);
    },
    onError: (error) => toast({ title: 'Failed to record payment', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}
