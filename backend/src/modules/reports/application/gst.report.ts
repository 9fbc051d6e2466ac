import { Injectable } from '@nestjs/common';
import type { GstRateRow, GstReportResponse, InputTaxReportRow } from '@hisaab/contracts';
import { sumPaise } from '@hisaab/gst';
import type { AuthContext } from '../../../shared/tenant';
import type { DateRange, ReportRange } from '../domain/periods';
import { gstLiability, NO_INPUT_TAX_NOTE, type GstLiability } from '../domain/gst-liability';
import { addHeads, headsOf, type TaxHeadsPaise } from '../domain/tax-heads';
import { csvFile } from '../domain/csv';
import { MoneyOut, type InputTaxLine } from './ports/money-out';
import { SalesFigures } from './ports/sales-figures';
import { TaxFigures, type RateTax } from './ports/tax-figures';
import { csvHeads, csvMoney, periodOf, rupees, taxHeads } from './report-presenter';

export const GST_CSV_HEADER = ['Tax', 'Month', 'Source', 'GST Rate', 'Documents', 'Taxable Value', 'CGST', 'SGST/UTGST', 'IGST', 'Cess', 'Total Tax'];

interface RateFigure extends TaxHeadsPaise {
  month: string;
  gstRate: number;
  taxablePaise: number;
}

/** Invoice lines less credit note lines, per month and rate (a month of notes alone gives negative rows). */
function netByRate(rows: readonly RateTax[]): RateFigure[] {
  const byKey = new Map<string, RateFigure>();
  for (const row of rows) {
    const key = `${row.month}|${row.gstRate}`;
    const sign = row.source === 'invoice' ? 1 : -1;
    const was = byKey.get(key) ?? { month: row.month, gstRate: row.gstRate, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0 };
    const signed = { cgstPaise: sign * row.cgstPaise, sgstPaise: sign * row.sgstPaise, igstPaise: sign * row.igstPaise, cessPaise: sign * row.cessPaise };
    byKey.set(key, { ...was, ...addHeads(headsOf(was), signed), taxablePaise: sumPaise([was.taxablePaise, sign * row.taxablePaise]) });
  }
  return [...byKey.values()].sort((a, b) => (a.month === b.month ? a.gstRate - b.gstRate : a.month < b.month ? -1 : 1));
}

/** Claimable input tax by month, source and rate (the purchases' rows are also split by kind of supply). */
function claimableByRate(rows: readonly InputTaxLine[]): InputTaxLine[] {
  const byKey = new Map<string, InputTaxLine>();
  for (const row of rows.filter((r) => r.itcEligible)) {
    const key = `${row.month}|${row.source}|${row.gstRate}`;
    const was = byKey.get(key);
    byKey.set(key, was ? { ...was, ...addHeads(headsOf(was), headsOf(row)), documentCount: was.documentCount + row.documentCount, taxablePaise: sumPaise([was.taxablePaise, row.taxablePaise]) } : row);
  }
  return [...byKey.values()];
}

const total = (rows: readonly (TaxHeadsPaise & { taxablePaise: number })[]) => ({ ...addHeads(...rows.map(headsOf)), taxablePaise: sumPaise(rows.map((r) => r.taxablePaise)) });

/**
 * The GST report: output tax by month, rate and head, net of credit notes; input tax credit from recorded
 * purchase bills and expenses whose GST is claimable; the net liability. The dashboard's GST Paid and Net
 * GST Liability are this report's `liability` for the quarter.
 */
@Injectable()
export class GstReport {
  constructor(
    private readonly sales: SalesFigures,
    private readonly tax: TaxFigures,
    private readonly moneyOut: MoneyOut,
  ) {}

  /**
   * The position of a period whose invoice totals the caller reads itself (the dashboard's quarter, from
   * billing's daily totals): the notes and input tax are read here, at once, and applied to those totals.
   */
  async liabilityFor(businessId: string, range: DateRange): Promise<(invoices: TaxHeadsPaise) => GstLiability> {
    const [notes, input] = await Promise.all([this.sales.creditNoteTotals(businessId, range), this.moneyOut.inputTax(businessId, range)]);
    return (invoices) => gstLiability(invoices, headsOf(notes), input);
  }

