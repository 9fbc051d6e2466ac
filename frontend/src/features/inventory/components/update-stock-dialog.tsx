import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useAdjustStock, type Product } from '../api';
import { isValidStockChange } from '../rules';

type Direction = 'add' | 'remove';

export function UpdateStockDialog({ product, onOpenChange }: { product: Product; onOpenChange: (open: boolean) => void }) {
  const adjust = useAdjustStock();
  const [type, setType] = useState<Direction>('add');
  const [quantity, setQuantity] = useState('');
  const valid = isValidStockChange(quantity, type, product.stockQuantity);
  const newStock = product.stockQuantity + (type === 'add' ? 1 : -1) * Number(quantity);

  const submit = () => {
    if (!valid) return;
    adjust.mutate({ id: product.id, adjustment: { type, quantity: Number(quantity) } }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Stock</DialogTitle>
          <DialogDescription>
            {product.name}: {product.stockQuantity} {product.unit} in stock now.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Change</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['add', 'remove'] as const).map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    type === option ? 'border-primary bg-accent text-accent-foreground' : 'hover:bg-muted',
                  )}
                >
                  <input type="radio" name="direction" value={option} checked={type === option} onChange={() => setType(option)} className="sr-only" />
                  {option === 'add' ? 'Add stock' : 'Remove stock'}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField label="Quantity">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              max={type === 'remove' ? product.stockQuantity : undefined}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              // A modal dialog moves focus anyway; the quantity is the one thing it asks for.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </FormField>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {type === 'remove' && <>You can remove at most {product.stockQuantity}. </>}
            {valid && (
              <>
                New stock: <strong className="text-foreground">{newStock}</strong> {product.unit}
              </>
            )}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid} loading={adjust.isPending}>
              Update Stock
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
