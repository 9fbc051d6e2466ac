import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DashboardPeriods, DateRange } from '../domain/periods';
import { DashboardFigures, ReportQueries, SalesRow, SalesSummary } from '../application/ports/report-queries';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

/**
 * The dashboard in one round trip, from the summaries billing keeps in the transactions that change
 * invoices (a read model: never written here):
 * - sums: billing_daily_totals, one row per day with issued invoices (at most ~13 months of rows);
 * - customers: customer_activity by (business_id, last_invoiced_on), an index-only range. A customer
 *   whose last issued invoice is dated after today (rare) is counted from its invoices instead, so the
 *   figures are exactly "issued invoices dated up to today";
 * - pending: billing_due_totals, one row per due date with sent invoices.
 * Exported for the bench's SQL floor. Issued = sent or paid, as everywhere.
 */
export function dashboardQuery(businessId: string, p: DashboardPeriods): { sql: string; params: unknown[] } {
  const sumsFrom = p.lastMonth.from < p.financialYear.from ? p.lastMonth.from : p.financialYear.from;
  const inQuarter = `day >= ?::date and day < ?::date`;
  const sql = `select sums.*, recent.active + later.active as active, recent.new_this_month + later.new_this_month as new_this_month, unpaid.*
    from (select coalesce(sum(total) filter (where day >= ?::date), 0) as total_revenue,
                 coalesce(sum(total) filter (where day >= ?::date and day < ?::date), 0) as this_month,
                 coalesce(sum(total) filter (where day >= ?::date and day < ?::date), 0) as last_month,
                 coalesce(sum(gst_amount) filter (where ${inQuarter}), 0) as gst_total,
                 coalesce(sum(cgst) filter (where ${inQuarter}), 0) as cgst,
                 coalesce(sum(sgst) filter (where ${inQuarter}), 0) as sgst,
                 coalesce(sum(igst) filter (where ${inQuarter}), 0) as igst,
                 coalesce(sum(cess) filter (where ${inQuarter}), 0) as cess
            from billing_daily_totals
           where business_id = ? and day >= ?::date and day < ?::date) sums,
         (select count(*) as active,
                 count(*) filter (where last_invoiced_on >= ?::date and (previous_invoiced_on is null or previous_invoiced_on <= ?::date)) as new_this_month
            from customer_activity
           where business_id = ? and last_invoiced_on > ?::date and last_invoiced_on <= ?::date) recent,
         (select count(*) filter (where f.last_date > ?::date) as active,
                 count(*) filter (where f.first_date >= ?::date) as new_this_month
            from customer_activity a
            cross join lateral (
              select min(invoice_date) as first_date, max(invoice_date) as last_date
                from invoices i
               where i.customer_id = a.customer_id and i.business_id = a.business_id and i.status in ('sent', 'paid')
                 and i.invoice_date > ?::date and i.invoice_date <= ?::date) f
           where a.business_id = ? and a.last_invoiced_on > ?::date and f.last_date is not null) later,
         (select coalesce(sum(open_count), 0) as pending, coalesce(sum(outstanding), 0) as outstanding
            from billing_due_totals where business_id = ?) unpaid`;
  const params = [
    p.financialYear.from,
    p.month.from, p.month.to,
    p.lastMonth.from, p.lastMonth.to,
    ...Array(5).fill([p.quarter.from, p.quarter.to]).flat(),
    businessId, sumsFrom, p.financialYear.to,
    p.month.from, p.newLookbackAfter,
    businessId, p.activeAfter, p.today,
    p.activeAfter,
    p.month.from,
    p.newLookbackAfter, p.today,
    businessId, p.today,
    businessId,
  ];
  return { sql, params };
}

@Injectable()
export class SqlReportQueries extends ReportQueries {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private execute(sql: string, params: unknown[]): Promise<Row[]> {
    return this.em.getConnection().execute<Row[]>(sql, params);
  }