  async json(auth: AuthContext, range: ReportRange): Promise<GstReportResponse> {
    const f = await this.figures(auth.businessId, range);
    const rate = (r: RateFigure): GstRateRow => ({ month: r.month, gstRate: r.gstRate, taxable: rupees(r.taxablePaise), ...taxHeads(r) });
    const input = (r: InputTaxLine): InputTaxReportRow => ({ month: r.month, source: r.source, gstRate: r.gstRate, documentCount: r.documentCount, taxable: rupees(r.taxablePaise), ...taxHeads(r) });
    return {
      type: 'gst',
      period: periodOf(range),
      summary: {
        invoiceCount: f.invoiceCount,
        creditNoteCount: f.creditNoteCount,
        outputTax: taxHeads(f.liability.output).total,
        inputTax: taxHeads(f.liability.input).total,
        netLiability: taxHeads(f.liability.net).total,
      },
      output: f.output.map(rate),
      outputTotals: { taxable: rupees(f.outputTotals.taxablePaise), ...taxHeads(f.liability.output) },
      creditNotes: { taxable: rupees(f.notesTotals.taxablePaise), ...taxHeads(f.liability.creditNotes) },
      input: f.eligible.map(input),
      inputTotals: taxHeads(f.liability.input),
      notClaimable: taxHeads(f.liability.notClaimable),
      netLiability: taxHeads(f.liability.net),
      inputTaxNote: f.liability.inputRecorded ? null : NO_INPUT_TAX_NOTE,
    };
  }

  /** One table: output rows (net of notes), the notes' part, input rows, and the net liability. */
  async csv(auth: AuthContext, range: ReportRange): Promise<string> {
    const f = await this.figures(auth.businessId, range);
    const rows = [
      ...f.output.map((r) => ['Output', r.month, 'Invoices less credit notes', r.gstRate, '', csvMoney(r.taxablePaise), ...csvHeads(r)]),
      ['Output', '', 'Credit notes (included above)', '', f.creditNoteCount, csvMoney(f.notesTotals.taxablePaise), ...csvHeads(f.liability.creditNotes)],
      ['Output', '', 'Total output tax', '', f.invoiceCount, csvMoney(f.outputTotals.taxablePaise), ...csvHeads(f.liability.output)],
      ...f.eligible.map((r) => ['Input', r.month, r.source === 'purchase' ? 'Purchase bills' : 'Expenses', r.gstRate ?? '', r.documentCount, csvMoney(r.taxablePaise), ...csvHeads(r)]),
      ['Input', '', 'Total input tax credit', '', '', '', ...csvHeads(f.liability.input)],
      ['Input', '', 'GST paid that cannot be claimed (not in the credit)', '', '', '', ...csvHeads(f.liability.notClaimable)],
      ['Net', '', 'Net GST liability', '', '', '', ...csvHeads(f.liability.net)],
    ];
    return csvFile(GST_CSV_HEADER, rows);
  }

  private async figures(businessId: string, range: DateRange) {
    const [byRate, invoices, notes, inputRows] = await Promise.all([
      this.tax.taxByRate(businessId, range),
      this.sales.invoiceTotals(businessId, range),
      this.sales.creditNoteTotals(businessId, range),
      this.moneyOut.inputTax(businessId, range),
    ]);
    const notesByRate = byRate.filter((r) => r.source === 'credit_note');
    const notesTotals = total(notesByRate);
    const invoiceTotals = total(byRate.filter((r) => r.source === 'invoice'));
    const liability = gstLiability(headsOf(invoiceTotals), headsOf(notesTotals), inputRows);
    return {
      invoiceCount: invoices.invoiceCount,
      creditNoteCount: notes.count,
      output: netByRate(byRate),
      outputTotals: { ...liability.output, taxablePaise: sumPaise([invoiceTotals.taxablePaise, -notesTotals.taxablePaise]) },
      notesTotals,
      eligible: claimableByRate(inputRows),
      liability,
    };
  }
}
