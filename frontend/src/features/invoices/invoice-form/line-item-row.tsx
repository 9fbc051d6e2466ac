import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { isUnit, UNITS } from '@hisaab/contracts';
import { formatINR, type LineTax } from '@hisaab/gst';
import { GstRateSelect } from '@/components/gst-rate-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type InvoiceFormValues } from './schema';
import { ProductNameField } from '@/components/pickers/product-picker';

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
  const { register, control, setValue, formState } = useFormContext<InvoiceFormValues>();
  const [invoiceDate, unit, discount, stock, quantity] = useWatch({
    control,
    name: ['invoiceDate', `items.${index}.unit`, `items.${index}.discount`, `items.${index}.stock`, `items.${index}.quantity`],
  });
  const errors = formState.errors.items?.[index];
  const field = <K extends keyof InvoiceFormValues['items'][number]>(name: K) => `items.${index}.${name}` as const;
  const units: readonly string[] = isUnit(unit) ? UNITS : [...UNITS, unit];

  return (
    <li className="grid grid-cols-2 gap-3 rounded-lg border p-3 sm:grid-cols-6 lg:grid-cols-12" aria-label={`Line ${index + 1}`}>
      <Controller
        control={control}
        name={field('productName')}
        render={({ field: nameField }) => (
          <FormField label="Item" error={errors?.productName?.message} className={`col-span-2 sm:col-span-4 ${taxed ? 'lg:col-span-3' : 'lg:col-span-5'}`}>
            <ProductNameField
              value={nameField.value}
              onBlur={nameField.onBlur}
              onTextChange={(text) => {
                nameField.onChange(text);
                setValue(field('productId'), '');
                setValue(field('stock'), '');
              }}
              onPick={(product) => {
                nameField.onChange(product.name);
                setValue(field('productId'), product.id);
                setValue(field('rate'), String(product.price), { shouldValidate: true });
                // Validated at once: a product saved at a rate no longer legal says so before saving.
                setValue(field('gstRate'), String(product.gstRate), { shouldValidate: true });
                setValue(field('stock'), String(product.stockQuantity));
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
      <FormField
        label="Qty"
        error={errors?.quantity?.message}
        hint={stock !== '' && <StockNote stock={Number(stock)} quantity={Number(quantity)} unit={unit} />}
        className="lg:col-span-1"
      >
        <Input type="number" inputMode="decimal" min={0.001} step="any" {...register(field('quantity'))} />
      </FormField>
      <FormField label="Unit" className="lg:col-span-2">
        <Select className="px-2" {...register(field('unit'))}>
          {units.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Rate (₹)" error={errors?.rate?.message} className="sm:col-span-2 lg:col-span-2">
        <Input type="number" inputMode="decimal" min={0.0001} step="any" {...register(field('rate'))} />
      </FormField>
      {taxed && (
        // Controlled, so the rate shown is the rate charged even when it is not one of the date's choices.
        <Controller
          control={control}
          name={field('gstRate')}
          render={({ field: rateField }) => (
            <FormField label="GST" error={errors?.gstRate?.message} className="lg:col-span-2">
              <GstRateSelect date={invoiceDate} current={Number(rateField.value)} {...rateField} />
            </FormField>
          )}
        />
      )}
      <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-6 lg:col-span-12">
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
        <Button variant="ghost" size="icon" onClick={onRemove} disabled={!canRemove} aria-label={`Remove line ${index + 1}`}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
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
