import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import type { DateRange } from '../domain/periods';
import {
  type CreditNoteTotals,
  type CustomerSales,
  type HsnSales,
  type InvoiceTotals,
  type Listed,
  type PeriodSales,
  type ProductSales,
  type RegisterEntry,
  SalesFigures,
} from '../application/ports/sales-figures';
import { type Statement, ISSUED_IN_RANGE, LINE_TOTALS, lineTotalsParams, NOTES_IN_RANGE, TAX_HEADS } from './report-sql';

/**
 * Statements of the sales figures: billing's invoices, credit_notes and summaries (billing_daily_totals by
 * day, billing_line_totals by month with invoice_items for the days around whole months), and inventory's
 * products for the stock of the products sold (read models, docs/architecture.md). Each is bounded by
 * (business_id, date or month) and served by invoices_issued_date_index, credit_notes' date index or the
 * summaries' keys; exported so the bench's SQL floor runs the very same text.
 */
export const salesStatements = {
  invoiceTotals: (businessId: string, r: DateRange): Statement => ({
    sql: `select count(*) as "invoiceCount", coalesce(sum(subtotal), 0) as "taxablePaise", coalesce(sum(cgst), 0) as "cgstPaise",
                 coalesce(sum(sgst), 0) as "sgstPaise", coalesce(sum(igst), 0) as "igstPaise", coalesce(sum(cess), 0) as "cessPaise",
                 coalesce(sum(gst_amount), 0) as "gstAmountPaise", coalesce(sum(total), 0) as "totalPaise",
                 coalesce(sum(amount_paid), 0) as "paidPaise",
                 coalesce(sum(greatest(total - credited - amount_paid, 0)) filter (where status = 'sent'), 0) as "outstandingPaise"
            from invoices i where ${ISSUED_IN_RANGE}`,
    params: [businessId, r.from, r.to],
  }),
  creditNoteTotals: (businessId: string, r: DateRange): Statement => ({
    sql: `select count(*) as count, coalesce(sum(subtotal), 0) as "taxablePaise", ${TAX_HEADS('n')},
                 coalesce(sum(gst_amount), 0) as "gstAmountPaise", coalesce(sum(total), 0) as "totalPaise"
            from credit_notes n where ${NOTES_IN_RANGE}`,
    params: [businessId, r.from, r.to],
  }),
  byPeriod: (businessId: string, r: DateRange, granularity: 'day' | 'month'): Statement => ({
    sql: `select to_char(day, '${granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}') as period, sum(issued_count) as "invoiceCount",
                 sum(subtotal) as "taxablePaise", sum(gst_amount) as "gstAmountPaise", sum(total) as "totalPaise"
            from billing_daily_totals where business_id = ? and day >= ?::date and day < ?::date
           group by 1 having sum(issued_count) > 0 order by 1`,
    params: [businessId, r.from, r.to],
  }),
  // The name and GSTIN each customer's latest invoice of the period carries (invoices keep them as issued).
  byCustomer: (businessId: string, r: DateRange, limit: number): Statement => ({
    sql: `select t.customer_id as "customerId", t.invoice_count as "invoiceCount", t.taxable as "taxablePaise", t.gst as "gstAmountPaise",
                 t.total as "totalPaise", t.customers as "listCount", l.customer_name as name, l.customer_gstin as gstin
            from (select customer_id, count(*) as invoice_count, sum(subtotal) as taxable, sum(gst_amount) as gst, sum(total) as total,
                         count(*) over () as customers
                    from invoices i where ${ISSUED_IN_RANGE}
                   group by customer_id order by sum(total) desc, customer_id limit ?) t
            cross join lateral (select customer_name, customer_gstin from invoices l
                                 where l.business_id = ? and l.customer_id = t.customer_id and l.status in ('sent', 'paid')
                                   and l.invoice_date >= ?::date and l.invoice_date < ?::date
                                 order by l.invoice_date desc, l.id desc limit 1) l
           order by t.total desc, t.customer_id`,
    params: [businessId, r.from, r.to, limit, businessId, r.from, r.to],
  }),
  /**
   * The period's lines by (product, name, HSN, rate), from the monthly line summary and the days around its
   * months (LINE_TOTALS), then rolled up two ways: by product (typed items by their name) and by HSN and
   * rate; the largest `limit` of each with the count of groups.
   */
  byProductAndHsn: (businessId: string, r: DateRange, limit: number): Statement => ({
    // g's amounts cast back to bigint: the roll-ups then sum them as integers, not numeric (~15% of the statement).
    sql: `with g as (
            select l.product_id, l.product_name, l.hsn, l.gst_rate, sum(l.quantity) as quantity, sum(l.taxable)::bigint as taxable,
                   sum(l.cgst)::bigint as cgst, sum(l.sgst)::bigint as sgst, sum(l.igst)::bigint as igst, sum(l.cess)::bigint as cess
              from ${LINE_TOTALS} l
             group by l.product_id, l.product_name, l.hsn, l.gst_rate),
          rolled as (
            select false as by_hsn, coalesce(product_id::text, 'typed:' || lower(product_name)) as key, product_id as "productId", max(product_name) as name,
                   max(nullif(hsn, '')) as hsn_of_product, null::text as hsn, null::numeric as "gstRate", sum(quantity) as quantity, sum(taxable) as "taxablePaise",
                   sum(cgst) as "cgstPaise", sum(sgst) as "sgstPaise", sum(igst) as "igstPaise", sum(cess) as "cessPaise"
              from g group by 2, 3
            union all
            select true, coalesce(hsn, '') || '@' || gst_rate, null, null, null, coalesce(hsn, ''), gst_rate, sum(quantity), sum(taxable), sum(cgst), sum(sgst), sum(igst), sum(cess)
              from g group by coalesce(hsn, ''), gst_rate),
          ranked as (
            select rolled.*, "cgstPaise" + "sgstPaise" + "igstPaise" + "cessPaise" as "gstAmountPaise",
                   row_number() over (partition by by_hsn order by "taxablePaise" desc, key) as place, count(*) over (partition by by_hsn) as "listCount"
              from rolled)
          select ranked.*, p.stock_quantity as stock
            from ranked left join products p on p.id = ranked."productId" and p.business_id = ?
           where ranked.place <= ?
           order by ranked.by_hsn, ranked.place`,
    params: [...lineTotalsParams(businessId, r), businessId, limit],
  }),
  latestInvoices: (businessId: string, r: DateRange, limit: number): Statement => ({
    sql: `select id, invoice_number as "invoiceNumber", invoice_date::text as "invoiceDate", due_date::text as "dueDate", status,
                 customer_name as "customerName", customer_gstin as "customerGstin", subtotal as "taxablePaise", gst_amount as "gstAmountPaise",
                 total as "totalPaise"
            from invoices i where ${ISSUED_IN_RANGE}
           order by invoice_date desc, invoice_number desc, id desc limit ?`,
    params: [businessId, r.from, r.to, limit],
  }),
};

