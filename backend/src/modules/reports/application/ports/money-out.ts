/** What the reports read from the purchases module (its MoneyOutReports), behind a port. */
import type { ExpenseCategory, InvoiceSupplyType } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';
import type { DateRange } from '../../domain/periods';
import type { InputTaxFigure } from '../../domain/gst-liability';
import type { ExpenseFigure } from '../../domain/profit';

export interface InputTaxLine extends InputTaxFigure {
  month: string;
  source: 'purchase' | 'expense';
  gstRate: number | null;
  supplyType: InvoiceSupplyType;
  documentCount: number;
  taxablePaise: Paise;
}

export interface ExpenseLine extends ExpenseFigure {
  category: ExpenseCategory;
}

export abstract class MoneyOut {
  /** Input tax of purchase bills and expenses by month, source, rate and claimability. */
  abstract inputTax(businessId: string, range: DateRange): Promise<InputTaxLine[]>;
  abstract expensesByCategory(businessId: string, range: DateRange): Promise<ExpenseLine[]>;
}
