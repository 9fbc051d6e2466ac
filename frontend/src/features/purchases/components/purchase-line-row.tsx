import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { UNITS } from '@hisaab/contracts';
import { formatINR, type LineTax } from '@hisaab/gst';
import { GstRateSelect } from '@/components/gst-rate-select';
import { ProductNameField } from '@/components/pickers/product-picker';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { PurchaseFormValues } from '../schemas';

interface PurchaseLineRowProps {
  index: number;
  /** This line's live tax (paise). */
  tax: LineTax | undefined;
  canRemove: boolean;
  onRemove: () => void;
}

/** One line of a bill: an inventory product (its stock comes in) or anything typed. */
export function PurchaseLineRow({ index, tax, canRemove, onRemove }: PurchaseLineRowProps) {
  const { register, control, setValue, formState } = useFormContext<PurchaseFormValues>();
  const [billDate, productId] = useWatch({ control, name: ['billDate', `items.${index}.productId`] });
  const errors = formState.errors.items?.[index];
  const field = <K extends keyof PurchaseFormValues['items'][number]>(name: K) => `items.${index}.${name}` as const;

  return (
    <li className="grid grid-cols-2 gap-3 rounded-lg border p-3 sm:grid-cols-6 lg:grid-cols-12" aria-label={`Line ${index + 1}`}>
      <Controller
        control={control}
        name={field('productName')}
        render={({ field: nameField }) => (
          <FormField
            label="Item"
            error={errors?.productName?.message ?? errors?.productId?.message}
            hint={productId ? 'Inventory product: its stock goes up' : undefined}
            className="col-span-2 sm:col-span-4 lg:col-span-5"
          >
            <ProductNameField
              value={nameField.value}
              onBlur={nameField.onBlur}
              onTextChange={(text) => {
                nameField.onChange(text);
                setValue(field('productId'), '');
              }}
              onPick={(product) => {
                nameField.onChange(product.name);
                setValue(field('productId'), product.id);
                setValue(field('gstRate'), String(product.gstRate), { shouldValidate: true });
                setValue(field('hsn'), product.hsnCode ?? '');
                setValue(field('unit'), product.unit);
              }}
            />
          </FormField>
        )}
      />
      <FormField label="HSN/SAC" error={errors?.hsn?.message} className="sm:col-span-2 lg:col-span-2">
        <Input inputMode="numeric" maxLength={8} {...register(field('hsn'))} />
      </FormField>
      <FormField label="Qty" error={errors?.quantity?.message} className="sm:col-span-2 lg:col-span-2">
        <Input type="number" inputMode="decimal" min={0.001} step="any" {...register(field('quantity'))} />
      </FormField>
      <FormField label="Unit" error={errors?.unit?.message} className="sm:col-span-2 lg:col-span-3">
        <Select {...register(field('unit'))}>
          {UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Rate (₹)" error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-3">
        <Input type="number" inputMode="decimal" min={0.0001} step="any" {...register(field('rate'))} />
      </FormField>
      <Controller
        control={control}
        name={field('gstRate')}
        render={({ field: rateField }) => (
          <FormField label="GST" error={errors?.gstRate?.message} className="sm:col-span-2 lg:col-span-3">
            <GstRateSelect date={billDate} current={Number(rateField.value)} {...rateField} />
          </FormField>
        )}
      />
      <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-4 lg:col-span-6">
        {/* Without the bill's tax (no place of supply yet) the totals say why; no ₹0.00 that looks computed. */}
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {tax && (
            <>
              Amount <span className="font-medium text-foreground tabular-nums">{formatINR(tax.taxablePaise)}</span>
              {' + GST '}
              <span className="font-medium text-foreground tabular-nums">{formatINR(tax.gstAmountPaise)}</span>
              {' = '}
              <span className="font-semibold text-foreground tabular-nums">{formatINR(tax.totalPaise)}</span>
            </>
          )}
        </p>
        <Button variant="ghost" size="icon" onClick={onRemove} disabled={!canRemove} aria-label={`Remove line ${index + 1}`}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
