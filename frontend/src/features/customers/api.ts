import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerFields, CustomerResponse, CustomerSaveRequest } from '@hisaab/contracts';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** A customer as /api/customers replies, and the body a POST/PUT sends. */
export type Customer = CustomerResponse;
export type CustomerInput = CustomerFields & Pick<CustomerSaveRequest, 'confirmDuplicateGstin'>;

/** The invoice fields the customer's invoice list shows. */
export interface CustomerInvoice {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  total: number;
  displayStatus: string;
}

const PAGE_SIZE = 60;

export const customerKeys = {
  all: [queryRoots.customers] as const,
  list: (search: string) => [queryRoots.customers, 'list', search] as const,
  /** Under the invoices root: any invoice change refreshes it. */
  invoices: (customerId: string) => [queryRoots.invoices, 'by-customer', customerId] as const,
};

export const customersQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Customer>>('GET', withQuery(queryRoots.customers, { search, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const customerInvoicesQuery = (customerId: string) =>
  queryOptions({
    queryKey: customerKeys.invoices(customerId),
    queryFn: ({ signal }) =>
      apiRequest<Page<CustomerInvoice>>('GET', withQuery(queryRoots.invoices, { customerId, limit: 100 }), undefined, { signal }),
  });

function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
}

/** Adds a customer (no id) or updates one; both failures read 'Failed to add customer' (docs/spec/part-1.md §8). */
export function useSaveCustomer() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: ({ id, customer }: { id?: string; customer: CustomerInput }) =>
      id ? apiRequest<Customer>('PUT', `${queryRoots.customers}/${id}`, customer) : apiRequest<Customer>('POST', queryRoots.customers, customer),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? 'Customer updated successfully' : 'Customer added successfully' });
      return refresh();
    },
    onError: (error) => toast({ title: 'Failed to add customer', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export function useDeleteCustomer() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${queryRoots.customers}/${id}`),
    onSuccess: () => {
      toast({ title: 'Customer deleted successfully' });
      return refresh();
    },
    // A customer with invoices answers 409 with the reason, shown as is.
    onError: (error) => toast({ title: 'Failed to delete customer', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}
