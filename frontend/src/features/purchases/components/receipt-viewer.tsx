import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorDescription } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { queryRoots } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-file';
import { fetchReceipt, type Expense } from '../api';

/** The receipt of an expense: a photo shown in place, a PDF opened in a new tab; either downloaded. */
export function ReceiptViewer({ expense, onClose }: { expense: Expense & { receipt: NonNullable<Expense['receipt']> }; onClose: () => void }) {
  const query = useQuery({ queryKey: [queryRoots.expenses, expense.id, 'receipt', expense.receipt.uploadedAt], queryFn: () => fetchReceipt(expense.id), staleTime: Infinity });
  const blob = query.data?.blob;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const isImage = expense.receipt.contentType.startsWith('image/');
  const what = `${expense.vendor ?? 'expense'} on ${formatDate(expense.expenseDate)}`;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Receipt</DialogTitle>
          <DialogDescription>
            {expense.receipt.fileName} · {what}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6" label="Loading receipt" />
          </div>
        ) : query.isError || !url ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(query.error, 'Could not load the receipt.')}
          </p>
        ) : isImage ? (
          <img src={url} alt={`Receipt for ${what}`} className="mx-auto max-h-[60dvh] w-auto max-w-full rounded-md border object-contain" />
        ) : (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <FileText className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">A PDF receipt: open it in a new tab or download it.</p>
            <Button variant="outline" onClick={() => window.open(url, '_blank', 'noopener')}>
              <ExternalLink className="size-4" aria-hidden /> Open PDF
            </Button>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button disabled={!blob} onClick={() => blob && saveBlob(blob, expense.receipt.fileName)}>
            <Download className="size-4" aria-hidden /> Download
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
