import { queryOptions } from '@tanstack/react-query';
import type { BusinessConfig, DashboardMetricsResponse, LowStockProduct } from '@hisaab/contracts';
import { apiRequest } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/dashboard/metrics: every figure computed from the business's own invoices (rupees). */
export type DashboardMetrics = DashboardMetricsResponse;

export interface DashboardInvoice {
  id: string;
  invoiceNumber: string;
  displayStatus: string;
  customer: { name: string; email: string | null } | null;
  total: number;
  outstanding: number;
  daysOverdue?: number;
}

/** Spec part 1 §9: at most 3 stock alerts and 2 payment reminders. */
export const STOCK_ALERTS = 3;
export const PAYMENT_REMINDERS = 2;

// Keys sit under the roots of the data they show, so invoice, payment and product changes refresh them.
export const dashboardKeys = {
  metrics: [queryRoots.dashboard, 'metrics'] as const,
  recentInvoices: [queryRoots.invoices, 'recent'] as const,
  overdueInvoices: [queryRoots.invoices, 'overdue'] as const,
  lowStock: [queryRoots.products, 'low-stock'] as const,
};

export const metricsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.metrics,
    queryFn: ({ signal }) => apiRequest<DashboardMetrics>('GET', `${queryRoots.dashboard}/metrics`, undefined, { signal }),
  });

export const recentInvoicesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.recentInvoices,
    queryFn: ({ signal }) => apiRequest<{ items: DashboardInvoice[] }>('GET', `${queryRoots.invoices}/recent`, undefined, { signal }),
  });

export const overdueInvoicesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.overdueInvoices,
    queryFn: ({ signal }) =>
      apiRequest<Page<DashboardInvoice>>('GET', withQuery(`${queryRoots.invoices}/overdue`, { limit: PAYMENT_REMINDERS }), undefined, { signal }),
  });

export const lowStockQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.lowStock,
    queryFn: ({ signal }) =>
      apiRequest<LowStockProduct[]>('GET', withQuery(`${queryRoots.products}/low-stock`, { limit: STOCK_ALERTS }), undefined, { signal }),
  });

/** Quick Actions' 'Download Sales CSV' (the Reports screen downloads the same way). */
export { useDownloadReportCsv } from '@/lib/report-download';

/** Whether a list has at least one row; keyed under its root, so adding the first row refreshes it. */
const hasAnyQuery = (root: string) =>
  queryOptions({
    queryKey: [root, 'has-any'] as const,
    queryFn: async ({ signal }) => (await apiRequest<Page<unknown>>('GET', withQuery(root, { limit: 1 }), undefined, { signal })).items.length > 0,
  });

/** What the setup checklist reads: the saved settings and whether each list has a first entry. */
export const setupQueries = () => ({
  config: queryOptions({
    queryKey: [queryRoots.config] as const,
    queryFn: ({ signal }) => apiRequest<BusinessConfig>('GET', queryRoots.config, undefined, { signal }),
  }),
  hasCustomer: hasAnyQuery(queryRoots.customers),
  hasProduct: hasAnyQuery(queryRoots.products),
  hasInvoice: hasAnyQuery(queryRoots.invoices),
});
