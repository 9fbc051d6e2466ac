import type { PaymentResponse } from '@hisaab/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import type { PaymentMethod } from './methods';

/** A payment as GET /api/payments lists it (the page does not read createdAt). */
export type Payment = Omit<PaymentResponse, 'createdAt'>;

export interface NewPayment {
  invoiceId: string;
  amount: number;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  referenceNumber: string;
  notes: string;
}

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

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, idempotencyKey }: { payment: NewPayment; idempotencyKey: string }) =>
      apiRequest<unknown>('POST', queryRoots.payments, payment, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      toast({ title: 'Payment recorded successfully' });
      // A payment changes its invoice (paid, outstanding) and the dashboard figures.
      return Promise.all(
        [queryRoots.payments, queryRoots.invoices, queryRoots.dashboard].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      );
    },
    onError: (error) => toast({ title: 'Failed to record payment', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}
