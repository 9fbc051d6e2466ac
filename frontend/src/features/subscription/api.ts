import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PlanResponse,
  SubscriptionHistoryEntry,
  SubscriptionOrderResponse,
  SubscriptionStatusResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@hisaab/contracts';
import { apiRequest } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { subscriptionStatusQueryKey } from './status';

export const plansQuery = () => queryOptions<PlanResponse[]>({ queryKey: ['/api/subscription/plans'], staleTime: Infinity });

export const historyQuery = () => queryOptions<SubscriptionHistoryEntry[]>({ queryKey: ['/api/subscriptions'] });

/** A purchase or a refresh changes the status (sidebar, badge, lock) and the history together. */
function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return (status?: SubscriptionStatusResponse) => {
    if (status) queryClient.setQueryData(subscriptionStatusQueryKey, status);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
      queryClient.invalidateQueries({ queryKey: historyQuery().queryKey }),
    ]);
  };
}

/** POST /api/subscription/create-order: one key per click, so a retried request makes one order. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (planId: string) =>
      apiRequest<SubscriptionOrderResponse>('POST', '/api/subscription/create-order', { planId }, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
  });
}

/** POST /api/subscription/verify-payment with Checkout's answer. */
export function useVerifyPayment() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: (answer: VerifyPaymentRequest) => apiRequest<VerifyPaymentResponse>('POST', '/api/subscription/verify-payment', answer),
    onSuccess: () => refresh(),
  });
}

/** POST /api/subscription/refresh: the server asks Razorpay about pending orders and answers the new status. */
export function useRefreshStatus() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: () => apiRequest<SubscriptionStatusResponse>('POST', '/api/subscription/refresh'),
    onSuccess: (status) => refresh(status),
  });
}
