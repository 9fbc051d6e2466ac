import { Injectable } from '@nestjs/common';
import type { DashboardMetricsResponse, ReportType } from '@hisaab/contracts';
import { toRupees } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import type { AuthContext } from '../../../shared/tenant';
import { dashboardPeriods, percentChange, reportRange, type ReportRange } from '../domain/periods';
import { NO_INPUT_TAX_NOTE } from '../domain/gst-liability';
import { headsTotal } from '../domain/tax-heads';
import { GstReport } from './gst.report';
import { ReportQueries } from './ports/report-queries';

@Injectable()
export class ReportsService {
  constructor(
    private readonly queries: ReportQueries,
    private readonly gst: GstReport,
    private readonly clock: Clock,
  ) {}

  async dashboardMetrics(auth: AuthContext): Promise<DashboardMetricsResponse> {
    const periods = dashboardPeriods(this.clock.todayInIndia());
    // GST Paid and Net GST Liability are the GST report's position for the quarter, on the quarter's invoice totals.
    const [f, position] = await Promise.all([this.queries.dashboard(auth.businessId, periods), this.gst.liabilityFor(auth.businessId, periods.quarter)]);
    const liability = position(f.gst);
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
      gstPaid: liability.inputRecorded ? toRupees(headsTotal(liability.input)) : null,
      netGstLiability: liability.inputRecorded ? toRupees(headsTotal(liability.net)) : null,
      gstOnCreditNotes: toRupees(headsTotal(liability.creditNotes)),
      gstPaidNote: liability.inputRecorded ? null : NO_INPUT_TAX_NOTE,
      periods: {
        financialYear: periods.financialYear,
        quarter: periods.quarter,
        month: periods.month,
        lastMonth: periods.lastMonth,
      },
    };
  }

  /** The period of a report: `?from=&to=` (both inclusive), else the current financial year. */
  range(from?: string, to?: string): ReportRange {
    return reportRange(from, to, this.clock.todayInIndia());
  }

  /** '{type}-report-{date}.csv', as the spec names the download. */
  csvFileName(type: ReportType): string {
    return `${type}-report-${this.clock.todayInIndia()}.csv`;
  }
}
