import type {
  BusinessConfig,
  ExpenseCategory,
  ExpenseRequest,
  ExpenseResponse,
  ExpenseSummaryResponse,
  PurchaseBillListItemResponse,
  PurchaseBillRequest,
  PurchaseBillResponse,
} from '@hisaab/contracts';
import { RECEIPT_FIELD } from '@hisaab/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest, apiUpload, errorDescription } from '@/lib/api-client';
import type { DateRange } from '@/lib/date-ranges';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type Expense = ExpenseResponse;
export type PurchaseBill = PurchaseBillResponse;
export type PurchaseListItem = PurchaseBillListItemResponse;

const PAGE_SIZE = 25;

export interface ExpenseFilters extends DateRange {
  search: string;
  category: ExpenseCategory | '';
}

export const expenseKeys = {
  all: [queryRoots.expenses] as const,
  list: (filters: ExpenseFilters) => [queryRoots.expenses, 'list', filters] as const,
  summary: (range: DateRange) => [queryRoots.expenses, 'summary', range] as const,
};

export const purchaseKeys = {
  all: [queryRoots.purchases] as const,
  list: (filters: DateRange & { search: string }) => [queryRoots.purchases, 'list', filters] as const,
  one: (id: string) => [queryRoots.purchases, id] as const,
};

export const expensesQuery = (filters: ExpenseFilters) =>
  infiniteQueryOptions({
    queryKey: expenseKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiRequest<Page<Expense>>('GET', withQuery(queryRoots.expenses, { ...filters, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const expenseSummaryQuery = (range: DateRange) =>
  queryOptions({
    queryKey: expenseKeys.summary(range),
    queryFn: ({ signal }) => apiRequest<ExpenseSummaryResponse>('GET', withQuery(`${queryRoots.expenses}/summary`, { ...range }), undefined, { signal }),
  });

export const purchasesQuery = (filters: DateRange & { search: string }) =>
  infiniteQueryOptions({
    queryKey: purchaseKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<PurchaseListItem>>('GET', withQuery(queryRoots.purchases, { ...filters, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const purchaseQuery = (id: string) =>
  queryOptions({ queryKey: purchaseKeys.one(id), queryFn: ({ signal }) => apiRequest<PurchaseBill>('GET', `${queryRoots.purchases}/${id}`, undefined, { signal }) });

/** The business's own state: the place of supply a new bill starts with (goods come to it). */
export const businessConfigQuery = () =>
  queryOptions({ queryKey: [queryRoots.config] as const, queryFn: ({ signal }) => apiRequest<BusinessConfig>('GET', queryRoots.config, undefined, { signal }) });

/** Expenses, their summary and purchases' monthly totals move together. */
function refreshMoneyOut(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([queryRoots.expenses, queryRoots.purchases, queryRoots.dashboard].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}

/** POST (with its Idempotency-Key) or PUT, then the receipt chosen in the dialog, if any. */
export function useSaveExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, expense, receipt, idempotencyKey }: { id?: string; expense: ExpenseRequest; receipt: File | null; idempotencyKey: string }) => {
      const saved = id
        ? await apiRequest<Expense>('PUT', `${queryRoots.expenses}/${id}`, expense)
        : await apiRequest<Expense>('POST', queryRoots.expenses, expense, { headers: { 'Idempotency-Key': idempotencyKey } });
      if (!receipt) return { saved, receiptFailed: false };
      try {
        return { saved: await uploadReceipt(saved.id, receipt), receiptFailed: false };
      } catch (error) {
        // The expense is kept: the receipt can be attached again from its row.
        toast({ title: 'Receipt not attached', description: errorDescription(error, 'Please try again from the expense.'), variant: 'destructive' });
        return { saved, receiptFailed: true };
      }
    },
    onSuccess: (_result, { id }) => {
      toast({ title: id ? 'Expense updated successfully' : 'Expense recorded successfully' });
      return refreshMoneyOut(queryClient);
    },
    onError: (error, { id }) => toast({ title: id ? 'Failed to update expense' : 'Failed to record expense', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

function uploadReceipt(id: string, file: File): Promise<Expense> {
  const form = new FormData();
  form.append(RECEIPT_FIELD, file);
  return apiUpload<Expense>(`${queryRoots.expenses}/${id}/receipt`, form);
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${queryRoots.expenses}/${id}`),
    onSuccess: () => {
      toast({ title: 'Expense deleted successfully' });
      return refreshMoneyOut(queryClient);
    },
    onError: (error) => toast({ title: 'Failed to delete expense', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export function useRemoveReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${queryRoots.expenses}/${id}/receipt`),
    onSuccess: () => {
      toast({ title: 'Receipt removed' });
      return queryClient.invalidateQueries({ queryKey: expenseKeys.all });
    },
    onError: (error) => toast({ title: 'Failed to remove receipt', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** The receipt's bytes, fetched with the session (an <img src> could not send it). */
export function fetchReceipt(id: string): Promise<{ blob: Blob; contentType: string }> {
  return apiBlob(`${queryRoots.expenses}/${id}/receipt`);
}

export function useRecordPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bill, idempotencyKey }: { bill: PurchaseBillRequest; idempotencyKey: string }) =>
      apiRequest<PurchaseBill>('POST', queryRoots.purchases, bill, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      toast({ title: 'Purchase bill recorded successfully' });
      // Stock and cost prices moved too.
      return Promise.all([refreshMoneyOut(queryClient), queryClient.invalidateQueries({ queryKey: [queryRoots.products] })]);
    },
    onError: (error) => toast({ title: 'Failed to record purchase bill', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}
