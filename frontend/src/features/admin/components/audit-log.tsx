import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { ADMIN_AUDIT_OUTCOMES, type AdminAuditEntry, type AdminAuditOutcome } from '@hisaab/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Select } from '@/components/ui/select';
import { errorDescription } from '@/lib/api-client';
import { auditLogQuery } from '../api';
import { AUDIT_ACTION_LABELS, auditTime, changeSummary, refusalText } from '../audit';

const OUTCOME_LABELS: Record<AdminAuditOutcome, string> = { done: 'Done', refused: 'Refused' };

const COLUMNS: Column<AdminAuditEntry>[] = [
  { header: 'When', cell: (entry) => <time dateTime={entry.createdAt}>{auditTime(entry.createdAt)}</time> },
  { header: 'Who', cell: (entry) => entry.actorEmail },
  { header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
  { header: 'On whom', cell: (entry) => entry.targetEmail ?? entry.targetUserId ?? '—' },
  { header: 'Change', cell: (entry) => changeSummary(entry) },
  {
    header: 'Outcome',
    cell: (entry) =>
      entry.outcome === 'refused' ? (
        // Wraps (the badge's own nowrap would win a class): a long reason must not widen a 375 px phone's card.
        <Badge variant="destructive" style={{ whiteSpace: 'normal' }} title={entry.reason ?? undefined}>
          {refusalText(entry.reason)}
        </Badge>
      ) : (
        <Badge variant="success">Done</Badge>
      ),
  },
  { header: 'Request ID', cell: (entry) => <code className="text-xs break-all">{entry.requestId}</code> },
];

/** The master's audit log (GET /api/admin/audit-log): every admin action and refused attempt, newest first. */
export function AuditLog() {
  const [outcome, setOutcome] = useState<AdminAuditOutcome | ''>('');
  const entries = useInfiniteQuery(auditLogQuery(outcome));
  const rows = entries.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle as="h2" className="text-lg">
          Audit Log
        </CardTitle>
        <Select aria-label="Outcome" className="sm:w-44" value={outcome} onChange={(event) => setOutcome(event.target.value as AdminAuditOutcome | '')}>
          <option value="">All outcomes</option>
          {ADMIN_AUDIT_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {OUTCOME_LABELS[value]}
            </option>
          ))}
        </Select>
      </CardHeader>
      {entries.isError ? (
        <p role="alert" className="px-6 pb-6 text-sm text-destructive">
          {errorDescription(entries.error, 'Could not load the audit log.')}
        </p>
      ) : !entries.isPending && rows.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={outcome === 'refused' ? 'No refused attempts' : 'No audit entries yet'}
          description="Admin actions and refused admin attempts are listed here as they happen."
        />
      ) : (
        <div className="border-t">
          <DataTable caption="Audit log" columns={COLUMNS} rows={rows} rowKey={(entry) => entry.id} loading={entries.isPending} />
        </div>
      )}
      <LoadMore query={entries} />
    </Card>
  );
}
