import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { EXPENSE_CATEGORIES } from '@hisaab/contracts';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import {
  type DateRange,
  type ExpenseCategoryRow,
  type InputTaxRow,
  MoneyOutFigures,
  type PurchaseMonthRow,
  type PurchaseRegisterRow,
} from '../application/ports/money-out-figures';

const month = z.string().regex(/^\d{4}-\d{2}$/);
const supplyType = z.enum(['INTRA', 'INTER']);
const taxColumns = { cgstPaise: column.paise, sgstPaise: column.paise, igstPaise: column.paise, cessPaise: column.paise };

const InputTax = z.object({
  month,
  source: z.enum(['purchase', 'expense']),
  gstRate: z.union([z.null(), column.decimal]),
  supplyType,
  itcEligible: column.boolean,
  documentCount: column.count,
  taxablePaise: column.paise,
  ...taxColumns,
});

const ExpenseCategory = z.object({
  month: z.union([z.null(), month]),
  category: z.enum(EXPENSE_CATEGORIES),
  count: column.count,
  amountPaise: column.paise,
  gstPaise: column.paise,
  itcGstPaise: column.paise,
  totalPaise: column.paise,
});

const PurchaseMonth = z.object({ month, billCount: column.count, subtotalPaise: column.paise, gstAmountPaise: column.paise, totalPaise: column.paise });

const RegisterRow = z.object({
  id: column.uuid,
  billDate: column.date,
  billNumber: column.text,
  supplierName: column.text,
  supplierGstin: z.string().nullable(),
  placeOfSupply: column.text,
  supplyType,
  itcEligible: column.boolean,
  subtotalPaise: column.paise,
  ...taxColumns,
  gstAmountPaise: column.paise,
  totalPaise: column.paise,
});

/**
 * The reports' reads: aggregates PostgreSQL computes (sums with FILTER, a UNION of both sources), each
 * bounded by business and date so the (business_id, date) indexes serve them.
 */
@Injectable()
export class SqlMoneyOutFigures extends MoneyOutFigures {
  constructor(private readonly em: EntityManager) {
    super();
  }

  inputTax(businessId: string, range: DateRange): Promise<InputTaxRow[]> {
    return parsedRows(
      this.em,
      InputTax,
      `select to_char(b.bill_date, 'YYYY-MM') as month, 'purchase' as source, i.gst_rate as "gstRate", b.supply_type as "supplyType",
              b.itc_eligible as "itcEligible", count(distinct b.id) as "documentCount", sum(i.taxable_paise) as "taxablePaise",
              sum(i.cgst_paise) as "cgstPaise", sum(i.sgst_paise) as "sgstPaise", sum(i.igst_paise) as "igstPaise", sum(i.cess_paise) as "cessPaise"
         from purchase_bills b join purchase_bill_items i on i.bill_id = b.id
        where b.business_id = ? and b.bill_date >= ? and b.bill_date < ?
        group by 1, 3, 4, 5
       union all
       select to_char(e.expense_date, 'YYYY-MM'), 'expense', e.gst_rate, e.supply_type, e.itc_eligible, count(*), sum(e.amount_paise),
              sum(e.cgst_paise), sum(e.sgst_paise), sum(e.igst_paise), 0
         from expenses e
        where e.business_id = ? and e.expense_date >= ? and e.expense_date < ? and e.gst_paise > 0
        group by 1, 3, 4, 5
        order by 1, 2, 3 nulls first, 4, 5`,
      [businessId, range.from, range.to, businessId, range.from, range.to],
    );
  }

  expensesByCategory(businessId: string, range: DateRange, byMonth: boolean): Promise<ExpenseCategoryRow[]> {
    const monthOf = byMonth ? `to_char(expense_date, 'YYYY-MM')` : 'null::text';
    return parsedRows(
      this.em,
      ExpenseCategory,
      `select ${monthOf} as month, category, count(*) as count, sum(amount_paise) as "amountPaise", sum(gst_paise) as "gstPaise",
              coalesce(sum(gst_paise) filter (where itc_eligible), 0) as "itcGstPaise", sum(amount_paise + gst_paise) as "totalPaise"
         from expenses
        where business_id = ? and expense_date >= ? and expense_date < ?
        group by 1, 2
        order by 1, 2`,
      [businessId, range.from, range.to],
    );
  }

  purchasesByMonth(businessId: string, range: DateRange): Promise<PurchaseMonthRow[]> {
    return parsedRows(
      this.em,
      PurchaseMonth,
      `select to_char(bill_date, 'YYYY-MM') as month, count(*) as "billCount", sum(subtotal_paise) as "subtotalPaise",
              sum(gst_amount_paise) as "gstAmountPaise", sum(total_paise) as "totalPaise"
         from purchase_bills
        where business_id = ? and bill_date >= ? and bill_date < ?
        group by 1
        order by 1`,
      [businessId, range.from, range.to],
    );
  }

  purchaseRegister(businessId: string, range: DateRange): Promise<PurchaseRegisterRow[]> {
    return parsedRows(
      this.em,
      RegisterRow,
      `select id, bill_date::text as "billDate", bill_number as "billNumber", supplier_name as "supplierName", supplier_gstin as "supplierGstin",
              place_of_supply as "placeOfSupply", supply_type as "supplyType", itc_eligible as "itcEligible", subtotal_paise as "subtotalPaise",
              cgst_paise as "cgstPaise", sgst_paise as "sgstPaise", igst_paise as "igstPaise", cess_paise as "cessPaise",
              gst_amount_paise as "gstAmountPaise", total_paise as "totalPaise"
         from purchase_bills
        where business_id = ? and bill_date >= ? and bill_date < ?
        order by bill_date, id`,
      [businessId, range.from, range.to],
    );
  }
}
