import { Injectable } from '@nestjs/common';
import { EXPENSE_CATEGORY_LABELS, type ProfitLossReportResponse } from '@hisaab/contracts';
import type { AuthContext } from '../../../shared/tenant';
import type { ReportRange } from '../domain/periods';
import { expenseCost, profitFigures } from '../domain/profit';
import { csvFile } from '../domain/csv';
import { MoneyOut } from './ports/money-out';
import { SalesFigures } from './ports/sales-figures';
import { TaxFigures } from './ports/tax-figures';
import { csvMoney, periodOf, rupees } from './report-presenter';

export const PROFIT_LOSS_CSV_HEADER = ['Section', 'Item', 'Amount'];

/**
 * Profit & Loss of a period: sales (taxable value of issued invoices less credit notes), cost of goods sold
 * from the cost price recorded on each line at issue (less goods credit notes put back), gross profit,
 * expenses by category (purchases' records) and net profit with its margin.
 */
@Injectable()
export class ProfitLossReport {
  constructor(
    private readonly sales: SalesFigures,
    private readonly tax: TaxFigures,
    private readonly moneyOut: MoneyOut,
  ) {}

  async json(auth: AuthContext, range: ReportRange): Promise<ProfitLossReportResponse> {
    const { invoices, notes, cost, expenses, p } = await this.figures(auth.businessId, range);
    return {
      type: 'profit-loss',
      period: periodOf(range),
      summary: {
        invoiceCount: invoices.invoiceCount,
        creditNoteCount: notes.count,
        sales: rupees(invoices.taxablePaise),
        creditNotes: rupees(notes.taxablePaise),
        netSales: rupees(p.netSalesPaise),
        costOfGoodsSold: rupees(p.costOfGoodsSoldPaise),
        grossProfit: rupees(p.grossProfitPaise),
        expenses: rupees(p.expensesPaise),
        netProfit: rupees(p.netProfitPaise),
      },
      revenue: { total: rupees(invoices.totalPaise), paid: rupees(invoices.paidPaise), outstanding: rupees(invoices.outstandingPaise) },
      profit: { gross: rupees(p.grossProfitPaise), net: rupees(p.netProfitPaise), margin: p.margin, marginUnavailable: p.marginUnavailable },
      costOfGoods: { sold: rupees(cost.soldPaise), returned: rupees(cost.returnedPaise), linesWithCost: cost.linesWithCost, linesWithoutCost: cost.linesWithoutCost },
      expensesByCategory: expenses.map((e) => ({ category: e.category, count: e.count, amount: rupees(expenseCost(e)) })),
    };
  }

  /** The statement as rows of (section, item, amount); the margin in percent, or empty when there is none. */
  async csv(auth: AuthContext, range: ReportRange): Promise<string> {
    const { notes, cost, expenses, invoices, p } = await this.figures(auth.businessId, range);
    return csvFile(PROFIT_LOSS_CSV_HEADER, [
      ['Sales', 'Taxable value of invoices', csvMoney(invoices.taxablePaise)],
      ['Sales', 'Less credit notes', csvMoney(0 - notes.taxablePaise)],
      ['Sales', 'Net sales', csvMoney(p.netSalesPaise)],
      ['Cost of goods sold', 'Cost of goods sold at issue', csvMoney(cost.soldPaise)],
      ['Cost of goods sold', 'Less goods returned on credit notes', csvMoney(0 - cost.returnedPaise)],
      ['Cost of goods sold', 'Cost of goods sold', csvMoney(p.costOfGoodsSoldPaise)],
      ['Cost of goods sold', 'Invoice lines without a cost price', cost.linesWithoutCost],
      ['Gross profit', 'Gross profit', csvMoney(p.grossProfitPaise)],
      ...expenses.map((e) => ['Expenses', EXPENSE_CATEGORY_LABELS[e.category], csvMoney(expenseCost(e))]),
      ['Expenses', 'Total expenses', csvMoney(p.expensesPaise)],
      ['Net profit', 'Net profit', csvMoney(p.netProfitPaise)],
      ['Net profit', 'Net profit margin (%)', p.margin === null ? '' : p.margin.toFixed(1)],
    ]);
  }

  private async figures(businessId: string, range: ReportRange) {
    const [invoices, notes, cost, expenses] = await Promise.all([
      this.sales.invoiceTotals(businessId, range),
      this.sales.creditNoteTotals(businessId, range),
      this.tax.costOfGoods(businessId, range),
      this.moneyOut.expensesByCategory(businessId, range),
    ]);
    const p = profitFigures({
      salesPaise: invoices.taxablePaise,
      creditNotesPaise: notes.taxablePaise,
      cogsSoldPaise: cost.soldPaise,
      cogsReturnedPaise: cost.returnedPaise,
      linesWithCost: cost.linesWithCost,
      expenses,
    });
    return { invoices, notes, cost, expenses, p };
  }
}
