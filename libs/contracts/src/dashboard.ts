/** Dashboard contract (GET /api/dashboard/metrics, docs/spec/part-1.md §9). All amounts in rupees. */

/** A date range: `from` inclusive, `to` exclusive (YYYY-MM-DD). */
export interface DashboardPeriod {
  from: string;
  to: string;
  label?: string;
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
