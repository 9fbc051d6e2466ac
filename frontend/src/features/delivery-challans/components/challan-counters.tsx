import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, FileClock, FileText, Truck } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { challanCountersQuery } from '../api';

/** The screen's four counters (spec part 2 §2): total, dispatched, delivered, pending invoice. */
export function ChallanCounters() {
  const { data, isPending, isError } = useQuery(challanCountersQuery());
  const value = (n: number | undefined) => (isError ? '—' : (n ?? 0));
  return (
    <section className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Challan counts">
      <StatCard title="Total Challans" icon={FileText} value={value(data?.total)} loading={isPending} />
      <StatCard title="Dispatched" icon={Truck} value={value(data?.dispatched)} hint="On the way" loading={isPending} />
      <StatCard title="Delivered" icon={CheckCircle2} value={value(data?.delivered)} loading={isPending} />
      <StatCard title="Pending Invoice" icon={FileClock} value={value(data?.pendingInvoice)} hint="Delivered, not invoiced" loading={isPending} />
    </section>
  );
}
