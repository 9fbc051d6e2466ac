import { useQuery } from '@tanstack/react-query';
import { FileClock, IndianRupee, Percent, TrendingUp } from 'lucide-react';
import type { ProfitLossReportResponse } from '@hisaab/contracts';
import { StatCard } from '@/components/ui/stat-card';
import { formatRupees } from '@/lib/format';
import { reportQuery, type ReportPeriodInput } from '../api';

/** What the Net Profit Margin tile says instead of a number (spec part 2 §2: never a made-up 15.2%). */
export const MARGIN_UNAVAILABLE_TEXT = {
  no_sales: 'No sales in this period',
  no_costs: 'No costs or expenses recorded for this period',
} as const;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function marginHint(r: ProfitLossReportResponse): string {
  const uncosted = r.costOfGoods.linesWithoutCost;
  const base = `Of net sales of ${formatRupees(r.summary.netSales)}`;
  return uncosted ? `${base}; ${plural(uncosted, 'invoice line')} without a cost price` : base;
}

/** The four tiles of the period: revenue, what is still due, net profit and its margin (from the P&L). */
export function ReportTiles({ period }: { period: ReportPeriodInput }) {
  const { data: r, isPending, isError } = useQuery(reportQuery('profit-loss', period));
  const failed = isError ? 'Could not load' : undefined;
  const margin = r?.profit.margin ?? null;
  const unavailable = r?.profit.marginUnavailable;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Total Revenue"
        icon={IndianRupee}
        loading={isPending}
        value={r ? formatRupees(r.revenue.total) : '—'}
        hint={failed ?? (r && (r.summary.invoiceCount ? `${plural(r.summary.invoiceCount, 'invoice')}, GST included` : 'No invoices in this period'))}
      />
      <StatCard
        title="Outstanding Amount"
        icon={FileClock}
        loading={isPending}
        value={r ? formatRupees(r.revenue.outstanding) : '—'}
        hint={failed ?? (r && `${formatRupees(r.revenue.paid)} received so far`)}
      />
      <StatCard
        title="Net Profit"
        icon={TrendingUp}
        loading={isPending}
        value={r ? formatRupees(r.profit.net) : '—'}
        hint={failed ?? (r && `Gross profit ${formatRupees(r.profit.gross)}, expenses ${formatRupees(r.summary.expenses)}`)}
      />
      <StatCard
        title="Net Profit Margin"
        icon={Percent}
        loading={isPending}
        value={margin === null ? '—' : `${margin}%`}
        hint={failed ?? (r && (unavailable ? MARGIN_UNAVAILABLE_TEXT[unavailable] : marginHint(r)))}
      />
    </div>
  );
}
