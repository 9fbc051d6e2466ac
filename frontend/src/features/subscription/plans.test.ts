import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '@hisaab/contracts';
import { durationLabel, planAction, planSavingsRupees, planTag } from './plans';

const PLANS = PLAN_IDS.map((id) => ({ id }));

describe('plan button', () => {
  it.each([
    ['plan_1_year', null, 'Choose Plan'],
    ['plan_premium', undefined, 'Choose Plan'],
    ['plan_2_year', 'plan_2_year', 'Current Plan'],
    ['plan_3_year', 'plan_2_year', 'Upgrade'],
    ['plan_premium', 'plan_2_year', 'Upgrade'],
    ['plan_1_year', 'plan_2_year', 'Downgrade'],
    ['plan_premium', 'plan_premium_campaign', 'Current Plan'],
    ['plan_3_year', 'plan_premium_campaign', 'Downgrade'],
    ['plan_1_year', 'plan_retired', 'Choose Plan'],
  ])('%s with current %s reads %s', (planId, current, label) => {
    expect(planAction(PLANS, planId, current)).toBe(label);
  });
});

describe('plan card', () => {
  it.each([
    [1500, 12, 0],
    [2500, 24, 500],
    [3500, 36, 1000],
    [5000, 12, 0],
  ])('₹%i for %i months saves ₹%i', (price, duration, savings) => {
    expect(planSavingsRupees({ price, duration })).toBe(savings);
  });

  it('tags the 2-year plan and the premium plan', () => {
    expect(['plan_1_year', 'plan_2_year', 'plan_3_year', 'plan_premium', 'plan_premium_campaign'].map(planTag)).toEqual([
      null,
      'Most Popular',
      null,
      'Campaign Master',
      'Campaign Master',
    ]);
  });

  it('names durations in years', () => {
    expect([12, 24, 36, 18].map(durationLabel)).toEqual(['1 year', '2 years', '3 years', '18 months']);
  });
});
