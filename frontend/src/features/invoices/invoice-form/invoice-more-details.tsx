import { ChevronDown } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { InvoiceFormValues } from './schema';

/** Salesperson and shipping: printed when filled, folded away until needed. */
export function InvoiceMoreDetails() {
  const { register, formState } = useFormContext<InvoiceFormValues>();
  const { errors } = formState;
  const hasError = Boolean(errors.salesPersonEmail || errors.salesPersonPhone || errors.shippingGstin);
  return (
    <details className="group rounded-lg border" open={hasError || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 p-4 font-semibold">
        Salesperson and shipping
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="grid gap-4 px-4 pb-4 sm:grid-cols-3">
        <FormField label="Salesperson name" error={errors.salesPersonName?.message}>
          <Input {...register('salesPersonName')} />
        </FormField>
        <FormField label="Salesperson email" error={errors.salesPersonEmail?.message}>
          <Input type="email" {...register('salesPersonEmail')} />
        </FormField>
        <FormField label="Salesperson phone" error={errors.salesPersonPhone?.message}>
          <Input type="tel" inputMode="numeric" maxLength={10} placeholder="9876543210" {...register('salesPersonPhone')} />
        </FormField>
        <FormField label="Shipping address" error={errors.shippingAddress?.message} className="sm:col-span-2">
          <Textarea rows={2} placeholder="When different from the billing address" {...register('shippingAddress')} />
        </FormField>
        <FormField label="Shipping GSTIN" error={errors.shippingGstin?.message}>
          <Input className="uppercase" maxLength={15} {...register('shippingGstin')} />
        </FormField>
      </div>
    </details>
  );
}
