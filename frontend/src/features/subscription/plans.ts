import type { PlanResponse } from '@hisaab/contracts';
import { PLAN_ID_ALIASES } from '@hisaab/contracts';

/** The yardstick of "Save ₹…": one year of the Basic plan, in rupees (docs/spec/part-2.md §9). */
const BASE_YEARLY_PRICE_RUPEES = 1500;

export type PlanAction = 'Current Plan' | 'Upgrade' | 'Downgrade' | 'Choose Plan';

/** The premium plan's older spelling names the same plan. */
const canonical = (planId: string) => PLAN_ID_ALIASES[planId] ?? planId;

/**
 * The plan button's text, by the plan's position in the ordered list relative to the current plan
 * (docs/spec/part-2.md §2). With no current plan, or one no longer listed, every plan is a choice.
 */
export function planAction(plans: readonly Pick<PlanResponse, 'id'>[], planId: string, currentPlanId: string | null | undefined): PlanAction {
  const current = currentPlanId ? plans.findIndex((plan) => plan.id === canonical(currentPlanId)) : -1;
  if (current < 0) return 'Choose Plan';
  const position = plans.findIndex((plan) => plan.id === planId);
  if (position === current) return 'Current Plan';
  return position > current ? 'Upgrade' : 'Downgrade';
}

/** 1500 × years − price, in rupees; 0 when there is nothing to save (the one-year plans). */
export function planSavingsRupees(plan: Pick<PlanResponse, 'price' | 'duration'>): number {
  return Math.max(0, BASE_YEARLY_PRICE_RUPEES * (plan.duration / 12) - plan.price);
}

/** The tags of docs/spec/part-2.md §2. */
export function planTag(planId: string): 'Most Popular' | 'Campaign Master' | null {
  if (planId === 'plan_2_year') return 'Most Popular';
  if (canonical(planId) === 'plan_premium') return 'Campaign Master';
  return null;
}

/** '1 year', '2 years' for whole years, otherwise months. */
export function durationLabel(months: number): string {
  if (months % 12 !== 0) return `${months} months`;
  const years = months / 12;
  return years === 1 ? '1 year' : `${years} years`;
}
