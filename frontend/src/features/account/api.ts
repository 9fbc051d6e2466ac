import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountMessages, type DeleteAccountRequest, type DeleteAccountResponse, type ExportDataResponse, type ExportStatusResponse } from '@hisaab/contracts';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';

/** GET /api/auth/export-data/status: whether today's one export was requested, so a reload still reads 'Export Requested'. */
export const exportStatusQuery = () => queryOptions<ExportStatusResponse>({ queryKey: ['/api/auth/export-data/status'] });

/** POST /api/auth/export-data: the link arrives by e-mail; one export a day (a second is 409 with the server's message). */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ExportDataResponse>('POST', '/api/auth/export-data', undefined, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSuccess: (answer) => {
      toast({ title: AccountMessages.exportRequested, description: answer.message });
      return queryClient.invalidateQueries({ queryKey: exportStatusQuery().queryKey });
    },
    // Spec part 2 §8: export failures show the server's message.
    onError: (error) => toast({ title: 'Error', description: errorDescription(error, 'Failed to request the data export'), variant: 'destructive' }),
  });
}

/** DELETE /api/auth/delete-account: the server checks the confirmation text again and signs every session out. */
export function useDeleteAccount(onScheduled: (answer: DeleteAccountResponse) => void) {
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => apiRequest<DeleteAccountResponse>('DELETE', '/api/auth/delete-account', request),
    onSuccess: (answer) => {
      toast({ title: 'Account Deletion Scheduled', description: answer.message });
      onScheduled(answer);
    },
    onError: (error) => toast({ title: 'Error', description: errorDescription(error, 'Failed to delete the account'), variant: 'destructive' }),
  });
}
