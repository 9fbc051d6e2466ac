import { describe, expect, it } from 'vitest';
import type { SubscriptionStatusResponse } from '@hisaab/contracts';
import { isAccessLocked, planBadgeLabel } from './status';

const trial = (isTrialActive: boolean, daysRemaining = 0) => ({
  isTrialActive,
  daysRemaining,
  trialStartDate: '2025-07-01T00:00:00.000Z',
  trialEndDate: '2025-07-08T00:00:00.000Z',
});

const status = (overrides: Partial<SubscriptionStatusResponse>): SubscriptionStatusResponse => ({
  hasActiveSubscription: false,
  subscription: null,
  trial: trial(false),
  hasAccess: overrides.hasActiveSubscription === true || overrides.trial?.isTrialActive === true,
  canUseCampaigns: false,
  paymentsConfigured: true,
  ...overrides,
});

const subscribed = (planId: string) =>
  status({ hasActiveSubscription: true, subscription: { planId, planName: 'Plan', startDate: '2025-01-01', endDate: '2027-01-01', amount: 2500, status: 'active' } });

describe('plan badge', () => {
  it.each([
    [subscribed('plan_premium'), 'Premium Campaign'],
    [subscribed('plan_premium_campaign'), 'Premium Campaign'],
    [subscribed('plan_2_year'), 'Pro Plan'],
    [status({ trial: trial(true, 5) }), 'Trial (5d)'],
    [status({ trial: trial(false) }), 'Trial Expired'],
    [status({ trial: { ...trial(false), trialStartDate: '', trialEndDate: '' } }), 'Free'],
  ])('%#: %s', (input, label) => {
    expect(planBadgeLabel(input)).toBe(label);
  });
});

describe('access lock', () => {
  it('locks only when status is known and there is neither a plan nor a trial', () => {
    expect(isAccessLocked(undefined)).toBe(false);
    expect(isAccessLocked(status({ trial: trial(false) }))).toBe(true);
    expect(isAccessLocked(status({ trial: trial(true, 2) }))).toBe(false);
    expect(isAccessLocked(subscribed('plan_1_year'))).toBe(false);
    // The master admin: no plan, no trial, and still open because the server says so.
    expect(isAccessLocked(status({ trial: trial(false), hasAccess: true }))).toBe(false);
  });
});
