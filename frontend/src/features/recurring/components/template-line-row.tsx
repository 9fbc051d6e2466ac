import { useFormContext, useWatch } from 'react-hook-form';
import { LineAmount, LineGstRateField, LineHsnField, LineNumberField, LineProductField, LineRow, LineUnitSelect } from '@/components/line-item-fields';
import { formatRupees } from '@/lib/format';
import { lineAmount, type RecurringFormValues } from '../schema';

interface TemplateLineRowProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

/** One item of a template: typed, or picked from inventory (its rate, GST, HSN and unit filled in). */
export function TemplateLineRow({ index, canRemove, onRemove }: TemplateLineRowProps) {
  const { control, formState } = useFormContext<RecurringFormValues>();
  const [startDate, quantity, rate] = useWatch({ control, name: ['startDate', `items.${index}.quantity`, `items.${index}.rate`] });
  const errors = formState.errors.items?.[index];

  return (
    <LineRow
      index={index}
      noun="Item"
      canRemove={canRemove}
      onRemove={onRemove}
      footerClassName="items-center sm:col-span-6 lg:col-span-12"
      footer={<LineAmount amount={formatRupees(lineAmount({ quantity, rate }))} />}
    >
      <LineProductField
        index={index}
        label="Product name"
        error={errors?.productName?.message}
        className="col-span-2 sm:col-span-4 lg:col-span-4"
        fills={{ productId: 'productId', rate: 'rate', gstRate: 'gstRate', hsn: 'hsnCode', unit: 'unit' }}
      />
      <LineHsnField index={index} name="hsnCode" error={errors?.hsnCode?.message} className="sm:col-span-2 lg:col-span-2" />
      <LineNumberField index={index} name="quantity" label="Quantity" min={1} error={errors?.quantity?.message} className="lg:col-span-1" />
      <LineUnitSelect index={index} className="lg:col-span-1" />
      <LineNumberField index={index} name="rate" label="Rate (₹)" min={0} error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-2" />
      <LineGstRateField index={index} date={startDate} error={errors?.gstRate?.message} className="lg:col-span-2" />
    </LineRow>
  );
}
