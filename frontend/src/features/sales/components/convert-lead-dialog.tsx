import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ConvertLeadRequest, CUSTOMER_TEXT_MAX } from '@hisaab/contracts';
import { normalizeGstin } from '@hisaab/gst';
import { GstinHint } from '@/components/gstin-hint';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { isGstinTaken, type Lead } from '../api';
import { conversionSchema, formToConversion, leadToConversion, type ConversionFormValues } from '../schemas';

interface ConvertLeadDialogProps {
  lead: Lead;
  /** Converts; resolves when done, rejects with the API error (its field messages are shown). */
  onConvert: (customer: ConvertLeadRequest, idempotencyKey: string) => Promise<unknown>;
  onClose: () => void;
}

/** 'Convert Lead to Customer' (spec part 1 §5 "Conversion form"): the customer is checked as the customers screen checks it. */
export function ConvertLeadDialog({ lead, onConvert, onClose }: ConvertLeadDialogProps) {
  const { register, control, handleSubmit, watch, setError, formState } = useForm<ConversionFormValues>({
    resolver: zodResolver(conversionSchema),
    defaultValues: leadToConversion(lead),
  });
  const { errors, isSubmitting } = formState;
  // Another customer has this GSTIN: usually the same customer twice, sometimes another branch. The
  // confirmation is for that GSTIN only: once the field says another, it is gone.
  const [takenGstin, setTakenGstin] = useState<string | null>(null);
  const gstNumber = watch('gstNumber');
  const gstinTaken = takenGstin !== null && normalizeGstin(gstNumber) === takenGstin;
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const submit = (confirmDuplicateGstin: boolean) => async (values: ConversionFormValues) => {
    try {
      await onConvert({ ...formToConversion(values), ...(confirmDuplicateGstin && { confirmDuplicateGstin }) }, idempotencyKey);
      onClose();
    } catch (error) {
      // The server answered, so nothing was made: the next attempt is a new request.
      if (error instanceof ApiError) setIdempotencyKey(newIdempotencyKey());
      if (isGstinTaken(error)) {
        setTakenGstin(normalizeGstin(values.gstNumber));
        setError('gstNumber', { message: (error as ApiError).body?.details?.fields?.gstNumber ?? (error as ApiError).message });
        return;
      }
      Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as keyof ConversionFormValues, { message }));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Convert Lead to Customer</DialogTitle>
          <DialogDescription>
            {lead.name}
            {lead.company ? ` · ${lead.company}` : ''} becomes a customer you can invoice. Only the name is required.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(submit(false))} className="grid gap-4 sm:grid-cols-2">
          <FormField label="Customer name" error={errors.name?.message} className="sm:col-span-2">
            <Input autoComplete="off" maxLength={CUSTOMER_TEXT_MAX.name} {...register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <FormField label="Phone" error={errors.phone?.message}>
                <PhoneInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} placeholder="9876543210" autoComplete="off" />
              </FormField>
            )}
          />
          <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
            <Textarea rows={2} {...register('address')} />
          </FormField>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormField label="GST number" error={errors.gstNumber?.message}>
              <Input className="uppercase" maxLength={15} autoComplete="off" placeholder="Optional, e.g. 29AAFCC9980M1ZR" {...register('gstNumber')} />
            </FormField>
            <GstinHint value={gstNumber} />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            {gstinTaken && (
              <Button variant="outline" loading={isSubmitting} onClick={handleSubmit(submit(true))}>
                Convert anyway
              </Button>
            )}
            <Button type="submit" loading={isSubmitting}>
              Convert to Customer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
