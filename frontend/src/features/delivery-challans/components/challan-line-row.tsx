import { useFormContext, useWatch } from 'react-hook-form';
import { formatINR } from '@hisaab/gst';
import { LineAmount, LineGstRateField, LineHsnField, LineNumberField, LineProductField, LineRow, LineUnitSelect } from '@/components/line-item-fields';
import { lineAmountPaise, type ChallanFormValues } from '../schema';

interface ChallanLineRowProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

/** One item: picked from inventory (rate, GST, HSN and unit filled in; it leaves stock at dispatch) or typed. */
export function ChallanLineRow({ index, canRemove, onRemove }: ChallanLineRowProps) {
  const { control, formState } = useFormContext<ChallanFormValues>();
  const [challanDate, quantity, rate, productId] = useWatch({
    control,
    name: ['challanDate', `items.${index}.quantity`, `items.${index}.rate`, `items.${index}.productId`],
  });
  const errors = formState.errors.items?.[index];

  return (
    <LineRow
      index={index}
      noun="Item"
      canRemove={canRemove}
      onRemove={onRemove}
      footerClassName="items-center sm:col-span-6 lg:col-span-12"
      footer={<LineAmount amount={formatINR(lineAmountPaise({ quantity, rate }))} />}
    >
      <LineProductField
        index={index}
        label="Product name"
        error={errors?.productName?.message}
        hint={productId ? 'From inventory: leaves stock when dispatched' : undefined}
        className="col-span-2 sm:col-span-4 lg:col-span-6"
        fills={{ productId: 'productId', rate: 'rate', gstRate: 'gstRate', hsn: 'hsn', unit: 'unit' }}
      />
      <LineHsnField index={index} name="hsn" error={errors?.hsn?.message} className="sm:col-span-2 lg:col-span-3" />
      <LineNumberField index={index} name="quantity" label="Quantity" min={1} error={errors?.quantity?.message} className="lg:col-span-3" />
      <LineUnitSelect index={index} className="lg:col-span-3" />
      <LineNumberField index={index} name="rate" label="Rate (₹)" min={0} error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-5" />
      <LineGstRateField index={index} date={challanDate} error={errors?.gstRate?.message} className="lg:col-span-4" />
    </LineRow>
  );
}
