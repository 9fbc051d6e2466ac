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
  /**
   * This quarter, from the GST report: claimable input tax on recorded purchases and expenses, and the
   * tax collected (less credit notes) minus it. Null, with gstPaidNote saying why, when no purchase or
   * expense with GST is recorded for the quarter.
   */
  gstPaid: number | null;
  netGstLiability: number | null;
  /** GST taken off this quarter's output tax by credit notes (in netGstLiability, not in gstCollected). */
  gstOnCreditNotes: number;
  gstPaidNote: string | null;
  periods: { financialYear: DashboardPeriod; quarter: DashboardPeriod; month: DashboardPeriod; lastMonth: DashboardPeriod };
}
