import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, type LeadStatusCounts } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';

interface StatusFiltersProps {
  value: LeadStatus | '';
  onChange: (status: LeadStatus | '') => void;
  counts: LeadStatusCounts | undefined;
}

const FILTERS: { status: LeadStatus | ''; label: string }[] = [{ status: '', label: 'All Leads' }, ...LEAD_STATUSES.map((status) => ({ status, label: LEAD_STATUS_LABELS[status] }))];

/** Spec part 1 §2: 'All Leads' plus one button per status, each with its count. */
export function StatusFilters({ value, onChange, counts }: StatusFiltersProps) {
  return (
    <div role="group" aria-label="Filter leads by status" className="flex flex-wrap gap-2">
      {FILTERS.map(({ status, label }) => (
        <Button key={label} size="sm" variant={value === status ? 'default' : 'outline'} aria-pressed={value === status} onClick={() => onChange(status)}>
          {label}
          <span className="tabular-nums">({counts ? counts[status || 'all'] : '…'})</span>
        </Button>
      ))}
    </div>
  );
}
