import { useFormContext, useWatch } from 'react-hook-form';
import { LineGstRateField, LineProductField, LineRow, LineUnitSelect } from '@/components/line-item-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatRupees } from '@/lib/format';
import { lineAmount, type RecurringFormValues } from '../schema';

interface TemplateLineRowProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

/** One item of a template: typed, or picked from inventory (its rate, GST, HSN and unit filled in). */
export function TemplateLineRow({ index, canRemove, onRemove }: TemplateLineRowProps) {
  const { register, control, formState } = useFormContext<RecurringFormValues>();
  const [startDate, quantity, rate] = useWatch({ control, name: ['startDate', `items.${index}.quantity`, `items.${index}.rate`] });
  const errors = formState.errors.items?.[index];
  const field = <K extends keyof RecurringFormValues['items'][number]>(name: K) => `items.${index}.${name}` as const;

  return (
    <LineRow
      index={index}
      noun="Item"
      canRemove={canRemove}
      onRemove={onRemove}
      footerClassName="items-center sm:col-span-6 lg:col-span-12"
      footer={
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Amount <span className="font-semibold text-foreground tabular-nums">{formatRupees(lineAmount({ quantity, rate }))}</span>
        </p>
      }
    >
      <LineProductField
        index={index}
        label="Product name"
        error={errors?.productName?.message}
        className="col-span-2 sm:col-span-4 lg:col-span-4"
        fills={{ productId: 'productId', rate: 'rate', gstRate: 'gstRate', hsn: 'hsnCode', unit: 'unit' }}
      />
      <FormField label="HSN/SAC" error={errors?.hsnCode?.message} className="sm:col-span-2 lg:col-span-2">
        <Input inputMode="numeric" maxLength={8} {...register(field('hsnCode'))} />
      </FormField>
      <FormField label="Quantity" error={errors?.quantity?.message} className="lg:col-span-1">
        <Input type="number" inputMode="decimal" min={1} step="any" {...register(field('quantity'))} />
      </FormField>
      <LineUnitSelect index={index} className="lg:col-span-1" />
      <FormField label="Rate (₹)" error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-2">
        <Input type="number" inputMode="decimal" min={0} step="any" {...register(field('rate'))} />
      </FormField>
      <LineGstRateField index={index} date={startDate} error={errors?.gstRate?.message} className="lg:col-span-2" />
    </LineRow>
  );
}
