import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLogout } from '@/features/auth';
import { CampaignsUpgradePanel, subscriptionStatusQuery } from '@/features/subscription';

const SubscriptionPage = lazy(() => import('@/features/subscription/pages/SubscriptionPage'));
const CampaignsPage = lazy(() => import('@/features/campaigns/pages/CampaignsPage'));

// Features don't import each other; the app hands each screen what it needs from another feature.

export function SubscriptionScreen() {
  return <SubscriptionPage logout={useLogout()} />;
}

export function CampaignsScreen() {
  const status = useQuery(subscriptionStatusQuery());
  const access = status.isPending ? 'loading' : status.data?.canUseCampaigns ? 'allowed' : 'upgrade';
  return <CampaignsPage access={access} upgradePanel={<CampaignsUpgradePanel status={status.data} />} />;
}
