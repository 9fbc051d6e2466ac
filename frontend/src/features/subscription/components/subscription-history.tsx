import { History } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionHistoryEntry } from '@hisaab/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { historyQuery } from '../api';
import { durationLabel } from '../plans';

const STATUS: Record<SubscriptionHistoryEntry['status'], { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  scheduled: { label: 'Scheduled', variant: 'warning' },
  expired: { label: 'Expired', variant: 'secondary' },
};

const COLUMNS: readonly Column<SubscriptionHistoryEntry>[] = [
  { header: 'Plan', cell: (entry) => <span className="font-medium">{entry.planName}</span> },
  { header: 'Duration', cell: (entry) => durationLabel(entry.duration) },
  { header: 'Amount', numeric: true, cell: (entry) => formatRupees(entry.amount) },
  { header: 'Status', cell: (entry) => <Badge variant={STATUS[entry.status].variant}>{STATUS[entry.status].label}</Badge> },
  { header: 'Payment Date', cell: (entry) => formatDate(entry.paymentDate) },
  { header: 'End Date', cell: (entry) => formatDate(entry.endDate) },
];

/** GET /api/subscriptions, newest first. */
export function SubscriptionHistory() {
  const query = useQuery(historyQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Subscription History</CardTitle>
      </CardHeader>
      {query.isError ? (
        <p role="alert" className="px-6 pb-6 text-sm text-destructive">
          {errorDescription(query.error, 'Could not load your subscription history.')}
        </p>
      ) : !query.isPending && !query.data.length ? (
        <EmptyState icon={History} title="No subscriptions yet" description="Plans you buy appear here with their payment and end dates." />
      ) : (
        <DataTable caption="Subscription History" columns={COLUMNS} rows={query.data ?? []} rowKey={(entry) => entry.id} loading={query.isPending} skeletonRows={2} />
      )}
    </Card>
  );
}
