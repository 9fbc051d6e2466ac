import { useId, useState } from 'react';
import { Paperclip, X } from 'lucide-react';
import { ExpenseMessages, RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { shrinkImage } from '../shrink-image';

const ACCEPT = RECEIPT_CONTENT_TYPES.join(',');
const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

interface ReceiptPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/**
 * A receipt to attach: a photo or a PDF. A photo larger than the server takes is made smaller here
 * (phone cameras write 3-5 MB); anything else too large or of another type is refused with the server's words.
 */
export function ReceiptPicker({ file, onChange }: ReceiptPickerProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | undefined) => {
    setError(undefined);
    if (!chosen) return;
    if (!(RECEIPT_CONTENT_TYPES as readonly string[]).includes(chosen.type)) return setError(ExpenseMessages.receiptType);
    let ready = chosen;
    if (chosen.size > RECEIPT_MAX_BYTES && chosen.type.startsWith('image/')) {
      setBusy(true);
      ready = (await shrinkImage(chosen, RECEIPT_MAX_BYTES)) ?? chosen;
      setBusy(false);
    }
    if (ready.size > RECEIPT_MAX_BYTES) return setError(ExpenseMessages.receiptTooLarge(RECEIPT_MAX_BYTES));
    onChange(ready);
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Receipt (photo or PDF, optional)</Label>
      {file ? (
        <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <Paperclip className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{file.name}</span>
            <span className="shrink-0 text-muted-foreground">{sizeText(file.size)}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={`Remove ${file.name}`}>
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ) : (
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