const heads = { cgstPaise: column.paise, sgstPaise: column.paise, igstPaise: column.paise, cessPaise: column.paise };
const InvoiceTotalsRow = z.object({
  invoiceCount: column.count,
  taxablePaise: column.paise,
  ...heads,
  gstAmountPaise: column.paise,
  totalPaise: column.paise,
  paidPaise: column.paise,
  outstandingPaise: column.paise,
});
const NoteTotalsRow = z.object({ count: column.count, taxablePaise: column.paise, ...heads, gstAmountPaise: column.paise, totalPaise: column.paise });
const PeriodRow = z.object({ period: column.text, invoiceCount: column.count, taxablePaise: column.paise, gstAmountPaise: column.paise, totalPaise: column.paise });
const CustomerRow = z.object({
  customerId: column.uuid,
  name: column.text,
  gstin: column.text.nullable(),
  invoiceCount: column.count,
  taxablePaise: column.paise,
  gstAmountPaise: column.paise,
  totalPaise: column.paise,
  listCount: column.count,
});
const LineGroupRow = z.object({
  by_hsn: column.boolean,
  productId: column.uuid.nullable(),
  name: column.text.nullable(),
  hsn_of_product: column.text.nullable(),
  hsn: column.text.nullable(),
  gstRate: column.decimal.nullable(),
  quantity: column.decimal,
  taxablePaise: column.paise,
  ...heads,
  gstAmountPaise: column.paise,
  listCount: column.count,
  stock: column.count.nullable(),
});
const RegisterRow = z.object({
  id: column.uuid,
  invoiceNumber: column.text,
  invoiceDate: column.date,
  dueDate: column.date,
  status: z.enum(['sent', 'paid']),
  customerName: column.text,
  customerGstin: column.text.nullable(),
  taxablePaise: column.paise,
  gstAmountPaise: column.paise,
  totalPaise: column.paise,
});

