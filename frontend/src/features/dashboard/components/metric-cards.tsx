import { useQuery } from '@tanstack/react-query';
import { FileClock, IndianRupee, Receipt, TrendingDown, TrendingUp, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatRupees } from '@/lib/format';
import { metricsQuery, type DashboardMetrics } from '../api';

/** The real change against last month; where there is nothing to compare with, it says so instead of a percent. */
export function RevenueChange({ change }: { change: DashboardMetrics['revenueChange'] }) {
  if (change.percent === null) {
    return <span>{change.thisMonth > 0 ? 'No sales last month' : 'No sales this month or last month'}</span>;
  }
  const up = change.percent >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span className={`inline-flex items-center gap-1 ${up ? 'text-success' : 'text-destructive'}`}>
      <Icon className="size-3.5" aria-hidden />
      {up ? '+' : ''}
      {change.percent}% from last month
    </span>
  );
}

export function MetricCards() {
  const { data: metrics, isPending, isError } = useQuery(metricsQuery());
  const loading = isPending;
  const unavailable = isError ? 'Could not load' : undefined;
  const gst = metrics?.gstCollected;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Total Revenue"
        icon={IndianRupee}
        loading={loading}
        value={metrics ? formatRupees(metrics.totalRevenue) : '—'}
        hint={unavailable ?? (metrics && <RevenueChange change={metrics.revenueChange} />)}
      />
      <StatCard
        title="Outstanding Invoices"
        icon={FileClock}
        loading={loading}
        value={metrics ? formatRupees(metrics.outstandingAmount) : '—'}
        hint={unavailable ?? (metrics && `${metrics.pendingInvoicesCount} pending ${metrics.pendingInvoicesCount === 1 ? 'invoice' : 'invoices'}`)}
      />
      <StatCard
        title="GST Collected"
        icon={Receipt}
        loading={loading}
        value={gst ? formatRupees(gst.total) : '—'}
        hint={
          unavailable ??
          (gst && (
            <>
              <span className="block">This quarter ({metrics.periods.quarter.label})</span>
              <span className="block">
                CGST {formatRupees(gst.cgst)} · SGST {formatRupees(gst.sgst)} · IGST {formatRupees(gst.igst)}
              </span>
            </>
          ))
        }
      />
      <StatCard
        title="Active Customers"
        icon={Users}
        loading={loading}
        value={metrics?.activeCustomers ?? '—'}
        hint={unavailable ?? (metrics && `${metrics.newActiveCustomersThisMonth} new this month`)}
      />
    </div>
  );
}
