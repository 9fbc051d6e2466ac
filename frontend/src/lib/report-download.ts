import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { todayInIndia } from '@/lib/calendar';
import { withQuery } from '@/lib/page';
import { saveBlob } from '@/lib/save-file';
import { toast } from '@/lib/toast';

class DownloadError extends Error {}

/**
 * GET /api/reports/{report}?format=csv (with the period when given), saved as '{report}-report-{date}.csv'
 * (spec part 1 §7, §8; part 2 §7): 'Download Started', or 'Download Failed' saying why.
 */
export function useDownloadReportCsv(report: string, label: string) {
  return useMutation({
    mutationFn: async (period: { from: string; to: string } | void) => {
      let reply;
      try {
        reply = await apiBlob(withQuery(`/api/reports/${report}`, { from: period?.from, to: period?.to, format: 'csv' }));
      } catch {
        throw new DownloadError('Failed to download report');
      }
      if (!reply.contentType.includes('text/csv')) throw new DownloadError('Server returned non-CSV content');
      saveBlob(reply.blob, `${report}-report-${todayInIndia()}.csv`);
    },
    onSuccess: () => toast({ title: 'Download Started', description: `${label} report is being downloaded as CSV.` }),
    onError: (error) =>
      toast({
        title: 'Download Failed',
        description: error instanceof DownloadError ? error.message : 'Failed to download report',
        variant: 'destructive',
      }),
  });
}
