/**
 * The writes of an invoice's status change (the invoice row and the summaries the dashboard and
 * reports read) as steps of ONE statement: an issue makes five writes, and recurring invoices issue
 * thousands at a time, so one round trip instead of five (docs/architecture.md, measured hot paths).
 */
import { type Sql, sql } from '../../../platform/database/sql';
import type { InvoiceRecord } from '../application/ports/billing-store';

/**
 * One data-modifying statement run only after `after`, a condition reading the previous step's rows.
 * Data-modifying CTEs otherwise run in no set order, and the order is the lock order that keeps
 * concurrent changes from deadlocking (day, line groups, customer, due date).
 */
export type Step = (after: Sql) => Sql;

/** The steps as one statement, each run after the one before it. */
export function inOrder(steps: readonly Step[]): Sql {
  let after = sql`true`;
  const ctes = steps.map((step, i) => {
    const name = sql.raw(`step${i}`);
    const cte = sql`${name} as (${step(after)} returning 1)`;
    // count(*) reads the whole step, so it has finished before the next one starts.
    after = sql`(select count(*) from ${name}) >= 0`;
    return cte;
  });
  return sql`with ${sql.join(ctes, ', ')} select ${after} as done`;
}

/** The invoice's changed columns (`columns`: column name → value). */
export const updateInvoice =
  (invoice: Pick<InvoiceRecord, 'id' | 'businessId'>, columns: Record<string, unknown>): Step =>
  (after) => {
    const set = sql.join(Object.entries(columns).flatMap(([column, value]) => (value === undefined ? [] : [sql`${sql.raw(`"${column}"`)} = ${value}`])), ', ');
    return sql`update invoices set ${set} where id = ${invoice.id} and business_id = ${invoice.businessId} and ${after}`;
  };

/** billing_daily_totals: the issued invoice's amounts added (sign 1) or taken out (-1) on its date. */
export const addToDailyTotals =
  (invoice: InvoiceRecord, sign: 1 | -1): Step =>
  (after) => {
    const amounts = [invoice.subtotalPaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise, invoice.cessPaise, invoice.gstAmountPaise, invoice.totalPaise];
    return sql`insert into billing_daily_totals as t (business_id, day, issued_count, subtotal, cgst, sgst, igst, cess, gst_amount, total)
        select ${invoice.businessId}::uuid, ${invoice.invoiceDate}::date, ${sign}::int, ${sql.join(amounts.map((amount) => sql`${amount * sign}::bigint`), ', ')}
         where ${after}
        on conflict (business_id, day) do update set
          issued_count = t.issued_count + excluded.issued_count, subtotal = t.subtotal + excluded.subtotal,
          cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst, igst = t.igst + excluded.igst, cess = t.cess + excluded.cess,
          gst_amount = t.gst_amount + excluded.gst_amount, total = t.total + excluded.total`;
  };

/**
 * billing_line_totals: the issued invoice's lines, grouped as the table is, added (sign 1) or taken out
 * (-1) in its month; after recordLineCosts, so the costs recorded at issue are summed. The groups are
 * upserted in key order (lock order); the day's row locked before already orders same-day invoices.
 */
export const addToLineTotals =
  (invoice: InvoiceRecord, sign: 1 | -1): Step =>
  (after) =>
    sql`insert into billing_line_totals as t (business_id, month, product_id, product_name, hsn, gst_rate, line_count, quantity, taxable, cgst, sgst, igst, cess, cost, lines_with_cost)
        select business_id, date_trunc('month', ${invoice.invoiceDate}::timestamp)::date, product_id, product_name, hsn, gst_rate,
               ${sign} * count(*), ${sign} * sum(quantity), ${sign} * sum(taxable), ${sign} * sum(cgst), ${sign} * sum(sgst), ${sign} * sum(igst),
               ${sign} * sum(cess), ${sign} * coalesce(sum(quantity * cost_price_paise), 0), ${sign} * count(cost_price_paise)
          from invoice_items where business_id = ${invoice.businessId} and invoice_id = ${invoice.id} and ${after}
         group by business_id, product_id, product_name, hsn, gst_rate
         order by product_id, product_name, hsn, gst_rate
        on conflict (business_id, month, product_id, product_name, hsn, gst_rate) do update set
          line_count = t.line_count + excluded.line_count, quantity = t.quantity + excluded.quantity, taxable = t.taxable + excluded.taxable,
          cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst, igst = t.igst + excluded.igst, cess = t.cess + excluded.cess,
          cost = t.cost + excluded.cost, lines_with_cost = t.lines_with_cost + excluded.lines_with_cost`;

/**
 * customer_activity after an invoice dated `day` is issued: first/last widen; the last date before
 * the month of the last moves to the old last when the last moves to a later month, or to `day`
 * when that is an earlier month's later date.
 */
export const recordCustomerInvoiced =
  (businessId: string, customerId: string, day: string): Step =>
  (after) => {
    const month = (column: string) => sql.raw(`date_trunc('month', ${column}::timestamp)`);
    return sql`insert into customer_activity as a (business_id, customer_id, first_invoiced_on, last_invoiced_on, previous_invoiced_on)
        select ${businessId}::uuid, ${customerId}::uuid, ${day}::date, ${day}::date, null::date where ${after}
        on conflict (business_id, customer_id) do update set
          first_invoiced_on = least(a.first_invoiced_on, excluded.first_invoiced_on),
          last_invoiced_on = greatest(a.last_invoiced_on, excluded.last_invoiced_on),
          previous_invoiced_on = case
            when ${month('excluded.last_invoiced_on')} > ${month('a.last_invoiced_on')} then a.last_invoiced_on
            when ${month('excluded.last_invoiced_on')} < ${month('a.last_invoiced_on')} then greatest(a.previous_invoiced_on, excluded.last_invoiced_on)
            else a.previous_invoiced_on
          end`;
  };

/** billing_due_totals: pending count and balance on the due date (a due date left with nothing pending is removed after, by its own statement). */
export const addToDueTotals =
  (businessId: string, dueDate: string, openCount: number, outstanding: number): Step =>
  (after) =>
    sql`insert into billing_due_totals as t (business_id, due_date, open_count, outstanding)
        select ${businessId}::uuid, ${dueDate}::date, ${openCount}::int, ${outstanding}::bigint where ${after}
        on conflict (business_id, due_date) do update set open_count = t.open_count + excluded.open_count, outstanding = t.outstanding + excluded.outstanding`;
