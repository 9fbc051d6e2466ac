import { useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { defaultPlaceOfSupply, financialYearOf, RULE46_B2C_THRESHOLD_PAISE, stateByCode, type Paise } from '@hisaab/gst';
import { StateSelect } from '@/components/state-select';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { DialogFooter } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { todayInIndia } from '@/lib/calendar';
import { serverFieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateInvoice, useUpdateInvoice } from '../api';
import type { Invoice } from '../types';
import { CustomerField } from '@/components/pickers/customer-picker';
import { InvoiceMoreDetails } from './invoice-more-details';
import { InvoiceTotals } from './invoice-totals';
import { LineItemRow } from './line-item-row';
import { liveInvoiceTax } from '@/lib/live-tax';
import {
  blankLine,
  invoiceSchemaFor,
  invoiceValuesOf,
  keptHeaderOf,
  newInvoiceValues,
  PAYMENT_TERMS,
  toNewInvoice,
  type InvoiceFormValues,
  type LineDefaults,
} from './schema';

export interface InvoiceFormProps {
  /** The business's GST state (from its GSTIN or Configuration). */
  businessState: string;
  invoicePrefix: string;
  roundOff: boolean;
  composition: boolean;
  /** GST turned on in Configuration; off, the business is not registered and charges no GST. */
  gstRegistered: boolean;
  /** What a new line starts with, unless a picked product brings its own GST rate. */
  lineDefaults: LineDefaults;
  /** The draft to edit (as GET /api/invoices/{id} returned it): saved with PUT. Without it, a new draft (POST). */
  invoice?: Invoice;
  onSaved: () => void;
  onCancel: () => void;
}

export function InvoiceForm({ businessState, invoicePrefix, roundOff, composition, gstRegistered, lineDefaults, invoice, onSaved, onCancel }: InvoiceFormProps) {
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceSchemaFor(gstRegistered, gstRegistered && !composition)),
    defaultValues: invoice ? invoiceValuesOf(invoice) : newInvoiceValues(todayInIndia(), businessState, lineDefaults),
  });
  // A cess column once there is a cess to see: the business's default, or a line of the draft. Fixed
  // for the form's life, so clearing a cess does not hide the box being typed in.
  const [showCess] = useState(() => lineDefaults.cessRate > 0 || Boolean(invoice?.items.some((item) => item.cessRate > 0)));
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const { errors } = formState;
  const lines = useFieldArray({ control, name: 'items' });
  const [items, placeOfSupply, invoiceDate, customerSez, customerGstin, customerAddressed] = useWatch({
    control,
    name: ['items', 'placeOfSupply', 'invoiceDate', 'customerSez', 'customerGstin', 'customerAddressed'],
  });
  const tax = liveInvoiceTax(items, { supplierState: businessState, placeOfSupply: placeOfSupply || businessState, sez: customerSez, roundOff, composition, unregistered: !gstRegistered });
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  // One key per submission attempt of this dialog: a double click or a retried request creates one invoice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const showFieldErrors = (error: unknown) =>
    Object.entries(serverFieldErrors(error)).forEach(([path, message]) =>
      setError(path.replace(/^invoice\./, '') as keyof InvoiceFormValues, { message }),
    );

  // Awaited rather than per-call callbacks: the save refreshes the queries this form's dialog is
  // gated on, and a per-call callback never runs once such a refresh has unmounted the form.
  const onSubmit = async (values: InvoiceFormValues) => {
    try {
      // A PUT replaces the draft: repeating it is harmless, so it needs no idempotency key.
      if (invoice) await update.mutateAsync({ id: invoice.id, body: toNewInvoice(values, keptHeaderOf(invoice)) });
      else await create.mutateAsync({ body: toNewInvoice(values), idempotencyKey });
      onSaved();
    } catch (error) {
      // The server answered, so nothing was created: the next attempt is a new request.
      if (!invoice && error instanceof ApiError) setIdempotencyKey(newIdempotencyKey());
      showFieldErrors(error);
    }
  };

  const numberPreview = `Auto (${invoicePrefix}/${safeFinancialYear(invoiceDate)}/…)`;
  const posCode = placeOfSupply || businessState;
  const supplyText =
    tax.supplyType === 'INTRA'
      ? `Intra-state: CGST + ${tax.intraLabel}`
      : customerSez
        ? 'SEZ unit: IGST'
        : stateByCode(posCode)?.exportOnly
          ? 'Export: IGST'
          : 'Inter-state: IGST';

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Controller
            control={control}
            name="customerId"
            render={({ field }) => (
              <div className="sm:col-span-2">
                <CustomerField
                  initialText={invoice?.customer.name}
                  error={errors.customerId?.message}
                  onBlur={field.onBlur}
                  onChange={(customer) => {
                    field.onChange(customer?.id ?? '');
                    setValue('customerGstin', customer?.gstNumber ?? '');
                    setValue('customerSez', customer?.sezUnit ?? false);
                    setValue('customerAddressed', Boolean(customer?.address?.trim() && customer.stateCode));
                    if (customer) {
                      const pos = defaultPlaceOfSupply({ customerGstin: customer.gstNumber ?? undefined, customerState: customer.stateCode ?? undefined, supplierState: businessState });
                      setValue('placeOfSupply', pos);
                    }
                  }}
                />
              </div>
            )}
          />
          <FormField label="Invoice number" error={errors.invoiceNumber?.message} className="sm:col-span-2">
            <Input className="uppercase placeholder:normal-case" maxLength={16} placeholder={numberPreview} autoComplete="off" {...register('invoiceNumber')} />
          </FormField>
          <FormField label="Invoice date" error={errors.invoiceDate?.message}>
            <DateInput {...register('invoiceDate')} />
          </FormField>
          <FormField label="Due date" error={errors.dueDate?.message}>
            <DateInput {...register('dueDate')} />
          </FormField>
          <FormField label="Payment terms" error={errors.paymentTerms?.message}>
            <Input list="invoice-payment-terms" {...register('paymentTerms')} />
          </FormField>
          <datalist id="invoice-payment-terms">
            {PAYMENT_TERMS.map((term) => (
              <option key={term} value={term} />
            ))}
          </datalist>
          <div className="flex flex-col gap-1">
            <FormField label="Place of supply" error={errors.placeOfSupply?.message}>
              <StateSelect includeExports placeholder="Select place of supply" {...register('placeOfSupply')} />
            </FormField>
            {tax.documentType === 'tax_invoice' && <p className="text-xs text-muted-foreground">{supplyText}</p>}
          </div>
        </div>

        <section aria-labelledby="invoice-items-heading" className="flex flex-col gap-3">
          <h3 id="invoice-items-heading" className="font-semibold">
            Items
          </h3>
          <ul className="flex flex-col gap-3">
            {lines.fields.map((line, index) => (
              <LineItemRow
                key={line.id}
                index={index}
                tax={tax.lines[index]}
                showCess={showCess}
                taxed={tax.documentType === 'tax_invoice'}
                canRemove={lines.fields.length > 1}
                onRemove={() => lines.remove(index)}
              />
            ))}
          </ul>
          <FieldError message={errors.items?.message ?? errors.items?.root?.message} />
          <Button variant="outline" className="self-start" onClick={() => lines.append(blankLine(lineDefaults))}>
            <Plus className="size-4" aria-hidden /> Add Line
          </Button>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <FormField label="Notes" error={errors.notes?.message}>
              <Textarea rows={2} placeholder="Thank you for your business" {...register('notes')} />
            </FormField>
            <FormField label="Terms and conditions" error={errors.termsAndConditions?.message}>
              <Textarea rows={2} {...register('termsAndConditions')} />
            </FormField>
          </div>
          <div className="flex flex-col gap-3">
            <InvoiceTotals tax={tax} roundOff={roundOff} />
            {tax.documentType === 'tax_invoice' && needsRecipientAddress({ customerGstin, customerAddressed, subtotalPaise: tax.subtotalPaise }) && (
              <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {RULE46_NOTE}
              </p>
            )}
          </div>
        </div>

        <InvoiceMoreDetails />

        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {invoice ? 'Save Changes' : 'Create Invoice'}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

export const RULE46_NOTE =
  "An invoice of taxable value ₹50,000 or more to a customer without a GSTIN must show the customer's address and state. Add them to the customer before you send this invoice.";

/** Rule 46: a large invoice to an unregistered customer names the customer's address and state. */
function needsRecipientAddress({ customerGstin, customerAddressed, subtotalPaise }: { customerGstin: string; customerAddressed: boolean; subtotalPaise: Paise }): boolean {
  return !customerGstin && !customerAddressed && subtotalPaise >= RULE46_B2C_THRESHOLD_PAISE;
}

/** '26-27' for a valid date; while the date box is half-typed, today's. */
function safeFinancialYear(date: string): string {
  try {
    return financialYearOf(date).short;
  } catch {
    return financialYearOf(todayInIndia()).short;
  }
}

