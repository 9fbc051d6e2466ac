import { Link } from 'react-router-dom';
import { Megaphone } from 'lucide-react';
import { SubscriptionMessages, type SubscriptionStatusResponse } from '@hisaab/contracts';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** What /campaigns shows below plan_premium (docs/spec/part-2.md §2 "Marketing Campaigns"). */
export function CampaignsUpgradePanel({ status }: { status: SubscriptionStatusResponse | undefined }) {
  const trial = status?.trial;
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <Megaphone className="size-10 text-primary" aria-hidden />
      <h2 className="text-xl font-semibold">{SubscriptionMessages.planUpgradeRequired}</h2>
      <p className="max-w-md text-muted-foreground">
        E-mail campaigns to your customers (coming soon) come with the Premium Campaign plan: creating and sending them arrives in a coming release.{' '}
        {trial?.isTrialActive
          ? `Your free trial has ${trial.daysRemaining} ${trial.daysRemaining === 1 ? 'day' : 'days'} remaining; all features except campaigns are available during it.`
          : 'All other features remain fully available'}
      </p>
      <Link to="/subscription" className={buttonClasses()}>
        View Plans
      </Link>
    </Card>
  );
}
