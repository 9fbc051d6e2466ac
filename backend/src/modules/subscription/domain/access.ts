import type { TrialStatus } from '@hisaab/contracts';

const DAY_MS = 24 * 3600 * 1000;

/** What the gate knows about the caller at one instant. */
export interface AccessFacts {
  trialStartDate: Date;
  trialEndDate: Date;
  /** The plan covering this instant, if any. */
  currentPlan: { includesCampaigns: boolean } | null;
  /** The configured master admin: never locked out. */
  isMasterAdmin: boolean;
}

export type AccessNeed = 'business' | 'campaigns';
export type AccessDecision = 'allowed' | 'subscription_required' | 'plan_upgrade_required';

/** Whether the trial still runs at `now`: the gate asks this on every request, without trialStatus's dates as text. */
function trialActive(facts: Pick<AccessFacts, 'trialEndDate'>, now: Date): boolean {
  return facts.trialEndDate.getTime() > now.getTime();
}

export function trialStatus(facts: Pick<AccessFacts, 'trialStartDate' | 'trialEndDate'>, now: Date): TrialStatus {
  const remainingMs = facts.trialEndDate.getTime() - now.getTime();
  return {
    isTrialActive: trialActive(facts, now),
    daysRemaining: remainingMs > 0 ? Math.ceil(remainingMs / DAY_MS) : 0,
    trialStartDate: facts.trialStartDate.toISOString(),
    trialEndDate: facts.trialEndDate.toISOString(),
  };
}

/**
 * The access rule (spec part 2 §1, §4, §6): a plan or a running trial opens the business APIs; only a
 * plan that includes campaigns opens the campaign APIs (the trial does not); the master admin is exempt.
 */
export function decideAccess(facts: AccessFacts, now: Date, need: AccessNeed): AccessDecision {
  if (facts.isMasterAdmin) return 'allowed';
  if (need === 'campaigns') {
    if (facts.currentPlan?.includesCampaigns) return 'allowed';
    return facts.currentPlan || trialActive(facts, now) ? 'plan_upgrade_required' : 'subscription_required';
  }
  return facts.currentPlan || trialActive(facts, now) ? 'allowed' : 'subscription_required';
}
