import { Injectable } from '@nestjs/common';
import { REPORT_LIMITS, type SalesReportResponse } from '@hisaab/contracts';
import { stateLabel } from '@hisaab/gst';
import type { AuthContext } from '../../../shared/tenant';
import { Clock } from '../../../platform/clock/clock';
import { granularityOf, type DateRange, type ReportRange } from '../domain/periods';
import { csvRow } from '../domain/csv';
import { headsOf } from '../domain/tax-heads';
import { ReportQueries, type SalesRow } from './ports/report-queries';
import { SalesFigures, type RegisterEntry } from './ports/sales-figures';
import { csvMoney, periodOf, rupees, taxHeads } from './report-presenter';

const PAGE = 1000;
export const SALES_CSV_HEADER = ['Invoice Number', 'Invoice Date', 'Customer', 'GSTIN', 'Place of Supply', 'Taxable Value', 'CGST', 'SGST', 'IGST', 'Cess', 'Round Off', 'Total', 'Status'];

const displayStatus = (r: { status: 'sent' | 'paid'; dueDate: string }, today: string) => (r.status === 'sent' && r.dueDate < today ? 'overdue' : r.status);

/**
 * The sales report: issued invoices dated in the period by day or month, by customer, by product and by
 * HSN and rate, with the newest of the register; the CSV is the whole invoice register, streamed.
 */
@Injectable()
export class SalesReport {
  constructor(
    private readonly figures: SalesFigures,
    private readonly queries: ReportQueries,
    private readonly clock: Clock,
  ) {}

  async json(auth: AuthContext, range: ReportRange): Promise<SalesReportResponse> {
    const { businessId } = auth;
    const granularity = granularityOf(range);
    const limit = REPORT_LIMITS.listRows;
    const [totals, notes, byPeriod, byCustomer, lines, register] = await Promise.all([
      this.figures.invoiceTotals(businessId, range),
      this.figures.creditNoteTotals(businessId, range),
      this.figures.byPeriod(businessId, range, granularity),
      this.figures.byCustomer(businessId, range, limit),
      this.figures.byProductAndHsn(businessId, range, limit),
      this.figures.latestInvoices(businessId, range, limit),
    ]);
    const today = this.clock.todayInIndia();
    const heads = taxHeads(headsOf(totals));
    return {
      type: 'sales',
      period: periodOf(range),
      summary: {
        invoiceCount: totals.invoiceCount,
        taxable: rupees(totals.taxablePaise),
        cgst: heads.cgst,
        sgst: heads.sgst,
        igst: heads.igst,
        cess: heads.cess,
        gstAmount: rupees(totals.gstAmountPaise),
        total: rupees(totals.totalPaise),
      },
      revenue: { total: rupees(totals.totalPaise), paid: rupees(totals.paidPaise), outstanding: rupees(totals.outstandingPaise) },
      topCustomers: byCustomer.rows.slice(0, REPORT_LIMITS.topCustomers).map((c) => ({
        customer: { id: c.customerId, name: c.name },
        totalAmount: rupees(c.totalPaise),
        invoiceCount: c.invoiceCount,
      })),
      topSellingProducts: lines.products.rows.slice(0, REPORT_LIMITS.topProducts).map((p) => ({
        productId: p.productId,
        name: p.name,
        sales: { quantity: p.quantity, revenue: rupees(p.taxablePaise) },
        stock: p.stock,
      })),
      creditNotes: { count: notes.count, taxable: rupees(notes.taxablePaise), gstAmount: rupees(notes.gstAmountPaise), total: rupees(notes.totalPaise) },
      granularity,
      byPeriod: byPeriod.map((p) => ({ period: p.period, invoiceCount: p.invoiceCount, taxable: rupees(p.taxablePaise), gstAmount: rupees(p.gstAmountPaise), total: rupees(p.totalPaise) })),
      byCustomer: byCustomer.rows.map((c) => ({
        customer: { id: c.customerId, name: c.name },
        gstin: c.gstin,
        invoiceCount: c.invoiceCount,
        taxable: rupees(c.taxablePaise),
        gstAmount: rupees(c.gstAmountPaise),
        total: rupees(c.totalPaise),
      })),
      byProduct: lines.products.rows.map((p) => ({ productId: p.productId, name: p.name, hsn: p.hsn, quantity: p.quantity, taxable: rupees(p.taxablePaise), gstAmount: rupees(p.gstAmountPaise) })),
      byHsn: lines.hsn.rows.map((h) => ({ hsn: h.hsn, gstRate: h.gstRate, quantity: h.quantity, taxable: rupees(h.taxablePaise), ...taxHeads(h) })),
      register: register.map((r: RegisterEntry) => ({
        id: r.id,
        invoiceNumber: r.invoiceNumber,
        invoiceDate: r.invoiceDate,
        customerName: r.customerName,
        customerGstin: r.customerGstin,
        taxable: rupees(r.taxablePaise),
        gstAmount: rupees(r.gstAmountPaise),
        total: rupees(r.totalPaise),
        status: displayStatus(r, today),
      })),
      counts: { customers: byCustomer.count, products: lines.products.count, hsn: lines.hsn.count, invoices: totals.invoiceCount },
    };
  }

  /** The invoice register as CSV (BOM, header, rows), one page of rows at a time, so 100k invoices never sit in memory together. */
  async *csv(auth: AuthContext, range: DateRange): AsyncGenerator<string> {
    const today = this.clock.todayInIndia();
    yield `\uFEFF${csvRow(SALES_CSV_HEADER)}`;
    let after: SalesRow | null = null;
    for (;;) {
      const rows = await this.queries.salesRows(auth.businessId, range, after, PAGE);
      if (!rows.length) return;
      yield rows.map((r) => csvRow(registerCells(r, today))).join('');
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1];
    }
  }
}

function registerCells(r: SalesRow, today: string): (string | number | null)[] {
  return [
    r.invoiceNumber,
    r.invoiceDate,
    r.customerName,
    r.customerGstin ?? '',
    stateLabel(r.placeOfSupply) ?? r.placeOfSupply,
    csvMoney(r.subtotalPaise),
    csvMoney(r.cgstPaise),
    csvMoney(r.sgstPaise),
    csvMoney(r.igstPaise),
    csvMoney(r.cessPaise),
    csvMoney(r.roundOffPaise),
    csvMoney(r.totalPaise),
    displayStatus(r, today),
  ];
}