const listed = <T>(rows: (T & { listCount: number })[]): Listed<T> => ({ rows: rows.map(({ listCount: _n, ...row }) => row as T), count: rows[0]?.listCount ?? 0 });

@Injectable()
export class SqlSalesFigures extends SalesFigures {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async invoiceTotals(businessId: string, range: DateRange): Promise<InvoiceTotals> {
    const { sql, params } = salesStatements.invoiceTotals(businessId, range);
    const [row] = await parsedRows(this.em, InvoiceTotalsRow, sql, params);
    return row;
  }

  async creditNoteTotals(businessId: string, range: DateRange): Promise<CreditNoteTotals> {
    const { sql, params } = salesStatements.creditNoteTotals(businessId, range);
    const [row] = await parsedRows(this.em, NoteTotalsRow, sql, params);
    return row;
  }

  byPeriod(businessId: string, range: DateRange, granularity: 'day' | 'month'): Promise<PeriodSales[]> {
    const { sql, params } = salesStatements.byPeriod(businessId, range, granularity);
    return parsedRows(this.em, PeriodRow, sql, params);
  }

  async byCustomer(businessId: string, range: DateRange, limit: number): Promise<Listed<CustomerSales>> {
    const { sql, params } = salesStatements.byCustomer(businessId, range, limit);
    return listed(await parsedRows(this.em, CustomerRow, sql, params));
  }

  async byProductAndHsn(businessId: string, range: DateRange, limit: number): Promise<{ products: Listed<ProductSales>; hsn: Listed<HsnSales> }> {
    const { sql, params } = salesStatements.byProductAndHsn(businessId, range, limit);
    const rows = await parsedRows(this.em, LineGroupRow, sql, params);
    const products = rows
      .filter((r) => !r.by_hsn)
      .map((r) => ({ productId: r.productId, name: r.name ?? '', hsn: r.hsn_of_product, quantity: r.quantity, taxablePaise: r.taxablePaise, gstAmountPaise: r.gstAmountPaise, stock: r.productId ? r.stock : null, listCount: r.listCount }));
    const hsn = rows
      .filter((r) => r.by_hsn)
      .map((r) => ({ hsn: r.hsn ?? '', gstRate: r.gstRate ?? 0, quantity: r.quantity, taxablePaise: r.taxablePaise, cgstPaise: r.cgstPaise, sgstPaise: r.sgstPaise, igstPaise: r.igstPaise, cessPaise: r.cessPaise, listCount: r.listCount }));
    return { products: listed(products), hsn: listed(hsn) };
  }

  latestInvoices(businessId: string, range: DateRange, limit: number): Promise<RegisterEntry[]> {
    const { sql, params } = salesStatements.latestInvoices(businessId, range, limit);
    return parsedRows(this.em, RegisterRow, sql, params);
  }
}
