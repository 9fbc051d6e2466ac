/** SQL fragments every report statement shares, so "issued" and "in the period" read the same everywhere. */
import { type DateRange, monthSplit } from '../domain/periods';

/** A statement with `?` placeholders and its values (the bench's floor numbers them $1, $2, …). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Invoices `i` issued (sent or paid; cancelled ones left out) and dated in [?, ?): params businessId, from, to. */
export const ISSUED_IN_RANGE = `i.business_id = ? and i.status in ('sent', 'paid') and i.invoice_date >= ?::date and i.invoice_date < ?::date`;

/** Credit notes `n` dated in [?, ?): params businessId, from, to. */
export const NOTES_IN_RANGE = `n.business_id = ? and n.note_date >= ?::date and n.note_date < ?::date`;

/** The four tax heads of table `t` summed, under the names of TaxHeadsPaise. */
export const TAX_HEADS = (t: string) =>
  `coalesce(sum(${t}.cgst), 0) as "cgstPaise", coalesce(sum(${t}.sgst), 0) as "sgstPaise", coalesce(sum(${t}.igst), 0) as "igstPaise", coalesce(sum(${t}.cess), 0) as "cessPaise"`;

/** An IST calendar day's first instant, for timestamptz columns (the stock ledger's created_at). */
export const IST_DAY_START = (placeholder = '?') => `(${placeholder}::date)::timestamp at time zone 'Asia/Kolkata'`;

/**
 * Table `l` (as in `from ${LINE_TOTALS} l`): the lines of the invoices issued in [from, to) grouped by (month,
 * product_id, product_name, hsn, gst_rate), summed as billing_line_totals holds them (line_count, quantity,
 * taxable, cgst, sgst, igst, cess, cost, lines_with_cost). The period's whole months come from that summary
 * (billing keeps it as it issues and cancels; groups left at zero by cancellations are skipped), the days around them
 * from the lines. Params: lineTotalsParams.
 */
export const LINE_TOTALS = `(select month, product_id, product_name, hsn, gst_rate, line_count, quantity, taxable, cgst, sgst, igst, cess, cost, lines_with_cost
     from billing_line_totals where business_id = ? and month >= ?::date and month < ?::date and line_count > 0
   union all
   select date_trunc('month', i.invoice_date::timestamp)::date, ii.product_id, ii.product_name, ii.hsn, ii.gst_rate, count(*), sum(ii.quantity), sum(ii.taxable),
          sum(ii.cgst), sum(ii.sgst), sum(ii.igst), sum(ii.cess), coalesce(sum(ii.quantity * ii.cost_price_paise), 0), count(ii.cost_price_paise)
     from invoices i
     -- Each invoice's lines through their index: at most two months of invoices. (offset 0 keeps the join a
     -- nested loop; estimated as a join, PostgreSQL hashes it over every line of the business.)
     cross join lateral (select * from invoice_items ii where ii.invoice_id = i.id and ii.business_id = i.business_id offset 0) ii
    where i.business_id = ? and i.status in ('sent', 'paid')
      and (i.invoice_date >= ?::date and i.invoice_date < ?::date or i.invoice_date >= ?::date and i.invoice_date < ?::date)
    group by 1, 2, 3, 4, 5)`;

export function lineTotalsParams(businessId: string, range: DateRange): unknown[] {
  const { months, before, after } = monthSplit(range);
  return [businessId, months.from, months.to, businessId, before.from, before.to, after.from, after.to];
}
