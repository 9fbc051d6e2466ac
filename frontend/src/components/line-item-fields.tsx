import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { isUnit, UNITS } from '@hisaab/contracts';
import { GstRateSelect } from '@/components/gst-rate-select';
import { ProductNameField, type ProductOption } from '@/components/pickers/product-picker';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/**
 * The parts every document's item row shares (invoice, challan, purchase bill, recurring template):
 * the row itself with its remove button and amount, the product field that fills the line from
 * inventory, HSN, quantity, rate, unit and GST rate. Each form keeps its own columns, labels and totals; these work on the form's
 * `items` array through the form context, so the line's fields are named by the caller.
 */

/** A line's field name, e.g. `items.2.rate`. */
const lineField = (index: number, name: string) => `items.${index}.${name}`;

interface LineRowProps {
  index: number;
  /** 'Line' or 'Item': how the form names its rows, in the row's and the remove button's labels. */
  noun: 'Line' | 'Item';
  /** The last line cannot be removed (spec part 2 §5). */
  canRemove: boolean;
  onRemove: () => void;
  /** The fields, laid out on a 2 / 6 / 12-column grid. */
  children: ReactNode;
  /** Beside the remove button: the line's amount and anything the form adds there. */
  footer: ReactNode;
  footerClassName: string;
}

export function LineRow({ index, noun, canRemove, onRemove, children, footer, footerClassName }: LineRowProps) {
  return (
    <li className="grid grid-cols-2 gap-3 rounded-lg border p-3 sm:grid-cols-6 lg:grid-cols-12" aria-label={`${noun} ${index + 1}`}>
      {children}
      <div className={`col-span-2 flex justify-between gap-2 ${footerClassName}`}>
        {footer}
        <Button variant="ghost" size="icon" onClick={onRemove} disabled={!canRemove} aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** What picking a product writes into the line: each key is the line's own field name for it. */
export interface ProductFills {
  productId: string;
  gstRate: string;
  hsn: string;
  unit: string;
  /** Left out on a purchase bill, whose rate is the supplier's, not our selling price. */
  rate?: string;
  /** The picked product's stock, shown while typing the quantity (invoices). */
  stock?: string;
}

interface LineProductFieldProps {
  index: number;
  label: string;
  error?: string;
  hint?: ReactNode;
  className: string;
  fills: ProductFills;
}

/** The item's name: typed (billed as typed) or picked from inventory, which fills the line. */
export function LineProductField({ index, label, error, hint, className, fills }: LineProductFieldProps) {
  const { control, setValue } = useFormContext();
  const set = (name: string | undefined, value: string, validate = false) => {
    if (name) setValue(lineField(index, name), value, validate ? { shouldValidate: true } : undefined);
  };
  return (
    <Controller
      control={control}
      name={lineField(index, 'productName')}
      render={({ field: nameField }) => (
        <FormField label={label} error={error} hint={hint} className={className}>
          <ProductNameField
            value={nameField.value}
            onBlur={nameField.onBlur}
            onTextChange={(text) => {
              nameField.onChange(text);
              set(fills.productId, '');
              set(fills.stock, '');
            }}
            onPick={(product: ProductOption) => {
              nameField.onChange(product.name);
              set(fills.productId, product.id);
              set(fills.rate, String(product.price), true);
              // Validated at once: a product saved at a rate no longer legal says so before saving.
              set(fills.gstRate, String(product.gstRate), true);
              set(fills.stock, String(product.stockQuantity));
              set(fills.hsn, product.hsnCode ?? '');
              set(fills.unit, product.unit);
            }}
          />
        </FormField>
      )}
    />
  );
}

/** The line's unit: the standard units, and the one it carries if that is none of them (an older record's). */
export function LineUnitSelect({ index, error, className }: { index: number; error?: string; className: string }) {
  const { register, control } = useFormContext();
  const unit: string = useWatch({ control, name: lineField(index, 'unit') }) ?? '';
  const units: readonly string[] = isUnit(unit) || unit === '' ? UNITS : [...UNITS, unit];
  return (
    <FormField label="Unit" error={error} className={className}>
      <Select className="px-2" {...register(lineField(index, 'unit'))}>
        {units.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

interface LineGstRateFieldProps {
  index: number;
  /** The document's date, whose slabs are offered. */
  date: string;
  error?: string;
  className: string;
}

/** Controlled, so the rate shown is the rate charged even when it is not one of the date's choices. */
export function LineGstRateField({ index, date, error, className }: LineGstRateFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={lineField(index, 'gstRate')}
      render={({ field: rateField }) => (
        <FormField label="GST" error={error} className={className}>
          <GstRateSelect date={date} current={Number(rateField.value)} {...rateField} />
        </FormField>
      )}
    />
  );
}

/** The line's HSN or SAC code (`name`: the line's field for it): digits, at most 8. */
export function LineHsnField({ index, name, error, className }: { index: number; name: string; error?: string; className: string }) {
  const { register } = useFormContext();
  return (
    <FormField label="HSN/SAC" error={error} className={className}>
      <Input inputMode="numeric" maxLength={8} {...register(lineField(index, name))} />
    </FormField>
  );
}

interface LineNumberFieldProps {
  index: number;
  /** The line's field, e.g. 'quantity' or 'rate'. */
  name: string;
  label: string;
  /** The smallest value the form accepts. */
  min: number;
  error?: string;
  hint?: ReactNode;
  className: string;
}

/** A quantity or a rate: a decimal typed as the user likes (`step="any"`), from `min`. */
export function LineNumberField({ index, name, label, min, error, hint, className }: LineNumberFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      <Input type="number" inputMode="decimal" min={min} step="any" {...register(lineField(index, name))} />
    </FormField>
  );
}

/** The footer of a line whose amount is its quantity times its rate (challan, recurring template). */
export function LineAmount({ amount }: { amount: string }) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Amount <span className="font-semibold text-foreground tabular-nums">{amount}</span>
    </p>
  );
}
