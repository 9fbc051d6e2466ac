import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { isUnit, UNITS } from '@hisaab/contracts';
import { GstRateSelect } from '@/components/gst-rate-select';
import { ProductNameField } from '@/components/pickers/product-picker';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatRupees } from '@/lib/format';
import { lineAmount, type RecurringFormValues } from '../schema';

interface TemplateLineRowProps {
  index: number;
  /** The last line cannot be removed (spec part 2 §5). */
  canRemove: boolean;
  onRemove: () => void;
}

/** One item of a template: typed, or picked from inventory (its rate, GST, HSN and unit filled in). */
export function TemplateLineRow({ index, canRemove, onRemove }: TemplateLineRowProps) {
  const { register, control, setValue, formState } = useFormContext<RecurringFormValues>();
  const [startDate, unit, quantity, rate] = useWatch({ control, name: ['startDate', `items.${index}.unit`, `items.${index}.quantity`, `items.${index}.rate`] });
  const errors = formState.errors.items?.[index];
  const field = <K extends keyof RecurringFormValues['items'][number]>(name: K) => `items.${index}.${name}` as const;
  const units: readonly string[] = isUnit(unit) ? UNITS : [...UNITS, unit];

  return (
    <li className="grid grid-cols-2 gap-3 rounded-lg border p-3 sm:grid-cols-6 lg:grid-cols-12" aria-label={`Item ${index + 1}`}>
      <Controller
        control={control}
        name={field('productName')}
        render={({ field: nameField }) => (
          <FormField label="Product name" error={errors?.productName?.message} className="col-span-2 sm:col-span-4 lg:col-span-4">
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
                setValue(field('rate'), String(product.price), { shouldValidate: true });
                setValue(field('gstRate'), String(product.gstRate), { shouldValidate: true });
                setValue(field('hsnCode'), product.hsnCode ?? '');
                setValue(field('unit'), product.unit);
              }}
            />
          </FormField>
        )}
      />
      <FormField label="HSN/SAC" error={errors?.hsnCode?.message} className="sm:col-span-2 lg:col-span-2">
        <Input inputMode="numeric" maxLength={8} {...register(field('hsnCode'))} />
      </FormField>
      <FormField label="Quantity" error={errors?.quantity?.message} className="lg:col-span-1">
        <Input type="number" inputMode="decimal" min={1} step="any" {...register(field('quantity'))} />
      </FormField>
      <FormField label="Unit" className="lg:col-span-1">
        <Select className="px-2" {...register(field('unit'))}>
          {units.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Rate (₹)" error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-2">
        <Input type="number" inputMode="decimal" min={0} step="any" {...register(field('rate'))} />
      </FormField>
      <Controller
        control={control}
        name={field('gstRate')}
        render={({ field: rateField }) => (
          <FormField label="GST" error={errors?.gstRate?.message} className="lg:col-span-2">
            <GstRateSelect date={startDate} current={Number(rateField.value)} {...rateField} />
          </FormField>
        )}
      />
      <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-6 lg:col-span-12">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Amount <span className="font-semibold text-foreground tabular-nums">{formatRupees(lineAmount({ quantity, rate }))}</span>
        </p>
        <Button variant="ghost" size="icon" onClick={onRemove} disabled={!canRemove} aria-label={`Remove item ${index + 1}`}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
