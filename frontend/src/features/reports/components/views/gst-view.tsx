import type { GstRateRow, GstReportResponse, InputTaxReportRow } from '@hisaab/contracts';
import { Figures, money, monthLabel, ratePercent, Section, taxColumns } from './figures';

export function GstView({ report: r }: { report: GstReportResponse }) {
  return (
    <div className="flex flex-col gap-6">
      <Figures
        items={[
          ['Output tax (less credit notes)', money(r.outputTotals.total)],
          ['Input tax credit', money(r.inputTotals.total)],
          ['Net GST liability', money(r.netLiability.total)],
          ['Taken off by credit notes', money(r.creditNotes.total)],
          ['GST paid that cannot be claimed', money(r.notClaimable.total)],
          ['Invoices / credit notes', `${r.summary.invoiceCount} / ${r.summary.creditNoteCount}`],
        ]}
      />
      <Section<GstRateRow>
        title="Output tax by month and rate"
        caption="Output tax by month and rate"
        columns={[
          { header: 'Month', cell: (row) => `${monthLabel(row.month)} · ${ratePercent(row.gstRate)}` },
          { header: 'Taxable value', numeric: true, cell: (row) => money(row.taxable) },
          ...taxColumns<GstRateRow>(),
        ]}
        rows={r.output}
        rowKey={(row) => `${row.month}-${row.gstRate}`}
        empty="No invoices or credit notes in this period."
      />
      <Section<InputTaxReportRow>
        title="Input tax credit"
        caption="Input tax credit by month, source and rate"
        columns={[
          { header: 'Month', cell: (row) => `${monthLabel(row.month)} · ${row.source === 'purchase' ? 'Purchase bills' : 'Expenses'} · ${ratePercent(row.gstRate)}` },
          { header: 'Taxable value', numeric: true, cell: (row) => money(row.taxable) },
          ...taxColumns<InputTaxReportRow>(),
        ]}
        rows={r.input}
        rowKey={(row) => `${row.month}-${row.source}-${row.gstRate}`}
        empty={r.inputTaxNote ?? 'No claimable input tax in this period.'}
        note={r.netLiability.total < 0 ? 'A negative liability is credit carried forward.' : undefined}
      />
    </div>
  );
}