  async dashboard(businessId: string, p: DashboardPeriods): Promise<DashboardFigures> {
    const { sql, params } = dashboardQuery(businessId, p);
    const [row] = await this.execute(sql, params);
    return {
      totalRevenuePaise: num(row.total_revenue),
      thisMonthRevenuePaise: num(row.this_month),
      lastMonthRevenuePaise: num(row.last_month),
      outstandingPaise: num(row.outstanding),
      pendingCount: num(row.pending),
      gst: { totalPaise: num(row.gst_total), cgstPaise: num(row.cgst), sgstPaise: num(row.sgst), igstPaise: num(row.igst), cessPaise: num(row.cess) },
      activeCustomers: num(row.active),
      newActiveCustomersThisMonth: num(row.new_this_month),
    };
  }

  async salesRows(businessId: string, range: DateRange, after: SalesRow | null, limit: number): Promise<SalesRow[]> {
    const params: unknown[] = [businessId, range.from, range.to];
    let keyset = '';
    if (after) {
      keyset = ' and (invoice_date, invoice_number, id) > (?::date, ?, ?::uuid)';
      params.push(after.invoiceDate, after.invoiceNumber, after.id);
    }
    params.push(limit);
    const rows = await this.execute(
      `select id, invoice_number, invoice_date::text as invoice_date, due_date::text as due_date, status, customer_name,
              customer_gstin, place_of_supply, subtotal, cgst, sgst, igst, cess, round_off, total
         from invoices
        where business_id = ? and status in ('sent', 'paid') and invoice_date >= ?::date and invoice_date < ?::date${keyset}
        order by invoices.invoice_date, invoices.invoice_number, invoices.id
        limit ?`,
      params,
    );
    return rows.map((r) => ({
      id: r.id as string,
      invoiceNumber: r.invoice_number as string,
      invoiceDate: r.invoice_date as string,
      dueDate: r.due_date as string,
      status: r.status as SalesRow['status'],
      customerName: r.customer_name as string,
      customerGstin: r.customer_gstin as string | null,
      placeOfSupply: r.place_of_supply as string,
      subtotalPaise: num(r.subtotal),
      cgstPaise: num(r.cgst),
      sgstPaise: num(r.sgst),
      igstPaise: num(r.igst),
      cessPaise: num(r.cess),
      roundOffPaise: num(r.round_off),
      totalPaise: num(r.total),
    }));
  }

  async salesSummary(businessId: string, range: DateRange, topCustomers: number): Promise<SalesSummary> {
    const params = [businessId, range.from, range.to];
    const issued = `from invoices where business_id = ? and status in ('sent', 'paid') and invoice_date >= ?::date and invoice_date < ?::date`;
    const [[totals], top] = await Promise.all([
      this.execute(
        `select count(*) as invoice_count, coalesce(sum(subtotal), 0) as taxable, coalesce(sum(cgst), 0) as cgst,
                coalesce(sum(sgst), 0) as sgst, coalesce(sum(igst), 0) as igst, coalesce(sum(cess), 0) as cess,
                coalesce(sum(gst_amount), 0) as gst_amount, coalesce(sum(total), 0) as total,
                coalesce(sum(amount_paid), 0) as paid,
                coalesce(sum(total - amount_paid) filter (where status = 'sent'), 0) as outstanding
           ${issued}`,
        params,
      ),
      this.execute(
        `select t.customer_id, t.total_amount, t.invoice_count,
                (select customer_name from invoices l where l.business_id = ? and l.customer_id = t.customer_id
                  order by l.invoice_date desc, l.id desc limit 1) as name
           from (select customer_id, sum(total) as total_amount, count(*) as invoice_count ${issued}
                  group by customer_id order by sum(total) desc, customer_id limit ?) t
          order by t.total_amount desc, t.customer_id`,
        [businessId, ...params, topCustomers],
      ),
    ]);
    return {
      invoiceCount: num(totals.invoice_count),
      taxablePaise: num(totals.taxable),
      cgstPaise: num(totals.cgst),
      sgstPaise: num(totals.sgst),
      igstPaise: num(totals.igst),
      cessPaise: num(totals.cess),
      gstAmountPaise: num(totals.gst_amount),
      totalPaise: num(totals.total),
      paidPaise: num(totals.paid),
      outstandingPaise: num(totals.outstanding),
      topCustomers: top.map((r) => ({
        customerId: r.customer_id as string,
        name: r.name as string,
        totalAmountPaise: num(r.total_amount),
        invoiceCount: num(r.invoice_count),
      })),
    };
  }
}
