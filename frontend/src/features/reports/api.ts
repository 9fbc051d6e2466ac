import { queryOptions } from '@tanstack/react-query';
import type {
  CustomersReportResponse,
  GstReportResponse,
  GstReturnPeriodsResponse,
  Gstr1SummaryResponse,
  Gstr3bResponse,
  InventoryReportResponse,
  ProfitLossReportResponse,
  ReportType,
  SalesReportResponse,
} from '@hisaab/contracts';
import { todayInIndia } from '@/lib/calendar';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { withQuery } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-file';

/** GST returns are read from invoices and credit notes: their keys sit under the invoices root, so any invoice change refreshes them. */
export const gstReturnKeys = {
  // The periods follow the filing frequency, a GST setting: saving the settings refreshes them.
  periods: [queryRoots.gstSettings, 'return-periods'] as const,
  gstr1: (fp: string) => [queryRoots.invoices, 'gstr1', fp] as const,
  gstr3b: (fp: string) => [queryRoots.invoices, 'gstr3b', fp] as const,
};

export const returnPeriodsQuery = () =>
  queryOptions({
    queryKey: gstReturnKeys.periods,
    queryFn: ({ signal }) => apiRequest<GstReturnPeriodsResponse>('GET', `${queryRoots.gstReturns}/periods`, undefined, { signal }),
  });

export const gstr1SummaryQuery = (fp: string) =>
  queryOptions({
    queryKey: gstReturnKeys.gstr1(fp),
    queryFn: ({ signal }) => apiRequest<Gstr1SummaryResponse>('GET', withQuery(`${queryRoots.gstReturns}/gstr1/summary`, { period: fp }), undefined, { signal }),
  });

export const gstr3bQuery = (fp: string) =>
  queryOptions({
    queryKey: gstReturnKeys.gstr3b(fp),
    queryFn: ({ signal }) => apiRequest<Gstr3bResponse>('GET', withQuery(`${queryRoots.gstReturns}/gstr3b`, { period: fp }), undefined, { signal }),
  });

/** Downloads the GSTR-1 file the server built (JSON for the offline tool, or the CSV ZIP), named as the server names it. */
export async function downloadGstr1(fp: string, gstin: string, format: 'json' | 'csv'): Promise<void> {
  const { blob } = await apiBlob(withQuery(`${queryRoots.gstReturns}/gstr1`, { period: fp, format }));
  saveBlob(blob, `GSTR1_${gstin}_${fp}.${format === 'csv' ? 'zip' : 'json'}`);
}

/** GSTR-3B's portal JSON, saved from the answer already on screen. */
export function saveGstr3b(answer: Gstr3bResponse): void {
  saveBlob(new Blob([JSON.stringify(answer.gstr3b)], { type: 'application/json' }), `GSTR3B_${answer.gstr3b.gstin}_${answer.gstr3b.ret_period}.json`);
}

/** Each report type's JSON answer. */
export interface ReportAnswers {
  'profit-loss': ProfitLossReportResponse;
  gst: GstReportResponse;
  sales: SalesReportResponse;
  customers: CustomersReportResponse;
  inventory: InventoryReportResponse;
}

/** Both days inclusive, 'YYYY-MM-DD'. */
export interface ReportPeriodInput {
  from: string;
  to: string;
}

/**
 * Reports read invoices, payments, credit notes, purchases and stock: their keys sit under the dashboard's
 * root, which invoice and payment changes refresh (the rest is read again on opening the dialog).
 */
export const reportKeys = {
  report: (type: ReportType, period: ReportPeriodInput) => [queryRoots.dashboard, 'report', type, period.from, period.to] as const,
};

export const reportQuery = <T extends ReportType>(type: T, period: ReportPeriodInput) =>
  queryOptions({
    queryKey: reportKeys.report(type, period),
    queryFn: ({ signal }) => apiRequest<ReportAnswers[T]>('GET', withQuery(`/api/reports/${type}`, { from: period.from, to: period.to }), undefined, { signal }),
  });

/** The JSON on screen, saved as '{type}-report-{date}.json' (the result dialog's Download JSON). */
export function saveReportJson(type: ReportType, answer: unknown): void {
  saveBlob(new Blob([JSON.stringify(answer, null, 2)], { type: 'application/json' }), `${type}-report-${todayInIndia()}.json`);
}
