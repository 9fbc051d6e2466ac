import type { CustomerAnalysisRow, CustomersReportResponse } from '@hisaab/contracts';
import { formatDate } from '@/lib/format';
import { Figures, money, Section } from './figures';

export function CustomersView({ report: r }: { report: CustomersReportResponse }) {
  const s = r.summary;
  return (
    <div className="flex flex-col gap-6">
      <Figures
        items={[
          ['Customers invoiced', s.customerCount],
          ['Invoiced', money(s.totalInvoiced)],
          ['Credited', money(s.totalCredited)],
          ['Received', money(s.totalPaid)],
          ['Outstanding today', money(s.outstanding)],
          ['Not yet due', money(r.ageing.notDue)],
          ['0-30 days past due', money(r.ageing.days0to30)],
          ['31-60 days past due', money(r.ageing.days31to60)],
          ['61-90 days past due', money(r.ageing.days61to90)],
          ['90+ days past due', money(r.ageing.over90)],
        ]}
      />
      <Section<CustomerAnalysisRow>
        title="Customer Analysis"
        caption="The ten customers with the largest invoiced amounts"
        columns={[
          { header: 'Customer', cell: (c) => c.customer.name },
          { header: 'Invoices', numeric: true, cell: (c) => c.stats.totalInvoices },
          { header: 'Invoiced', numeric: true, cell: (c) => money(c.stats.totalInvoiced) },
          { header: 'Paid', numeric: true, cell: (c) => money(c.stats.totalPaid) },
          { header: 'Outstanding', numeric: true, cell: (c) => money(c.stats.outstanding) },
          { header: '90+ days', numeric: true, cell: (c) => money(c.ageing.over90) },
          { header: 'Last purchase', cell: (c) => formatDate(c.lastPurchase) },
        ]}
        rows={r.customers}
        rowKey={(c) => c.customer.id}
        empty="No customers invoiced in this period."
        note={s.customerCount > r.customers.length ? `The ${r.customers.length} largest of ${s.customerCount} customers: Download CSV lists every one with its ageing.` : undefined}
      />
    </div>
  );
}
