import { Injectable } from '@nestjs/common';
import { type DateRange, type ExpenseCategoryRow, type InputTaxRow, MoneyOutFigures, type PurchaseMonthRow, type PurchaseRegisterRow } from './ports/money-out-figures';

/**
 * Public API for reports (P&L, the GST report, GSTR-3B): what the business spent and the input tax it
 * paid, for a period of calendar dates (`from` inclusive, `to` exclusive), amounts in paise. Each read is
 * one SQL aggregate bounded by (business_id, date), served by that index.
 */
@Injectable()
export class MoneyOutReports {
  constructor(private readonly figures: MoneyOutFigures) {}

  /**
   * Input tax by month, source (purchase bills and expenses), GST rate, kind of supply (INTRA: CGST +
   * SGST/UTGST, INTER: IGST) and whether it is claimable; the tax columns hold the kinds. Credit for
   * GSTR-3B table 4(A)(5) is the rows with itcEligible.
   */
  inputTax(businessId: string, range: DateRange): Promise<InputTaxRow[]> {
    return this.figures.inputTax(businessId, range);
  }

  /** Expenses by category for the period (month null), or by month and category. */
  expensesByCategory(businessId: string, range: DateRange, options: { byMonth?: boolean } = {}): Promise<ExpenseCategoryRow[]> {
    return this.figures.expensesByCategory(businessId, range, options.byMonth ?? false);
  }

  /** Purchase bills by month: count, taxable value, tax and total. */
  purchasesByMonth(businessId: string, range: DateRange): Promise<PurchaseMonthRow[]> {
    return this.figures.purchasesByMonth(businessId, range);
  }

  /** Every purchase bill dated in the period, oldest first, with its totals. */
  purchaseRegister(businessId: string, range: DateRange): Promise<PurchaseRegisterRow[]> {
    return this.figures.purchaseRegister(businessId, range);
  }
}
