import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorDescription } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { challanQuery, useChangeChallanStatus, type Challan, type ChallanListItem } from '../api';
import { ChallanMessages } from '../schema';

/**
 * Goods that came back: everything (returned) or the quantities per item (partially_returned). What
 * came back from inventory goes back into stock.
 */
export function ReturnItemsDialog({ challan, onClose }: { challan: ChallanListItem; onClose: () => void }) {
  const { data, isError, error } = useQuery(challanQuery(challan.id));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Record Return</DialogTitle>
          <DialogDescription>What came back on {challan.challanNumber}? Goods from inventory go back into stock.</DialogDescription>
        </DialogHeader>
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            Error loading challan details: {errorDescription(error, 'please try again.')}
          </p>
        ) : !data ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" label="Loading challan" />
          </div>
        ) : (
          <ReturnForm challan={data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReturnForm({ challan, onClose }: { challan: Challan; onClose: () => void }) {
  const change = useChangeChallanStatus();
  const [mode, setMode] = useState<'all' | 'part'>('all');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const returnedItems = challan.items.map((item) => ({ itemId: item.id, quantity: Number(quantities[item.id] || 0) }));
    const local: Record<string, string> = {};
    returnedItems.forEach((line, index) => {
      const item = challan.items[index];
      if (!Number.isFinite(line.quantity) || line.quantity < 0 || line.quantity > item.quantity) local[`returnedItems.${index}.quantity`] = ChallanMessages.returnedQuantity(item.quantity);
    });
    if (mode === 'part' && !Object.keys(local).length && !returnedItems.some((line) => line.quantity > 0)) local.returnedItems = ChallanMessages.returnedItems;
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await change.mutateAsync(mode === 'all' ? { id: challan.id, status: 'returned' } : { id: challan.id, status: 'partially_returned', returnedItems });
      onClose();
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
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
        <legend className="sr-only">What came back</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="return-mode" className="size-4 accent-primary" checked={mode === 'all'} onChange={() => setMode('all')} />
          Everything came back
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="return-mode" className="size-4 accent-primary" checked={mode === 'part'} onChange={() => setMode('part')} />
          Some items came back
        </label>
      </fieldset>
      {mode === 'part' && (
        <ul className="flex flex-col gap-3">
          {challan.items.map((item, index) => (
            <li key={item.id}>
              <FormField label={`${item.productName} (sent ${item.quantity} ${item.unit})`} error={errors[`returnedItems.${index}.quantity`] ?? errors[`returnedItems.${index}.itemId`]}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={item.quantity}
                  step="any"
                  placeholder="0"
                  value={quantities[item.id] ?? ''}
                  onChange={(event) => setQuantities((current) => ({ ...current, [item.id]: event.target.value }))}
                />
              </FormField>
            </li>
          ))}
        </ul>
      )}
      <FieldError message={errors.returnedItems} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending}>
          Record Return
        </Button>
      </DialogFooter>
    </form>
  );
}
