import { CHALLAN_STATUS_LABELS, type ChallanStatus } from '@hisaab/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANTS: Record<ChallanStatus, BadgeVariant> = {
  draft: 'secondary',
  dispatched: 'warning',
  delivered: 'success',
  returned: 'outline',
  partially_returned: 'outline',
};

export function ChallanStatusBadge({ status }: { status: ChallanStatus }) {
  return <Badge variant={VARIANTS[status]}>{CHALLAN_STATUS_LABELS[status]}</Badge>;
}
