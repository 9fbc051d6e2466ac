import type { ReactNode } from 'react';
import { Megaphone } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Whether the plan includes campaigns, and the upgrade panel to show when it does not: the app hands
 * them over from the subscription feature (features do not import each other).
 */
export interface CampaignsPageProps {
  access: 'loading' | 'allowed' | 'upgrade';
  upgradePanel: ReactNode;
}

/**
 * /campaigns (docs/spec/part-2.md §2 "Marketing Campaigns"). Below plan_premium the spec's upgrade
 * panel; the campaign list itself is not built yet, and a premium owner is told so plainly.
 */
export default function CampaignsPage({ access, upgradePanel }: CampaignsPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Marketing Campaigns" subtitle="E-mail campaigns to your customers." />
      {access === 'loading' ? (
        <Skeleton className="h-64 w-full" />
      ) : access === 'allowed' ? (
        <Card>
          <EmptyState icon={Megaphone} title="Campaigns are coming soon" description="Your plan includes campaigns; creating and sending them arrives in the next release." />
        </Card>
      ) : (
        upgradePanel
      )}
    </div>
  );
}
