import { CheckCircle2, Percent, Phone, Sparkles, Users } from 'lucide-react';
import type { LeadStatusCounts } from '@hisaab/contracts';
import { StatCard } from '@/components/ui/stat-card';

/** Converted divided by total, as a rounded percent; null when there are no leads to divide by. */
export function conversionRate(counts: LeadStatusCounts): number | null {
  return counts.all ? Math.round((counts.converted / counts.all) * 100) : null;
}

/** Spec part 1 §2: Total Leads, New Leads, Contacted, Converted, Conversion Rate — every figure from the business's leads. */
export function LeadStats({ counts }: { counts: LeadStatusCounts | undefined }) {
  const rate = counts && conversionRate(counts);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <StatCard title="Total Leads" icon={Users} value={counts?.all} hint="In the pipeline, all statuses" loading={!counts} />
      <StatCard title="New Leads" icon={Sparkles} value={counts?.lead} hint="Not contacted yet" loading={!counts} />
      <StatCard title="Contacted" icon={Phone} value={counts?.contacted} hint="Waiting to be nurtured" loading={!counts} />
      <StatCard title="Converted" icon={CheckCircle2} value={counts?.converted} hint="Now customers" loading={!counts} />
      <StatCard
        title="Conversion Rate"
        icon={Percent}
        value={rate === null || rate === undefined ? '—' : `${rate}%`}
        hint={rate === null || rate === undefined ? 'No leads yet: add one to see the rate' : `${counts?.converted} of ${counts?.all} leads converted`}
        loading={!counts}
      />
    </div>
  );
}
