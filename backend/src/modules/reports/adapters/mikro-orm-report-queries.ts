import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import type { DashboardPeriods, DateRange } from '../domain/periods';
import { DashboardFigures, ReportQueries, SalesRow } from '../application/ports/report-queries';

/**
 * The dashboard row under the statement's own column names: the bench's floor answers them as they
 * are, and backend/test/reports/dashboard-summaries.int-spec.ts compares them with the former query.
 */
const DashboardRow = z.object({
  total_revenue: column.paise,
  this_month: column.paise,
  last_month: column.paise,
  gst_total: column.paise,
  cgst: column.paise,
  sgst: column.paise,
  igst: column.paise,
  cess: column.paise,
  active: column.count,
  new_this_month: column.count,
  pending: column.count,
  outstanding: column.paise,
});

const SalesRowSchema = z.object({
  id: column.uuid,
  invoiceNumber: column.text,
  invoiceDate: column.date,
  dueDate: column.date,
  status: z.enum(['sent', 'paid']),
  customerName: column.text,
  customerGstin: column.text.nullable(),
  placeOfSupply: column.text,
  subtotalPaise: column.paise,
  cgstPaise: column.paise,
  sgstPaise: column.paise,
  igstPaise: column.paise,
  cessPaise: column.paise,
  roundOffPaise: column.paise,
  totalPaise: column.paise,
});

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
export class MikroOrmReportQueries extends ReportQueries {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async dashboard(businessId: string, p: DashboardPeriods): Promise<DashboardFigures> {
    const { sql, params } = dashboardQuery(businessId, p);
    const [row] = await parsedRows(this.em, DashboardRow, sql, params);
    return {
      totalRevenuePaise: row.total_revenue,
      thisMonthRevenuePaise: row.this_month,
      lastMonthRevenuePaise: row.last_month,
      outstandingPaise: row.outstanding,
      pendingCount: row.pending,
      gst: { totalPaise: row.gst_total, cgstPaise: row.cgst, sgstPaise: row.sgst, igstPaise: row.igst, cessPaise: row.cess },
      activeCustomers: row.active,
      newActiveCustomersThisMonth: row.new_this_month,
    };
  }

  salesRows(businessId: string, range: DateRange, after: SalesRow | null, limit: number): Promise<SalesRow[]> {
    const params: unknown[] = [businessId, range.from, range.to];
    let keyset = '';
    if (after) {
      keyset = ' and (invoice_date, invoice_number, id) > (?::date, ?, ?::uuid)';
      params.push(after.invoiceDate, after.invoiceNumber, after.id);
    }
    params.push(limit);
    return parsedRows(
      this.em,
      SalesRowSchema,
      `select id, invoice_number as "invoiceNumber", invoice_date::text as "invoiceDate", due_date::text as "dueDate", status,
              customer_name as "customerName", customer_gstin as "customerGstin", place_of_supply as "placeOfSupply",
              subtotal as "subtotalPaise", cgst as "cgstPaise", sgst as "sgstPaise", igst as "igstPaise", cess as "cessPaise",
              round_off as "roundOffPaise", total as "totalPaise"
         from invoices
        where business_id = ? and status in ('sent', 'paid') and invoice_date >= ?::date and invoice_date < ?::date${keyset}
        order by invoices.invoice_date, invoices.invoice_number, invoices.id
        limit ?`,
      params,
    );
  }
}
