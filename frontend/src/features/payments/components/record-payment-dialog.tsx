import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { todayInIndia } from '@/lib/calendar';
import { formatRupees } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { unpaidInvoicesQuery, useRecordPayment, type UnpaidInvoice } from '../api';
import { METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../methods';
import { paymentSchema, type PaymentFormValues } from '../schema';

export function RecordPaymentDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { data: invoices, isPending } = useQuery(unpaidInvoicesQuery());
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Payment</DialogTitle>
          <DialogDescription>Money received against a sent invoice. The invoice turns Paid once nothing is outstanding.</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" label="Loading invoices" />
          </div>
        ) : invoices?.length ? (
          <PaymentForm invoices={invoices} onDone={() => onOpenChange(false)} />
        ) : (
          <p className="py-4 text-sm text-muted-foreground">No unpaid invoices. Payments are recorded against invoices that have been sent.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PaymentForm({ invoices, onDone }: { invoices: UnpaidInvoice[]; onDone: () => void }) {
  const record = useRecordPayment();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const outstandingOf = (id: string) => invoices.find((invoice) => invoice.id === id)?.outstanding;
  const { register, handleSubmit, setValue, setError, formState } = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentSchema(outstandingOf)),
    defaultValues: { invoiceId: '', amount: '', paymentDate: todayInIndia(), paymentMethod: '', referenceNumber: '', notes: '' },
  });
  const { errors } = formState;

  // Awaited rather than a per-call onSuccess: paying the last unpaid invoice refreshes the list to
  // empty, which unmounts this form before such a callback would run, and the dialog stayed open.
  const onSubmit = async (values: PaymentFormValues) => {
    try {
      await record.mutateAsync({
        payment: { ...values, amount: Number(values.amount), paymentMethod: values.paymentMethod as PaymentMethod },
        idempotencyKey,
      });
      onDone();
    } catch (error) {
      // The server answered, so nothing was recorded: the next attempt is a new request.
      if (error instanceof ApiError) setIdempotencyKey(newIdempotencyKey());
      // Its reasons go under their fields (a date before the invoice's, say), as the form's own do.
      Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as keyof PaymentFormValues, { message }));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField label="Invoice" error={errors.invoiceId?.message}>
        <Select
          {...register('invoiceId', {
            // The amount starts as what the invoice still owes.
            onChange: (event) => {
              const outstanding = outstandingOf(event.target.value);
              if (outstanding !== undefined) setValue('amount', outstanding.toFixed(2), { shouldValidate: true });
            },
          })}
        >
          <option value="">Select an unpaid invoice</option>
          {invoices.map((invoice) => (
            <option key={invoice.id} value={invoice.id}>
              {invoice.invoiceNumber} · {invoice.customer.name} · {formatRupees(invoice.outstanding)} due
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Amount (₹)" error={errors.amount?.message}>
          <Input type="number" inputMode="decimal" min={0.01} step="0.01" {...register('amount')} />
        </FormField>
        <FormField label="Payment date" error={errors.paymentDate?.message}>
          <DateInput max={todayInIndia()} {...register('paymentDate')} />
        </FormField>
        <FormField label="Payment method" error={errors.paymentMethod?.message}>
          <Select {...register('paymentMethod')}>
            <option value="">Select method</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Reference number" error={errors.referenceNumber?.message}>
          <Input placeholder="UTR, cheque no." autoComplete="off" {...register('referenceNumber')} />
        </FormField>
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={2} {...register('notes')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={record.isPending}>
          Record Payment
        </Button>
      </DialogFooter>
    </form>
  );
}
