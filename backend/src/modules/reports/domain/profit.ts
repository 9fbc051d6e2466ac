/** The P&L's arithmetic on figures in paise (docs/gst.md "Reports"). */
import { sumPaise, type Paise } from '@hisaab/gst';
import type { MarginUnavailable } from '@hisaab/contracts';

export interface ExpenseFigure {
  count: number;
  amountPaise: Paise;
  gstPaise: Paise;
  itcGstPaise: Paise;
}

/** What an expense cost the business: the amount, plus its GST where that cannot be claimed back. */
export const expenseCost = (e: ExpenseFigure): Paise => sumPaise([e.amountPaise, e.gstPaise, -e.itcGstPaise]);

export interface ProfitInput {
  salesPaise: Paise;
  creditNotesPaise: Paise;
  cogsSoldPaise: Paise;
  cogsReturnedPaise: Paise;
  linesWithCost: number;
  expenses: readonly ExpenseFigure[];
}

export interface ProfitFigures {
  netSalesPaise: Paise;
  costOfGoodsSoldPaise: Paise;
  grossProfitPaise: Paise;
  expensesPaise: Paise;
  netProfitPaise: Paise;
  /** Percent of net sales, one decimal; null when it would say nothing. */
  margin: number | null;
  marginUnavailable: MarginUnavailable | null;
}

export function profitFigures(p: ProfitInput): ProfitFigures {
  const netSalesPaise = sumPaise([p.salesPaise, -p.creditNotesPaise]);
  const costOfGoodsSoldPaise = sumPaise([p.cogsSoldPaise, -p.cogsReturnedPaise]);
  const grossProfitPaise = sumPaise([netSalesPaise, -costOfGoodsSoldPaise]);
  const expensesPaise = sumPaise(p.expenses.map(expenseCost));
  const netProfitPaise = sumPaise([grossProfitPaise, -expensesPaise]);
  // A margin of 100% because nothing was subtracted, or of a period without sales, would be made up.
  const marginUnavailable: MarginUnavailable | null =
    netSalesPaise <= 0 ? 'no_sales' : p.linesWithCost === 0 && !p.expenses.some((e) => e.count > 0) ? 'no_costs' : null;
  const margin = marginUnavailable ? null : Math.round((netProfitPaise / netSalesPaise) * 1000) / 10;
  return { netSalesPaise, costOfGoodsSoldPaise, grossProfitPaise, expensesPaise, netProfitPaise, margin, marginUnavailable };
}
