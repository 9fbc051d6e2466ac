import type { SubscriptionStatusResponse } from '@hisaab/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { planBadgeLabel } from '@/features/subscription';

function badgeVariant(status: SubscriptionStatusResponse): BadgeVariant {
  if (status.hasActiveSubscription) return 'success';
  if (status.trial.isTrialActive) return 'warning';
  return 'destructive';
}

export function PlanBadge({ status }: { status: SubscriptionStatusResponse | undefined }) {
  if (!status) return null;
  return <Badge variant={badgeVariant(status)}>{planBadgeLabel(status)}</Badge>;
}
