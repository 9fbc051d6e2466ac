import { type AccessFacts, decideAccess, trialStatus } from './access';
import { addMonths, findPlan } from './plans';

const now = new Date('2026-11-26T12:00:00Z');
const day = 24 * 3600_000;
const facts = (over: Partial<AccessFacts>): AccessFacts => ({
  trialStartDate: new Date(now.getTime() - 3 * day),
  trialEndDate: new Date(now.getTime() + 4 * day),
  currentPlan: null,
  isMasterAdmin: false,
  ...over,
});
const lapsed = { trialEndDate: new Date(now.getTime() - 1) };

describe('the access rule', () => {
  it.each([
    ['trial running', {}, 'allowed', 'plan_upgrade_required'],
    ['trial ended, no plan', lapsed, 'subscription_required', 'subscription_required'],
    ['plan without campaigns', { ...lapsed, currentPlan: { includesCampaigns: false } }, 'allowed', 'plan_upgrade_required'],
    ['premium plan', { ...lapsed, currentPlan: { includesCampaigns: true } }, 'allowed', 'allowed'],
    ['master admin', { ...lapsed, isMasterAdmin: true }, 'allowed', 'allowed'],
  ] as const)('%s', (_case, over, business, campaigns) => {
    expect(decideAccess(facts(over), now, 'business')).toBe(business);
    expect(decideAccess(facts(over), now, 'campaigns')).toBe(campaigns);
  });

  it('counts trial days up, and ends the trial at its end instant', () => {
    expect(trialStatus(facts({}), now)).toMatchObject({ isTrialActive: true, daysRemaining: 4 });
    expect(trialStatus(facts({ trialEndDate: new Date(now.getTime() + 1) }), now)).toMatchObject({ isTrialActive: true, daysRemaining: 1 });
    expect(trialStatus(facts({ trialEndDate: now }), now)).toMatchObject({ isTrialActive: false, daysRemaining: 0 });
  });
});

describe('plans', () => {
  it('accepts the premium alias and nothing unknown', () => {
    expect(findPlan('plan_premium_campaign')?.id).toBe('plan_premium');
    expect(findPlan('plan_2_year')).toMatchObject({ pricePaise: 250_000, durationMonths: 24 });
    expect(findPlan('plan_free')).toBeNull();
    expect(findPlan('constructor')).toBeNull();
  });

  it.each([
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2024-02-29T00:00:00Z', 12, '2025-02-28T00:00:00.000Z'],
    ['2026-11-26T12:00:00Z', 24, '2028-11-26T12:00:00.000Z'],
  ])('adds calendar months: %s + %i', (start, months, end) => {
    expect(addMonths(new Date(start), months).toISOString()).toBe(end);
  });
});
