import { Injectable } from '@nestjs/common';
import type { DashboardMetricsResponse, SalesReportResponse } from '@hisaab/contracts';
import { calendarDate, scaledToFixed, stateLabel, toRupees } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import type { AuthContext } from '../../../shared/tenant';
import { ReportErrors } from '../domain/report-errors';
import { csvRow } from '../domain/csv';
import { dashboardPeriods, percentChange, type DateRange } from '../domain/periods';
import { ReportQueries, type SalesRow } from './ports/report-queries';

export const GST_PAID_NOTE = 'GST paid on purchases is not recorded in Hisaab, so GST paid and the net GST liability cannot be computed.';
const PAGE = 1000;
export const SALES_CSV_HEADER = ['Invoice Number', 'Invoice Date', 'Customer', 'GSTIN', 'Place of Supply', 'Taxable Value', 'CGST', 'SGST', 'IGST', 'Cess', 'Round Off', 'Total', 'Status'];

const money = (paise: number) => scaledToFixed(paise, 2);

@Injectable()
export class ReportsService {
  constructor(
    private readonly queries: ReportQueries,
    private readonly clock: Clock,
  ) {}

  async dashboardMetrics(auth: AuthContext): Promise<DashboardMetricsResponse> {
    const periods = dashboardPeriods(this.clock.todayInIndia());
    const f = await this.queries.dashboard(auth.businessId, periods);
    return {
      /** Totals (GST included) of issued invoices — sent or paid — dated in this financial year. */
      totalRevenue: toRupees(f.totalRevenuePaise),
      revenueChange: {
        thisMonth: toRupees(f.thisMonthRevenuePaise),
        lastMonth: toRupees(f.lastMonthRevenuePaise),
        percent: percentChange(f.thisMonthRevenuePaise, f.lastMonthRevenuePaise),
      },
      outstandingAmount: toRupees(f.outstandingPaise),
      pendingInvoicesCount: f.pendingCount,
      gstCollected: {
        total: toRupees(f.gst.totalPaise),
        cgst: toRupees(f.gst.cgstPaise),
        sgst: toRupees(f.gst.sgstPaise),
        igst: toRupees(f.gst.igstPaise),
        cess: toRupees(f.gst.cessPaise),
      },
      activeCustomers: f.activeCustomers,
      newActiveCustomersThisMonth: f.newActiveCustomersThisMonth,
      gstPaid: null,
      gstPaidNote: GST_PAID_NOTE,
      periods: {
        financialYear: periods.financialYear,
        quarter: periods.quarter,
        month: periods.month,
        lastMonth: periods.lastMonth,
      },
    };
  }

  /** The period asked for (inclusive dates), else the current financial year. */
  salesRange(from?: string, to?: string): DateRange & { toInclusive: string } {
    const fy = dashboardPeriods(this.clock.todayInIndia()).financialYear;
    const start = from ? parseDay(from, 'from') : fy.from;
    const endInclusive = to ? parseDay(to, 'to') : dayBefore(fy.to);
    if (endInclusive < start) throw ReportErrors.invalid({ to: "'to' must not be before 'from'" });
    return { from: start, to: dayAfter(endInclusive), toInclusive: endInclusive };
  }

  async salesSummary(auth: AuthContext, range: DateRange & { toInclusive: string }): Promise<SalesReportResponse> {
    const s = await this.queries.salesSummary(auth.businessId, range, 5);
    return {
      type: 'sales',
      period: { from: range.from, to: range.toInclusive },
      summary: {
        invoiceCount: s.invoiceCount,
        taxable: toRupees(s.taxablePaise),
        cgst: toRupees(s.cgstPaise),
        sgst: toRupees(s.sgstPaise),
        igst: toRupees(s.igstPaise),
        cess: toRupees(s.cessPaise),
        gstAmount: toRupees(s.gstAmountPaise),
        total: toRupees(s.totalPaise),
      },
      revenue: { total: toRupees(s.totalPaise), paid: toRupees(s.paidPaise), outstanding: toRupees(s.outstandingPaise) },
      topCustomers: s.topCustomers.map((c) => ({
        customer: { id: c.customerId, name: c.name },
        totalAmount: toRupees(c.totalAmountPaise),
        invoiceCount: c.invoiceCount,
      })),
    };
  }

  /** CSV text, one page of rows at a time, so 100k invoices never sit in memory together. */
  async *salesCsv(auth: AuthContext, range: DateRange): AsyncGenerator<string> {
    const today = this.clock.todayInIndia();
    yield csvRow(SALES_CSV_HEADER);
    let after: SalesRow | null = null;
    for (;;) {
      const rows = await this.queries.salesRows(auth.businessId, range, after, PAGE);
      if (!rows.length) return;
      yield rows.map((r) => csvRow(salesCells(r, today))).join('');
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1];
    }
  }

  csvFileName(): string {
    return `sales-report-${this.clock.todayInIndia()}.csv`;
  }
}

function salesCells(r: SalesRow, today: string): (string | number | null)[] {
  const status = r.status === 'sent' && r.dueDate < today ? 'overdue' : r.status;
  return [
    r.invoiceNumber,
    r.invoiceDate,
    r.customerName,
    r.customerGstin ?? '',
    stateLabel(r.placeOfSupply) ?? r.placeOfSupply,
    money(r.subtotalPaise),
    money(r.cgstPaise),
    money(r.sgstPaise),
    money(r.igstPaise),
    money(r.cessPaise),
    money(r.roundOffPaise),
    money(r.totalPaise),
    status,
  ];
}

function parseDay(value: string, field: string): string {
  try {
    return calendarDate(value);
  } catch {
    throw ReportErrors.invalid({ [field]: 'Enter a valid date (YYYY-MM-DD)' });
  }
}

const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
