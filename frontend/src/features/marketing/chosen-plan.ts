import { PLANS, type MarketingPlan } from './plans';

/** The plan picked on the pricing cards, kept for this browser tab until the owner buys it. */
export const CHOSEN_PLAN_STORAGE_KEY = 'hisaab_chosen_plan';

/** The sign-up link of a pricing card: /register?plan=plan_2_year. */
export const signUpPathFor = (plan: Pick<MarketingPlan, 'id'>) => `/register?plan=${plan.id}`;

const planById = (id: string | null) => PLANS.find((plan) => plan.id === id) ?? null;

/** Remembers the plan named in the sign-up link (an unknown id is ignored) and returns the remembered one. */
export function rememberChosenPlan(planIdFromLink: string | null): MarketingPlan | null {
  const fromLink = planById(planIdFromLink);
  if (fromLink) sessionStorage.setItem(CHOSEN_PLAN_STORAGE_KEY, fromLink.id);
  return fromLink ?? planById(sessionStorage.getItem(CHOSEN_PLAN_STORAGE_KEY));
}
