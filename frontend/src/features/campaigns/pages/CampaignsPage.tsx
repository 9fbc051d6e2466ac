import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { CampaignsUpgradePanel, subscriptionStatusQuery } from '@/features/subscription';

/**
 * /campaigns (docs/spec/part-2.md §2 "Marketing Campaigns"). Below plan_premium the spec's upgrade
 * panel; the campaign list itself is not built yet, and a premium owner is told so plainly.
 */
export default function CampaignsPage() {
  const status = useQuery(subscriptionStatusQuery());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Marketing Campaigns" subtitle="E-mail campaigns to your customers." />
      {status.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : status.data?.canUseCampaigns ? (
        <Card>
          <EmptyState icon={Megaphone} title="Campaigns are coming soon" description="Your plan includes campaigns; creating and sending them arrives in the next release." />
        </Card>
      ) : (
        <CampaignsUpgradePanel status={status.data} />
      )}
    </div>
  );
}
