import { EXPENSE_CATEGORY_LABELS, type ProfitLossReportResponse } from '@hisaab/contracts';
import { MARGIN_UNAVAILABLE_TEXT } from '../report-tiles';
import { Figures, money, Section } from './figures';

type Expense = ProfitLossReportResponse['expensesByCategory'][number];

export function ProfitLossView({ report: r }: { report: ProfitLossReportResponse }) {
  const s = r.summary;
  const uncosted = r.costOfGoods.linesWithoutCost;
  return (
    <div className="flex flex-col gap-6">
      <Figures
        single
        items={[
          ['Sales (taxable value)', money(s.sales)],
          [`Less credit notes (${s.creditNoteCount})`, money(-s.creditNotes)],
          ['Net sales', money(s.netSales)],
          ['Cost of goods sold', money(s.costOfGoodsSold)],
          ['Gross profit', money(r.profit.gross)],
          ['Expenses', money(s.expenses)],
          ['Net profit', money(r.profit.net)],
          ['Net profit margin', r.profit.margin === null ? MARGIN_UNAVAILABLE_TEXT[r.profit.marginUnavailable ?? 'no_sales'] : `${r.profit.margin}%`],
        ]}
      />
      {uncosted > 0 && (
        <p className="rounded-md border p-3 text-sm">
          {uncosted} invoice {uncosted === 1 ? 'line has' : 'lines have'} no cost price (items typed on the invoice, or products without a cost price when it was issued):
          they count at no cost. Cost of goods is {money(r.costOfGoods.sold)} at issue, less {money(r.costOfGoods.returned)} returned on credit notes.
        </p>
      )}
      <Section<Expense>
        title="Expenses by category"
        caption="Expenses by category"
        columns={[
          { header: 'Category', cell: (e) => EXPENSE_CATEGORY_LABELS[e.category] },
          { header: 'Entries', numeric: true, cell: (e) => e.count },
          { header: 'Amount', numeric: true, cell: (e) => money(e.amount) },
        ]}
        rows={r.expensesByCategory}
        rowKey={(e) => e.category}
        empty="No expenses recorded in this period."
        note="Before GST where the GST is claimable; the GST is part of the cost where it is not."
      />
    </div>
  );
}
