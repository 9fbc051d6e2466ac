import { useId } from 'react';
import { Check, Clock } from 'lucide-react';
import type { PlanResponse } from '@hisaab/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { durationLabel, planSavingsRupees, planTag, type PlanAction } from '../plans';

interface PlanCardProps {
  plan: PlanResponse;
  action: PlanAction;
  /** This plan's order is being created or paid for. */
  processing: boolean;
  /** Another purchase is under way: one at a time. */
  disabled: boolean;
  /** Why no plan can be bought now (e.g. online payment is not set up): the button is disabled and says so. */
  unavailableReason?: string;
  onChoose: () => void;
}

/** One plan: tag, price, savings against yearly Basic, features and the button its position decides. */
export function PlanCard({ plan, action, processing, disabled, unavailableReason, onChoose }: PlanCardProps) {
  const reasonId = useId();
  const tag = planTag(plan.id);
  const savings = planSavingsRupees(plan);
  const current = action === 'Current Plan';
  const reason = current ? undefined : unavailableReason;
  return (
    <Card className={cn('relative flex flex-col gap-4 p-6', (tag === 'Most Popular' || current) && 'border-primary ring-1 ring-primary')}>
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        {tag && <Badge variant={tag === 'Most Popular' ? 'default' : 'warning'}>{tag}</Badge>}
        {current && <Badge variant="success">Active</Badge>}
      </div>
      <div>
        <h3 className="text-lg font-semibold">{plan.name}</h3>
        <p className="mt-2">
          <span className="text-3xl font-bold tracking-tight">{formatRupees(plan.price)}</span>
          <span className="text-sm text-muted-foreground"> / {durationLabel(plan.duration)}</span>
        </p>
        {savings > 0 && <p className="mt-1 text-sm font-medium text-success">Save {formatRupees(savings)}</p>}
      </div>
      <ul className="flex flex-1 flex-col gap-2 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) =>
          /\(coming soon\)/i.test(feature) ? (
            // Not built yet: no tick, so it never reads as available today.
            <li key={feature} className="flex gap-2 text-muted-foreground">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              {feature}
            </li>
          ) : (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {feature}
            </li>
          ),
        )}
      </ul>
      <Button
        variant={current ? 'outline' : 'default'}
        disabled={current || disabled || reason !== undefined}
        loading={processing}
        onClick={onChoose}
        aria-label={current ? `${plan.name}: Current Plan` : `${action}: ${plan.name}`}
        aria-describedby={reason ? reasonId : undefined}
        title={reason}
      >
        {processing ? 'Processing...' : action}
      </Button>
      {reason && (
        <p id={reasonId} className="-mt-2 text-center text-xs text-muted-foreground">
          {reason}
        </p>
      )}
    </Card>
  );
}
