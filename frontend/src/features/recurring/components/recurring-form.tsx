import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { RECURRING_FREQUENCIES, RECURRING_LIMITS, type RecurringInvoiceRequest } from '@hisaab/contracts';
import { computeInvoice, formatINR } from '@hisaab/gst';
import { CustomerField } from '@/components/pickers/customer-picker';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateInput } from '@/components/ui/date-input';
import { DialogFooter } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldErrors } from '@/lib/form-errors';
import { blankLine, FREQUENCY_LABELS, quantityOf, recurringSchema, toTemplateRequest, type RecurringFormValues } from '../schema';
import { TemplateLineRow } from './template-line-row';

interface RecurringFormProps {
  defaultValues: RecurringFormValues;
  submitLabel: string;
  /** Saves; resolves when done, rejects with the API error (its field messages are shown). */
  onSubmit: (template: RecurringInvoiceRequest) => Promise<unknown>;
  onCancel: () => void;
}

/** The template's estimated totals, as the server computes them (libs/gst; each invoice is computed on its own date). */
function estimatedTotals(items: RecurringFormValues['items']) {
  try {
    const tax = computeInvoice(
      items.map((line) => ({ quantity: quantityOf(line.quantity), rate: Number(line.rate) || 0, gstRate: Math.min(Number(line.gstRate) || 0, 50) })),
      { supplierState: '33', placeOfSupply: '33' },
    );
    return { subtotal: tax.subtotalPaise, gst: tax.gstAmountPaise, total: tax.totalPaise };
  } catch {
    return null;
  }
}

export function RecurringForm({ defaultValues, submitLabel, onSubmit, onCancel }: RecurringFormProps) {
  const form = useForm<RecurringFormValues>({ resolver: zodResolver(recurringSchema), defaultValues });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const lines = useFieldArray({ control, name: 'items' });
  const [delivery, items] = useWatch({ control, name: ['delivery', 'items'] });
  const totals = estimatedTotals(items);

  const submit = async (values: RecurringFormValues) => {
    try {
      await onSubmit(toTemplateRequest(values));
    } catch (error) {
      Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as keyof RecurringFormValues, { message }));
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="customerId"
          render={({ field }) => (
            <CustomerField
              initialText={defaultValues.customerName}
              error={errors.customerId?.message}
              onBlur={field.onBlur}
              onChange={(customer) => {
                field.onChange(customer?.id ?? '');
                setValue('customerName', customer?.name ?? '');
              }}
            />
          )}
        />
        <FormField label="Template name" error={errors.templateName?.message}>
          <Input autoComplete="off" maxLength={RECURRING_LIMITS.templateName} placeholder="e.g. Monthly maintenance" {...register('templateName')} />
        </FormField>
        <FormField label="Frequency" error={errors.frequency?.message}>
          <Select {...register('frequency')}>
            {RECURRING_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Due in (days)" error={errors.dueInDays?.message} hint="0: due on receipt">
          <Input type="number" inputMode="numeric" min={0} max={RECURRING_LIMITS.maxDueInDays} {...register('dueInDays')} />
        </FormField>
        <FormField label="Start date" error={errors.startDate?.message} hint="Each invoice falls on this day of its period (the month's last day when shorter)">
          <DateInput {...register('startDate')} />
        </FormField>
        <FormField label="End date (optional)" error={errors.endDate?.message}>
          <DateInput {...register('endDate')} />
        </FormField>

        <fieldset className="flex flex-col gap-3 rounded-lg border p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">Each invoice</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="draft" className="size-4 accent-primary" {...register('delivery')} />
              Keep as draft
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="issue" className="size-4 accent-primary" {...register('delivery')} />
              Issue and send
            </label>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            <CheckboxField label="E-mail the customer" disabled={delivery !== 'issue'} {...register('sendEmail')} />
            <CheckboxField label="WhatsApp the customer" disabled={delivery !== 'issue'} {...register('sendWhatsApp')} />
          </div>
          <FieldError message={errors.sendEmail?.message ?? errors.sendWhatsApp?.message} />
        </fieldset>

        <section className="flex flex-col gap-3 sm:col-span-2" aria-labelledby="template-items">
          <div className="flex items-center justify-between">
            <h3 id="template-items" className="text-sm font-medium">
              Items
            </h3>
            <Button variant="outline" size="sm" onClick={() => lines.append(blankLine())} disabled={lines.fields.length >= RECURRING_LIMITS.maxItems}>
              <Plus className="size-4" aria-hidden /> Add Item
            </Button>
          </div>
          <ul className="flex flex-col gap-3">
            {lines.fields.map((line, index) => (
              <TemplateLineRow key={line.id} index={index} canRemove={lines.fields.length > 1} onRemove={() => lines.remove(index)} />
            ))}
          </ul>
          <FieldError message={errors.items?.message ?? errors.items?.root?.message} />
          {totals && (
            <dl className="ml-auto grid grid-cols-2 gap-x-6 gap-y-1 text-sm tabular-nums">
              <dt className="text-muted-foreground">Subtotal</dt>
              <dd className="text-right">{formatINR(totals.subtotal)}</dd>
              <dt className="text-muted-foreground">GST</dt>
              <dd className="text-right">{formatINR(totals.gst)}</dd>
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold">{formatINR(totals.total)}</dd>
            </dl>
          )}
        </section>

        <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
          <Textarea rows={2} {...register('notes')} />
        </FormField>
        <FormField label="Terms and conditions" error={errors.termsAndConditions?.message} className="sm:col-span-2">
          <Textarea rows={2} {...register('termsAndConditions')} />
        </FormField>

        <DialogFooter className="sm:col-span-2">
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
