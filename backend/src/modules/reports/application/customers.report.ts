import { Injectable } from '@nestjs/common';
import { REPORT_LIMITS, type AgeingBuckets, type CustomerAnalysisRow, type CustomersReportResponse } from '@hisaab/contracts';
import type { AuthContext } from '../../../shared/tenant';
import { Clock } from '../../../platform/clock/clock';
import type { ReportRange } from '../domain/periods';
import { csvFile } from '../domain/csv';
import { CustomerFigures, type AgeingPaise, type CustomerFigure } from './ports/customer-figures';
import { csvMoney, periodOf, rupees } from './report-presenter';

export const CUSTOMERS_CSV_HEADER = [
  'Customer', 'GSTIN', 'Invoices', 'Invoiced', 'Credited', 'Paid', 'Outstanding',
  'Not Due', '0-30 Days', '31-60 Days', '61-90 Days', '90+ Days', 'Last Purchase',
];

const ageing = (a: AgeingPaise): AgeingBuckets => ({
  notDue: rupees(a.notDuePaise),
  days0to30: rupees(a.days0to30Paise),
  days31to60: rupees(a.days31to60Paise),
  days61to90: rupees(a.days61to90Paise),
  over90: rupees(a.over90Paise),
});

function analysisRow(c: CustomerFigure): CustomerAnalysisRow {
  return {
    customer: { id: c.customerId, name: c.name },
    gstin: c.gstin,
    stats: {
      totalInvoiced: rupees(c.invoicedPaise),
      totalCredited: rupees(c.creditedPaise),
      totalPaid: rupees(c.paidPaise),
      outstanding: rupees(c.outstandingPaise),
      totalInvoices: c.invoiceCount,
    },
    ageing: ageing(c),
    lastPurchase: c.lastPurchase,
  };
}

/**
 * Customer analysis: per customer invoiced in the period, what was invoiced, credited and paid, what is
 * still due today and how late it is (0-30, 31-60, 61-90, 90+ days past the due date), the last purchase.
 */
@Injectable()
export class CustomersReport {
  constructor(
    private readonly figures: CustomerFigures,
    private readonly clock: Clock,
  ) {}

  async json(auth: AuthContext, range: ReportRange): Promise<CustomersReportResponse> {
    const asOf = this.clock.todayInIndia();
    const { rows, totals } = await this.figures.customers(auth.businessId, range, asOf, REPORT_LIMITS.customersInAnalysis);
    return {
      type: 'customers',
      period: periodOf(range),
      asOf,
      summary: {
        customerCount: totals.customerCount,
        invoiceCount: totals.invoiceCount,
        totalInvoiced: rupees(totals.invoicedPaise),
        totalCredited: rupees(totals.creditedPaise),
        totalPaid: rupees(totals.paidPaise),
        outstanding: rupees(totals.outstandingPaise),
      },
      revenue: { total: rupees(totals.invoicedPaise), paid: rupees(totals.paidPaise), outstanding: rupees(totals.outstandingPaise) },
      ageing: ageing(totals),
      topCustomers: rows.slice(0, REPORT_LIMITS.topCustomers).map((c) => ({ customer: { id: c.customerId, name: c.name }, totalAmount: rupees(c.invoicedPaise), invoiceCount: c.invoiceCount })),
      customers: rows.map(analysisRow),
    };
  }

  /** Every customer of the period, largest invoiced first. */
  async csv(auth: AuthContext, range: ReportRange): Promise<string> {
    const { rows } = await this.figures.customers(auth.businessId, range, this.clock.todayInIndia(), null);
    return csvFile(
      CUSTOMERS_CSV_HEADER,
      rows.map((c) => [
        c.name, c.gstin ?? '', c.invoiceCount, csvMoney(c.invoicedPaise), csvMoney(c.creditedPaise), csvMoney(c.paidPaise), csvMoney(c.outstandingPaise),
        csvMoney(c.notDuePaise), csvMoney(c.days0to30Paise), csvMoney(c.days31to60Paise), csvMoney(c.days61to90Paise), csvMoney(c.over90Paise), c.lastPurchase,
      ]),
    );
  }
}
