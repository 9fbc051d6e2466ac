import { useMemo, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CREDIT_NOTE_LIMITS, CREDIT_NOTE_REASON_LABELS, CREDIT_NOTE_REASONS, CreditNoteMessages, creditableQuantityMessage, type CreditNoteReason, type CreditNoteRequest } from '@hisaab/contracts';
import { toMilli } from '@hisaab/gst';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateInput } from '@/components/ui/date-input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { todayInIndia } from '@/lib/calendar';
import { formatDate, formatRupees } from '@/lib/format';
import { serverFieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { invoiceKeys } from '../api';
import { useCreateCreditNote } from './api';
import { previewItems, previewValue, remainingQuantity, remainingValue, type CreditableInvoice, type CreditPreview } from './preview';

/** The invoice as the dialog reads it (the same answer and cache entry as the details dialog). */
const creditableInvoiceQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<CreditableInvoice>('GET', `/api/invoices/${encodeURIComponent(id)}`, undefined, { signal }),
  });

/** 'Create Credit Note' from an issued invoice's row menu (Section 34, Rule 53; docs/gst.md "Credit notes"). */
export function CreditNoteDialog({ invoiceId, onClose }: { invoiceId: string; onClose: () => void }) {
  const { data, isError, error } = useQuery(creditableInvoiceQuery(invoiceId));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Create Credit Note</DialogTitle>
          <DialogDescription>
            {data
              ? `Against invoice ${data.invoiceNumber} of ${formatDate(data.invoiceDate)} to ${data.customer.name}. Tax is reversed at the invoice's rates.`
              : 'Tax is reversed at the invoice’s rates.'}
          </DialogDescription>
        </DialogHeader>
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(error, 'Could not load the invoice.')}
          </p>
        ) : !data ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" label="Loading invoice" />
          </div>
        ) : (
          <CreditNoteForm invoice={data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type Mode = 'items' | 'value';

function CreditNoteForm({ invoice, onClose }: { invoice: CreditableInvoice; onClose: () => void }) {
  const create = useCreateCreditNote();
  // One key per dialog: a double click or a retried request makes one note.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [mode, setMode] = useState<Mode>('items');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<CreditNoteReason | ''>('');
  const [noteDate, setNoteDate] = useState(todayInIndia());
  const [restock, setRestock] = useState(false);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A field's message goes once it is changed; the rest stay until the next submit.
  const clear = (...keys: string[]) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));

  const numbers = useMemo(() => Object.fromEntries(Object.entries(quantities).map(([id, text]) => [id, Number(text)])), [quantities]);
  const preview = mode === 'items' ? previewItems(invoice, numbers) : previewValue(invoice, Number(amount));
  const hasProducts = invoice.items.some((item) => item.productId);

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!reason) found.reason = CreditNoteMessages.reason;
    if (!noteDate) found.noteDate = CreditNoteMessages.noteDate;
    else if (noteDate < invoice.invoiceDate) found.noteDate = CreditNoteMessages.noteDateBeforeInvoice;
    else if (noteDate > todayInIndia()) found.noteDate = CreditNoteMessages.noteDateFuture;
    if (notes.length > CREDIT_NOTE_LIMITS.notes) found.notes = CreditNoteMessages.notes;
    if (mode === 'value') {
      const value = Number(amount);
      if (!amount.trim() || !(value > 0)) found.amount = CreditNoteMessages.amount;
      else if (Math.round(value * 100) !== value * 100) found.amount = CreditNoteMessages.amountFormat;
      else if (value > remainingValue(invoice)) found.amount = `At most ${formatRupees(remainingValue(invoice))} of taxable value is left to credit on this invoice`;
      return found;
    }
    invoice.items.forEach((item, index) => {
      const text = quantities[item.id]?.trim();
      if (!text) return;
      const quantity = Number(text);
      const left = remainingQuantity(item);
      if (!(quantity > 0)) found[`items.${index}.quantity`] = CreditNoteMessages.quantity;
      else if (Math.round(quantity * 1000) !== quantity * 1000) found[`items.${index}.quantity`] = CreditNoteMessages.quantityFormat;
      else if (toMilli(quantity) > toMilli(left)) found[`items.${index}.quantity`] = creditableQuantityMessage(left, item.quantity, item.creditedQuantity);
      else if (restock && item.productId && !Number.isInteger(quantity)) found[`items.${index}.quantity`] = CreditNoteMessages.quantityWhole;
    });
    if (!Object.keys(found).some((key) => key.startsWith('items.')) && !invoice.items.some((item) => Number(quantities[item.id]) > 0)) found.items = CreditNoteMessages.itemsOrAmount;
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const lines = invoice.items.flatMap((item) => (Number(quantities[item.id]) > 0 ? [{ itemId: item.id, quantity: Number(quantities[item.id]) }] : []));
    const body: CreditNoteRequest = {
      invoiceId: invoice.id,
      reason: reason as CreditNoteReason,
      noteDate,
      ...(mode === 'items' ? { items: lines, restock } : { amount: Number(amount) }),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    try {
      await create.mutateAsync({ body, idempotencyKey });
      onClose();
    } catch (failure) {
      // Item errors come back by the position in the request: map them to the invoice's lines.
      const fields = serverFieldErrors(failure);
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) {
        const match = /^items\.(\d+)\./.exec(key);
        const item = match && lines[Number(match[1])];
        mapped[item ? `items.${invoice.items.findIndex((candidate) => candidate.id === item.itemId)}.quantity` : key] = message;
      }
      if (failure instanceof ApiError && failure.status === 409) mapped.form = failure.message;
      setErrors(mapped);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">What to credit</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="credit-mode" className="size-4 accent-primary" checked={mode === 'items'} onChange={() => setMode('items')} />
          Items and quantities (returned goods, a wrong quantity)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="credit-mode" className="size-4 accent-primary" checked={mode === 'value'} onChange={() => setMode('value')} />
          A value only (post-sale discount)
        </label>
      </fieldset>

      {mode === 'items' ? (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3">
            {invoice.items.map((item, index) => {
              const left = remainingQuantity(item);
              return (
                <li key={item.id}>
                  <FormField
                    label={`${item.productName} (${left} of ${item.quantity} ${item.unit} can be credited)`}
                    hint={`${item.gstRate}% GST · taxable ${formatRupees(item.taxable)}`}
                    error={errors[`items.${index}.quantity`]}
                  >
                    <Input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={left}
                      step="any"
                      placeholder="0"
                      disabled={left <= 0}
                      value={quantities[item.id] ?? ''}
                      onChange={(event) => {
                        setQuantities((current) => ({ ...current, [item.id]: event.target.value }));
                        clear(`items.${index}.quantity`, 'items', 'form');
                      }}
                    />
                  </FormField>
                </li>
              );
            })}
          </ul>
          <FieldError message={errors.items} />
          {hasProducts && (
            <CheckboxField
              label="Put returned goods back into stock"
              description="Items picked from inventory go back into stock, recorded in Product History with this note's number."
              checked={restock}
              onChange={(event) => setRestock(event.target.checked)}
            />
          )}
        </div>
      ) : (
        <FormField label="Amount (₹, taxable value)" hint={`GST is added at the invoice's rates. At most ${formatRupees(remainingValue(invoice))} is left to credit.`} error={errors.amount}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder="0.00"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              clear('amount', 'form');
            }}
          />
        </FormField>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Reason" error={errors.reason}>
          <Select
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as CreditNoteReason | '');
              clear('reason');
            }}
          >
            <option value="">Select a reason</option>
            {CREDIT_NOTE_REASONS.map((code) => (
              <option key={code} value={code}>
                {CREDIT_NOTE_REASON_LABELS[code]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Credit note date" error={errors.noteDate}>
          <DateInput
            name="noteDate"
            value={noteDate}
            min={invoice.invoiceDate}
            max={todayInIndia()}
            onChange={(event) => {
              setNoteDate(event.target.value);
              clear('noteDate', 'form');
            }}
          />
        </FormField>
      </div>
      <FormField label="Notes (optional)" error={errors.notes}>
        <Textarea rows={2} maxLength={CREDIT_NOTE_LIMITS.notes} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </FormField>

      <Preview invoice={invoice} preview={preview} />
      <FieldError message={errors.form} />

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create Credit Note
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The note's tax as the server will compute it, and what it does to the balance. */
function Preview({ invoice, preview }: { invoice: CreditableInvoice; preview: CreditPreview | null }) {
  const { labels, applicable } = invoice.taxBreakdown;
  const taxes = (['cgst', 'sgst', 'igst'] as const).filter((key) => applicable.includes(labels[key]));
  const row = (label: string, amount: number, strong = false) => (
    <div key={label} className={strong ? 'flex justify-between border-t pt-2 font-semibold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupees(amount)}</dd>
    </div>
  );
  return (
    <section aria-label="Credit note preview" aria-live="polite" className="rounded-lg border bg-surface p-4 text-sm">
      {!preview ? (
        <p className="text-muted-foreground">Enter the quantities or the amount to see the credit note's tax.</p>
      ) : (
        <>
          <dl className="flex flex-col gap-1.5">
            {row('Taxable value', preview.taxable)}
            {taxes.map((key) => row(labels[key], preview[key]))}
            {preview.cess > 0 && row('Cess', preview.cess)}
            {preview.roundOff !== 0 && row('Round off', preview.roundOff)}
            {row('Credit note total', preview.total, true)}
          </dl>
          <p className="pt-2 text-muted-foreground">
            {formatRupees(preview.offBalance)} comes off the balance of {formatRupees(invoice.outstanding)}
            {preview.refund > 0 ? `; ${formatRupees(preview.refund)} is to be refunded to the customer.` : '.'}
          </p>
        </>
      )}
    </section>
  );
}
