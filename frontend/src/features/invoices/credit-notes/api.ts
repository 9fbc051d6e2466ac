import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteListItemResponse, CreditNoteRequest, CreditNoteResponse } from '@hisaab/contracts';
import { apiBlob, apiRequest, errorDescription } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-file';
import { toast } from '@/lib/toast';

/** The contract's shapes (@hisaab/contracts). */
export type CreditNoteListItem = CreditNoteListItemResponse;
export type CreditNote = CreditNoteResponse;

const ROOT = queryRoots.creditNotes;
const PAGE_SIZE = 25;

export const creditNoteKeys = {
  list: (search: string) => [ROOT, 'list', { search }] as const,
};

export const creditNotesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: creditNoteKeys.list(search),
    queryFn: ({ pageParam, signal }) => apiRequest<Page<CreditNoteListItem>>('GET', withQuery(ROOT, { search, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/**
 * A note changes its invoice's balance (and status), the dashboard's figures and, with returned
 * goods, stock: refresh all of them with the notes.
 */
export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreditNoteRequest; idempotencyKey: string }) =>
      apiRequest<CreditNote>('POST', ROOT, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (note) => {
      const refund = note.refundDue > 0 ? ` ${formatRupees(note.refundDue)} is to be refunded to the customer.` : '';
      toast({ title: 'Credit note created', description: `${note.noteNumber} for ${formatRupees(note.total)} against ${note.invoiceNumber}.${refund}` });
      return Promise.all([ROOT, queryRoots.invoices, queryRoots.dashboard, queryRoots.products].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
    },
    // Field errors are shown under their fields by the dialog; anything else is a toast.
    onError: (error) => toast({ title: 'Failed to create credit note', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** Downloads the note's PDF; it needs the bearer token, so it is fetched first. */
export async function downloadCreditNotePdf(note: { id: string; noteNumber: string }): Promise<void> {
  try {
    const { blob } = await apiBlob(`${ROOT}/${encodeURIComponent(note.id)}/pdf`);
    saveBlob(blob, `Credit-Note-${note.noteNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`);
  } catch (error) {
    toast({ title: 'Could not download the PDF', description: errorDescription(error, 'Please try again.'), variant: 'destructive' });
  }
}
