import type { ExpenseCategory, InvoiceSupplyType } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';

/** A period of calendar dates: `from` inclusive, `to` exclusive (as the reports module's DateRange). */
export interface DateRange {
  from: string;
  to: string;
}

/** Input tax of one month, source, rate, kind of supply and claimability (amounts in paise). */
export interface InputTaxRow {
  /** 'YYYY-MM'. */
  month: string;
  source: 'purchase' | 'expense';
  /** Percent; null for an expense whose rate was not given. */
  gstRate: number | null;
  supplyType: InvoiceSupplyType;
  itcEligible: boolean;
  documentCount: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
}

/** Expenses of one category (in one month, when asked by month), amounts in paise. */
export interface ExpenseCategoryRow {
  /** 'YYYY-MM', or null for the whole period. */
  month: string | null;
  category: ExpenseCategory;
  count: number;
  /** Before GST. */
  amountPaise: Paise;
  gstPaise: Paise;
  /** The part of gstPaise claimable as input tax credit. */
  itcGstPaise: Paise;
  totalPaise: Paise;
}

/** One purchase bill of the register (paise). */
export interface PurchaseRegisterRow {
  id: string;
  billDate: string;
  billNumber: string;
  supplierName: string;
  supplierGstin: string | null;
  placeOfSupply: string;
  supplyType: InvoiceSupplyType;
  itcEligible: boolean;
  subtotalPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
}

/** Purchase totals of one month (paise). */
export interface PurchaseMonthRow {
  month: string;
  billCount: number;
  subtotalPaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
}

/** SQL aggregates over the module's tables, each bounded by (business_id, date) and served by that index. */
export abstract class MoneyOutFigures {
  abstract inputTax(businessId: string, range: DateRange): Promise<InputTaxRow[]>;
  abstract expensesByCategory(businessId: string, range: DateRange, byMonth: boolean): Promise<ExpenseCategoryRow[]>;
  abstract purchasesByMonth(businessId: string, range: DateRange): Promise<PurchaseMonthRow[]>;
  abstract purchaseRegister(businessId: string, range: DateRange): Promise<PurchaseRegisterRow[]>;
}
