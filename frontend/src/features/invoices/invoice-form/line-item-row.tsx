import { useFormContext, useWatch } from 'react-hook-form';
import { formatINR, type LineTax } from '@hisaab/gst';
import { LineGstRateField, LineHsnField, LineNumberField, LineProductField, LineRow, LineUnitSelect } from '@/components/line-item-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type InvoiceFormValues } from './schema';

interface LineItemRowProps {
  index: number;
  /** This line's live tax (paise). */
  tax: LineTax | undefined;
  /** Show the line's cess (percent of the taxable value). */
  showCess: boolean;
  /** A tax invoice: false on a bill of supply or a non-GST invoice, whose lines carry no GST. */
  taxed: boolean;
  canRemove: boolean;
  onRemove: () => void;
}

export function LineItemRow({ index, tax, showCess, taxed, canRemove, onRemove }: LineItemRowProps) {
  const { register, control, formState } = useFormContext<InvoiceFormValues>();
  const [invoiceDate, unit, discount, stock, quantity] = useWatch({
    control,
    name: ['invoiceDate', `items.${index}.unit`, `items.${index}.discount`, `items.${index}.stock`, `items.${index}.quantity`],
  });
  const errors = formState.errors.items?.[index];
  const field = <K extends keyof InvoiceFormValues['items'][number]>(name: K) => `items.${index}.${name}` as const;

  return (
    <LineRow
      index={index}
      noun="Line"
      canRemove={canRemove}
      onRemove={onRemove}
      footerClassName="items-end sm:col-span-6 lg:col-span-12"
      footer={
        <>
          {showCess && (
            <FormField label="Cess (%)" error={errors?.cessRate?.message} className="w-28 shrink-0">
              <Input type="number" inputMode="decimal" min={0} step="0.01" {...register(field('cessRate'))} />
            </FormField>
          )}
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {Number(discount) > 0 && (
              <>
                Discount <span className="font-medium text-foreground tabular-nums">{formatINR(Math.round(Number(discount) * 100))}</span>
                {errors?.discount?.message && <span className="text-destructive"> ({errors.discount.message})</span>}
                {' · '}
              </>
            )}
            Amount <span className="font-medium text-foreground tabular-nums">{formatINR(tax?.taxablePaise ?? 0)}</span>
            {taxed && (
              <>
                {' + '}
                {tax?.cessPaise ? 'GST + cess' : 'GST'} <span className="font-medium text-foreground tabular-nums">{formatINR(tax?.gstAmountPaise ?? 0)}</span>
              </>
            )}
            {' = '}
            <span className="font-semibold text-foreground tabular-nums" data-testid={`line-total-${index}`}>
              {formatINR(tax?.totalPaise ?? 0)}
            </span>
          </p>
        </>
      }
    >
      <LineProductField
        index={index}
        label="Item"
        error={errors?.productName?.message}
        className={`col-span-2 sm:col-span-4 ${taxed ? 'lg:col-span-3' : 'lg:col-span-5'}`}
        fills={{ productId: 'productId', rate: 'rate', gstRate: 'gstRate', hsn: 'hsn', unit: 'unit', stock: 'stock' }}
      />
      <LineHsnField index={index} name="hsn" error={errors?.hsn?.message} className="sm:col-span-2 lg:col-span-2" />
      <LineNumberField
        index={index}
        name="quantity"
        label="Qty"
        min={0.001}
        error={errors?.quantity?.message}
        hint={stock !== '' && <StockNote stock={Number(stock)} quantity={Number(quantity)} unit={unit} />}
        className="lg:col-span-1"
      />
      <LineUnitSelect index={index} className="lg:col-span-2" />
      <LineNumberField index={index} name="rate" label="Rate (₹)" min={0.0001} error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-2" />
      {taxed && <LineGstRateField index={index} date={invoiceDate} error={errors?.gstRate?.message} className="lg:col-span-2" />}
    </LineRow>
  );
}

/** Stock of the picked product, known while typing; more than that can be saved as a draft but not sent. */
function StockNote({ stock, quantity, unit }: { stock: number; quantity: number; unit: string }) {
  if (quantity > stock) {
    return (
      <span role="alert" className="text-xs text-destructive">
        Only {stock} {unit} in stock: add stock before sending
      </span>
    );
  }
  return (
    <span className="text-xs text-muted-foreground">
      {stock} {unit} in stock
    </span>
  );
}
