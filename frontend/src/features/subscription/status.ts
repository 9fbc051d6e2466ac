import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionStatusResponse } from '@hisaab/contracts';

export const subscriptionStatusQueryKey = ['/api/subscription/status'] as const;

/** Read with the default query reader (GET on the key's path). */
export const subscriptionStatusQuery = () =>
  queryOptions<SubscriptionStatusResponse>({ queryKey: subscriptionStatusQueryKey });

/**
 * The premium plan id is `plan_premium`; `plan_premium_campaign` is the older spelling the
 * spec also shows, still accepted wherever a plan id is read.
 */
const PREMIUM_PLAN_IDS = new Set(['plan_premium', 'plan_premium_campaign']);

export function isPremiumPlan(planId: string | undefined): boolean {
  return planId !== undefined && PREMIUM_PLAN_IDS.has(planId);
}

/** The sidebar plan badge (docs/spec/part-1.md §4). */
export function planBadgeLabel(status: SubscriptionStatusResponse): string {
  if (status.hasActiveSubscription && status.subscription) {
    return isPremiumPlan(status.subscription.planId) ? 'Premium Campaign' : 'Pro Plan';
  }
  if (status.trial.isTrialActive) return `Trial (${status.trial.daysRemaining}d)`;
  if (status.trial.trialEndDate) return 'Trial Expired';
  return 'Free';
}

/**
 * Neither a paid plan nor a running trial: the app is locked except for the subscription page,
 * the policies and logout (docs/spec/part-1.md §4). The server enforces the same rule on every call;
 * this only keeps the interface honest about it.
 */
export function isAccessLocked(status: SubscriptionStatusResponse | undefined): boolean {
  if (!status) return false;
  // The server's decision, so the exempt master admin is never shown a locked app.
  return !status.hasAccess;
}
