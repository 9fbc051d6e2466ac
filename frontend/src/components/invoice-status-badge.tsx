import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Spec part 1 §4: paid green, sent yellow 'Pending', overdue red; cancelled is ours; anything else a grey draft. */
const STATUS_BADGES: Record<string, { label: string; variant: BadgeVariant }> = {
  paid: { label: 'Paid', variant: 'success' },
  sent: { label: 'Pending', variant: 'warning' },
  overdue: { label: 'Overdue', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};
const DRAFT_BADGE = { label: 'Draft', variant: 'secondary' } as const;

export function invoiceStatusLabel(status: string): string {
  return (STATUS_BADGES[status] ?? DRAFT_BADGE).label;
}

/** `status` is the invoice's display status (its stored status, or 'overdue' when sent and past due). */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const { label, variant } = STATUS_BADGES[status] ?? DRAFT_BADGE;
  return <Badge variant={variant}>{label}</Badge>;
}
