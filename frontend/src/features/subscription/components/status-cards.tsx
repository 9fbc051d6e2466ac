import { AlertTriangle, Clock, Crown } from 'lucide-react';
import type { SubscriptionStatusResponse } from '@hisaab/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate, formatRupees } from '@/lib/format';

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The running free trial: days left, and what it covers (docs/spec/part-2.md §6). */
export function TrialBanner({ trial }: { trial: SubscriptionStatusResponse['trial'] }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-900">
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Free Trial Active: {dayCount(trial.daysRemaining)} remaining</p>
        <p className="text-sm">
          All features except campaigns are available during your trial. It ends on {formatDate(trial.trialEndDate)}; choose a plan to keep using Hisaab after that.
        </p>
      </div>
    </div>
  );
}

/** The trial is over and no plan runs: everything is kept, and a plan opens it again. */
export function TrialExpiredBanner({ trial }: { trial: SubscriptionStatusResponse['trial'] }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Your free trial has ended</p>
        <p className="text-sm">
          {trial.trialEndDate ? `It ended on ${formatDate(trial.trialEndDate)}. ` : ''}Your invoices, customers and records are kept safe. Choose a plan to continue
          using Hisaab.
        </p>
      </div>
    </div>
  );
}

/** The plan that gives access now; its end date includes any plan bought to follow it. */
export function CurrentSubscriptionCard({ subscription }: { subscription: NonNullable<SubscriptionStatusResponse['subscription']> }) {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Crown className="mt-1 size-6 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="text-xl font-semibold">Current Subscription</h2>
          <p className="mt-1 text-muted-foreground">
            <span className="font-medium text-foreground">{subscription.planName}</span> · {formatRupees(subscription.amount)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:text-right">
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <Badge variant="success">Active</Badge>
        </dd>
        <dt className="text-muted-foreground">Started</dt>
        <dd>{formatDate(subscription.startDate)}</dd>
        <dt className="text-muted-foreground">Valid until</dt>
        <dd className="font-medium">{formatDate(subscription.endDate)}</dd>
      </dl>
    </Card>
  );
}
