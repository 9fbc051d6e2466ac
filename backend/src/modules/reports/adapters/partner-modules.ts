import { Injectable } from '@nestjs/common';
import { MoneyOutReports } from '../../purchases';
import type { DateRange } from '../domain/periods';
import { type ExpenseLine, type InputTaxLine, MoneyOut } from '../application/ports/money-out';

/** Money out from the purchases module's public reads. */
@Injectable()
export class PurchasesMoneyOut extends MoneyOut {
  constructor(private readonly reports: MoneyOutReports) {
    super();
  }

  inputTax(businessId: string, range: DateRange): Promise<InputTaxLine[]> {
    return this.reports.inputTax(businessId, range);
  }

  expensesByCategory(businessId: string, range: DateRange): Promise<ExpenseLine[]> {
    return this.reports.expensesByCategory(businessId, range);
  }
}
