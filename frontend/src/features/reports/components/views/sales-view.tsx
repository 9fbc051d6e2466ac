import type { SalesHsnRow, SalesPeriodRow, SalesRegisterRow, SalesReportResponse, TopCustomer, TopSellingProduct } from '@hisaab/contracts';
import { formatDate } from '@/lib/format';
import { Figures, money, monthLabel, quantity, ratePercent, Section, taxColumns } from './figures';

/** The register rows shown in the dialog; the CSV lists every invoice. */
const REGISTER_SHOWN = 10;

export function SalesView({ report: r }: { report: SalesReportResponse }) {
  const s = r.summary;
  return (
    <div className="flex flex-col gap-6">
      <Figures
        items={[
          ['Invoices', s.invoiceCount],
          ['Taxable value', money(s.taxable)],
          ['GST', money(s.gstAmount)],
          ['Total', money(s.total)],
          ['Received', money(r.revenue.paid)],
          ['Outstanding', money(r.revenue.outstanding)],
          [`Credit notes (${r.creditNotes.count})`, money(r.creditNotes.total)],
        ]}
      />
      <Section<TopCustomer>
        title="Top 5 Customers"
        caption="Top 5 customers by sales"
        columns={[
          { header: 'Customer', cell: (c) => c.customer.name },
          { header: 'Invoices', numeric: true, cell: (c) => c.invoiceCount },
          { header: 'Total', numeric: true, cell: (c) => money(c.totalAmount) },
        ]}
        rows={r.topCustomers}
        rowKey={(c) => c.customer.id}
        empty="No customers invoiced in this period."
      />
      <Section<TopSellingProduct>
        title="Top 5 Selling Products"
        caption="Top 5 selling products by taxable value"
        columns={[
          { header: 'Product', cell: (p) => p.name },
          { header: 'Quantity', numeric: true, cell: (p) => quantity(p.sales.quantity) },
          { header: 'Sales', numeric: true, cell: (p) => money(p.sales.revenue) },
          { header: 'In stock', numeric: true, cell: (p) => (p.stock === null ? '—' : p.stock) },
        ]}
        rows={r.topSellingProducts}
        rowKey={(p) => p.productId ?? `typed-${p.name}`}
        empty="Nothing sold in this period."
      />
      <Section<SalesPeriodRow>
        title={r.granularity === 'day' ? 'By day' : 'By month'}
        caption={`Sales by ${r.granularity}`}
        columns={[
          { header: r.granularity === 'day' ? 'Day' : 'Month', cell: (p) => (r.granularity === 'day' ? formatDate(p.period) : monthLabel(p.period)) },
          { header: 'Invoices', numeric: true, cell: (p) => p.invoiceCount },
          { header: 'Taxable value', numeric: true, cell: (p) => money(p.taxable) },
          { header: 'Total', numeric: true, cell: (p) => money(p.total) },
        ]}
        rows={r.byPeriod}
        rowKey={(p) => p.period}
        empty="No invoices in this period."
      />
      <Section<SalesHsnRow>
        title="By HSN and rate"
        caption="Sales by HSN and GST rate"
        columns={[
          { header: 'HSN', cell: (h) => `${h.hsn || 'No HSN'} · ${ratePercent(h.gstRate)}` },
          { header: 'Taxable value', numeric: true, cell: (h) => money(h.taxable) },
          ...taxColumns<SalesHsnRow>(),
        ]}
        rows={r.byHsn}
        rowKey={(h) => `${h.hsn}-${h.gstRate}`}
        empty="No invoice lines in this period."
        note={r.counts.hsn > r.byHsn.length ? `The ${r.byHsn.length} largest of ${r.counts.hsn}.` : undefined}
      />
      <Section<SalesRegisterRow>
        title="Invoice register"
        caption="The newest invoices of the period"
        columns={[
          { header: 'Invoice', cell: (i) => i.invoiceNumber },
          { header: 'Date', cell: (i) => formatDate(i.invoiceDate) },
          { header: 'Customer', cell: (i) => i.customerName },
          { header: 'Total', numeric: true, cell: (i) => money(i.total) },
        ]}
        rows={r.register.slice(0, REGISTER_SHOWN)}
        rowKey={(i) => i.id}
        empty="No invoices in this period."
        note={r.counts.invoices > REGISTER_SHOWN ? `The newest ${REGISTER_SHOWN} of ${r.counts.invoices} invoices: Download CSV lists every one.` : undefined}
      />
    </div>
  );
}
