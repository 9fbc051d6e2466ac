import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rememberChosenPlan } from '../chosen-plan';
import { TRIAL_DAYS, formatRupees } from '../plans';

/** On the sign-up screen: the plan chosen on the pricing cards, remembered for after the trial. */
export function ChosenPlanNotice() {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const plan = useMemo(() => rememberChosenPlan(planId), [planId]);
  if (!plan) return null;
  return (
    <p role="status" className="mb-4 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      Plan chosen: <strong>{plan.name}</strong>, {formatRupees(plan.pricePaise)} / {plan.periodLabel}. You start with the{' '}
      {TRIAL_DAYS}-day free trial; we remember your choice for when you buy.
    </p>
  );
}
