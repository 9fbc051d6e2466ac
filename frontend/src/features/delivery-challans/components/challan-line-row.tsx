import { useFormContext, useWatch } from 'react-hook-form';
import { formatINR } from '@hisaab/gst';
import { LineGstRateField, LineProductField, LineRow, LineUnitSelect } from '@/components/line-item-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { lineAmountPaise, type ChallanFormValues } from '../schema';

interface ChallanLineRowProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

/** One item: picked from inventory (rate, GST, HSN and unit filled in; it leaves stock at dispatch) or typed. */
export function ChallanLineRow({ index, canRemove, onRemove }: ChallanLineRowProps) {
  const { register, control, formState } = useFormContext<ChallanFormValues>();
  const [challanDate, quantity, rate, productId] = useWatch({
    control,
    name: ['challanDate', `items.${index}.quantity`, `items.${index}.rate`, `items.${index}.productId`],
  });
  const errors = formState.errors.items?.[index];
  const field = <K extends keyof ChallanFormValues['items'][number]>(name: K) => `items.${index}.${name}` as const;

  return (
    <LineRow
      index={index}
      noun="Item"
      canRemove={canRemove}
      onRemove={onRemove}
      footerClassName="items-center sm:col-span-6 lg:col-span-12"
      footer={
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Amount <span className="font-semibold text-foreground tabular-nums">{formatINR(lineAmountPaise({ quantity, rate }))}</span>
        </p>
      }
    >
      <LineProductField
        index={index}
        label="Product name"
        error={errors?.productName?.message}
        hint={productId ? 'From inventory: leaves stock when dispatched' : undefined}
        className="col-span-2 sm:col-span-4 lg:col-span-6"
        fills={{ productId: 'productId', rate: 'rate', gstRate: 'gstRate', hsn: 'hsn', unit: 'unit' }}
      />
      <FormField label="HSN/SAC" error={errors?.hsn?.message} className="sm:col-span-2 lg:col-span-3">
        <Input inputMode="numeric" maxLength={8} {...register(field('hsn'))} />
      </FormField>
      <FormField label="Quantity" error={errors?.quantity?.message} className="lg:col-span-3">
        <Input type="number" inputMode="decimal" min={1} step="any" {...register(field('quantity'))} />
      </FormField>
      <LineUnitSelect index={index} className="lg:col-span-3" />
      <FormField label="Rate (₹)" error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-5">
        <Input type="number" inputMode="decimal" min={0} step="any" {...register(field('rate'))} />
      </FormField>
      <LineGstRateField index={index} date={challanDate} error={errors?.gstRate?.message} className="lg:col-span-4" />
    </LineRow>
  );
}
