import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignPageResponse, CampaignPreviewRequest, CampaignPreviewResponse, CampaignRequest, CampaignResponse, CampaignStatus } from '@hisaab/contracts';
import { CampaignMessages } from '@hisaab/contracts';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { withQuery } from '@/lib/page';
import { toast } from '@/lib/toast';

export type Campaign = CampaignResponse;

const ROOT = '/api/campaigns';
const PAGE_SIZE = 24;
/** While a campaign is sending, the cards refresh this often: progress without a reload. */
export const RUNNING_POLL_MS = 2000;

export const campaignKeys = {
  all: [ROOT] as const,
  list: (search: string, status: CampaignStatus | '') => [ROOT, 'list', search, status] as const,
};

/** GET /api/campaigns: the filtered cards, page by page; polled while one of them runs. */
export const campaignsQuery = (search: string, status: CampaignStatus | '') =>
  infiniteQueryOptions({
    queryKey: campaignKeys.list(search, status),
    queryFn: ({ pageParam, signal }) => apiRequest<CampaignPageResponse>('GET', withQuery(ROOT, { search, status, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some((c) => c.status === 'running')) ? RUNNING_POLL_MS : false),
  });

/** Spec part 2 §8: a failure shows the server's message under 'Error'. */
const failed = (error: unknown) => toast({ title: 'Error', description: errorDescription(error, 'Please try again.'), variant: 'destructive' });

function useCampaignMutation<V>(request: (variables: V) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast({ title: success });
      return queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: failed,
  });
}

export function useCreateCampaign() {
  return useCampaignMutation(
    ({ campaign, idempotencyKey }: { campaign: CampaignRequest; idempotencyKey: string }) =>
      apiRequest<Campaign>('POST', ROOT, campaign, { headers: { 'Idempotency-Key': idempotencyKey } }),
    CampaignMessages.created,
  );
}

export const useStartCampaign = () => useCampaignMutation((id: string) => apiRequest<Campaign>('POST', `${ROOT}/${id}/start`), CampaignMessages.started);
export const usePauseCampaign = () => useCampaignMutation((id: string) => apiRequest<Campaign>('POST', `${ROOT}/${id}/pause`), CampaignMessages.paused);
export const useResumeCampaign = () => useCampaignMutation((id: string) => apiRequest<Campaign>('POST', `${ROOT}/${id}/resume`), CampaignMessages.resumed);
export const useCancelCampaign = () => useCampaignMutation((id: string) => apiRequest<Campaign>('POST', `${ROOT}/${id}/cancel`), CampaignMessages.cancelled);
export const useDeleteCampaign = () => useCampaignMutation((id: string) => apiRequest<void>('DELETE', `${ROOT}/${id}`), CampaignMessages.deleted);

/** The message as a customer gets it, rendered by the server (the same Markdown rules as the e-mail). */
export function usePreviewCampaign() {
  return useMutation({ mutationFn: (body: CampaignPreviewRequest) => apiRequest<CampaignPreviewResponse>('POST', `${ROOT}/preview`, body), onError: failed });
}
