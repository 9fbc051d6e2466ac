import { useFormContext, useWatch } from 'react-hook-form';
import { formatINR, type LineTax } from '@hisaab/gst';
import { LineGstRateField, LineHsnField, LineNumberField, LineProductField, LineRow, LineUnitSelect } from '@/components/line-item-fields';
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
  const { control, formState } = useFormContext<PurchaseFormValues>();
  const [billDate, productId] = useWatch({ control, name: ['billDate', `items.${index}.productId`] });
  const errors = formState.errors.items?.[index];

  return (
    <LineRow
      index={index}
      noun="Line"
      canRemove={canRemove}
      onRemove={onRemove}
      footerClassName="items-end sm:col-span-4 lg:col-span-6"
      footer={
        // Without the bill's tax (no place of supply yet) the totals say why; no ₹0.00 that looks computed.
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
      }
    >
      <LineProductField
        index={index}
        label="Item"
        error={errors?.productName?.message ?? errors?.productId?.message}
        hint={productId ? 'Inventory product: its stock goes up' : undefined}
        className="col-span-2 sm:col-span-4 lg:col-span-5"
        // The bill's rate is the supplier's, so picking a product leaves it as typed.
        fills={{ productId: 'productId', gstRate: 'gstRate', hsn: 'hsn', unit: 'unit' }}
      />
      <LineHsnField index={index} name="hsn" error={errors?.hsn?.message} className="sm:col-span-2 lg:col-span-2" />
      <LineNumberField index={index} name="quantity" label="Qty" min={0.001} error={errors?.quantity?.message} className="sm:col-span-2 lg:col-span-2" />
      <LineUnitSelect index={index} error={errors?.unit?.message} className="sm:col-span-2 lg:col-span-3" />
      <LineNumberField index={index} name="rate" label="Rate (₹)" min={0.0001} error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-3" />
      <LineGstRateField index={index} date={billDate} error={errors?.gstRate?.message} className="sm:col-span-2 lg:col-span-3" />
    </LineRow>
  );
}
