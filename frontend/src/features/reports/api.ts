import { queryOptions } from '@tanstack/react-query';
import type { GstReturnPeriodsResponse, Gstr1SummaryResponse, Gstr3bResponse } from '@hisaab/contracts';
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
