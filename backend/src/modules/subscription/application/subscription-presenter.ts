import type { PlanResponse, SubscriptionHistoryEntry } from '@hisaab/contracts';
import { toRupees } from '@hisaab/gst';
import { type Plan, planById } from '../domain/plans';
import type { SubscriptionRecord } from './ports/subscription-store';

export function toPlanResponse(plan: Plan): PlanResponse {
  return { id: plan.id, name: plan.name, duration: plan.durationMonths, price: toRupees(plan.pricePaise), features: plan.features, includesCampaigns: plan.includesCampaigns };
}

export function subscriptionState(subscription: Pick<SubscriptionRecord, 'startsAt' | 'endsAt'>, now: Date): SubscriptionHistoryEntry['status'] {
  if (subscription.endsAt.getTime() <= now.getTime()) return 'expired';
  return subscription.startsAt.getTime() > now.getTime() ? 'scheduled' : 'active';
}

export function toHistoryEntry(subscription: SubscriptionRecord, now: Date): SubscriptionHistoryEntry {
  const plan = planById(subscription.planId);
  return {
    id: subscription.id,
    planId: plan.id,
    planName: plan.name,
    duration: plan.durationMonths,
    amount: toRupees(subscription.amountPaise),
    status: subscriptionState(subscription, now),
    paymentDate: subscription.createdAt.toISOString(),
    startDate: subscription.startsAt.toISOString(),
    endDate: subscription.endsAt.toISOString(),
    paymentId: subscription.paymentId,
  };
}
