/** Dashboard contract (GET /api/dashboard/metrics, docs/spec/part-1.md §9). All amounts in rupees. */

/** A date range: `from` inclusive, `to` exclusive (YYYY-MM-DD). */
export interface DashboardPeriod {
  from: string;
  to: string;
  label?: string;
}

/** GET /api/reports/sales (JSON): issued invoices dated in the period, in rupees. */
export interface SalesReportResponse {
  type: 'sales';
  /** Both days inclusive (YYYY-MM-DD). */
  period: { from: string; to: string };
  summary: { invoiceCount: number; taxable: number; cgst: number; sgst: number; igst: number; cess: number; gstAmount: number; total: number };
  revenue: { total: number; paid: number; outstanding: number };
  /** The five customers with the largest totals. */
  topCustomers: { customer: { id: string; name: string }; totalAmount: number; invoiceCount: number }[];
}

/** GET /api/dashboard/metrics: every figure computed from the business's own invoices. */
export interface DashboardMetricsResponse {
  /** Totals (GST included) of issued invoices — sent or paid — dated in this financial year. */
  totalRevenue: number;
  revenueChange: { thisMonth: number; lastMonth: number; percent: number | null };
  outstandingAmount: number;
  pendingInvoicesCount: number;
  gstCollected: { total: number; cgst: number; sgst: number; igst: number; cess: number };
  activeCustomers: number;
  newActiveCustomersThisMonth: number;
  /** GST paid on purchases is not recorded: always null, with gstPaidNote saying why. */
  gstPaid: null;
  gstPaidNote: string;
  periods: { financialYear: DashboardPeriod; quarter: DashboardPeriod; month: DashboardPeriod; lastMonth: DashboardPeriod };
}
