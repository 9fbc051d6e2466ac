import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertLeadRequest, ConvertLeadResponse, LeadPageResponse, LeadRequest, LeadResponse, LeadStatus } from '@hisaab/contracts';
import { ApiError, apiRequest, errorDescription } from '@/lib/api-client';
import { withQuery } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type Lead = LeadResponse;

const PAGE_SIZE = 50;

export const leadKeys = {
  all: [queryRoots.leads] as const,
  list: (search: string, status: LeadStatus | '') => [queryRoots.leads, 'list', search, status] as const,
};

/** GET /api/leads: pages of the filtered list; each page carries the counts of every lead. */
export const leadsQuery = (search: string, status: LeadStatus | '') =>
  infiniteQueryOptions({
    queryKey: leadKeys.list(search, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<LeadPageResponse>('GET', withQuery(queryRoots.leads, { search, status, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leadKeys.all });
}

/** 'Failed to create lead:' followed by the error message (spec part 1 §8). */
export function useCreateLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ lead, idempotencyKey }: { lead: LeadRequest; idempotencyKey: string }) =>
      apiRequest<Lead>('POST', queryRoots.leads, lead, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      toast({ title: 'Lead created successfully' });
      return refresh();
    },
    onError: (error) => toast({ title: `Failed to create lead: ${errorDescription(error, 'Please try again.')}`, variant: 'destructive' }),
  });
}

export function useChangeLeadStatus() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) => apiRequest<Lead>('PATCH', `${queryRoots.leads}/${id}/status`, { status }),
    onSuccess: () => {
      toast({ title: 'Lead status updated successfully' });
      return refresh();
    },
    onError: (error) => toast({ title: 'Failed to update lead status', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** The new customer joins the customers list (and the invoice form's picker) at once. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customer, idempotencyKey }: { id: string; customer: ConvertLeadRequest; idempotencyKey: string }) =>
      apiRequest<ConvertLeadResponse>('POST', `${queryRoots.leads}/${id}/convert`, customer, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      toast({ title: 'Lead converted to customer successfully!' });
      return Promise.all([queryRoots.leads, queryRoots.customers, queryRoots.dashboard].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
    },
    // A GSTIN another customer has is shown under the field, with the choice to keep it: no toast for it.
    onError: (error) => {
      if (!isGstinTaken(error)) toast({ title: 'Failed to convert lead', description: errorDescription(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}

export function useDeleteLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${queryRoots.leads}/${id}`),
    onSuccess: () => {
      toast({ title: 'Lead deleted successfully' });
      return refresh();
    },
    onError: (error) => toast({ title: 'Failed to delete lead', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export function isGstinTaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'CUSTOMER_GSTIN_TAKEN';
}
