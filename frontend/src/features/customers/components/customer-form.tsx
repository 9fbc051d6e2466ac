import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_TEXT_MAX } from '@hisaab/contracts';
import { normalizeGstin, validateGstin } from '@hisaab/gst';
import { GstinHint } from '@/components/gstin-hint';
import { StateSelect } from '@/components/state-select';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/form-errors';
import type { CustomerInput } from '../api';
import { customerSchema, formToCustomer, type CustomerFormValues } from '../schemas';

interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  submitLabel: string;
  /** Saves; resolves when done, rejects with the API error (its field messages are shown). */
  onSubmit: (customer: CustomerInput) => Promise<unknown>;
  onCancel: () => void;
}

export function CustomerForm({ defaultValues, submitLabel, onSubmit, onCancel }: CustomerFormProps) {
  const { register, control, handleSubmit, watch, setValue, setError, formState } = useForm<CustomerFormValues>({
    resolver: zodResolver(customerSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  const gstNumber = watch('gstNumber');
  const gstin = validateGstin(gstNumber);
  // Another customer has this GSTIN: usually the same customer twice, sometimes another branch. The
  // confirmation is for that GSTIN only: once the field says another, it is gone.
  const [takenGstin, setTakenGstin] = useState<string | null>(null);
  const gstinTaken = takenGstin !== null && normalizeGstin(gstNumber) === takenGstin;

  const submit = (confirmDuplicateGstin: boolean) => async (values: CustomerFormValues) => {
    try {
      await onSubmit({ ...formToCustomer(values), ...(confirmDuplicateGstin && { confirmDuplicateGstin }) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CUSTOMER_GSTIN_TAKEN') {
        setTakenGstin(normalizeGstin(values.gstNumber));
        setError('gstNumber', { message: error.body?.details?.fields?.gstNumber ?? error.message });
        return;
      }
      Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as keyof CustomerFormValues, { message }));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit(false))} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name?.message} className="sm:col-span-2">
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
      <div className="flex flex-col gap-2 sm:col-span-2">
        <FormField label="GST number" error={errors.gstNumber?.message}>
          <Input
            className="uppercase"
            maxLength={15}
            autoComplete="off"
            placeholder="Optional, e.g. 29AAFCC9980M1ZR"
            {...register('gstNumber', {
              // A valid GSTIN names the customer's state: fill it in.
              onChange: (event) => {
                const result = validateGstin(event.target.value);
                if (result.valid) setValue('stateCode', result.stateCode);
              },
            })}
          />
        </FormField>
        <GstinHint value={watch('gstNumber')} />
      </div>
      <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
        <Textarea rows={2} {...register('address')} />
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        <Input {...register('city')} />
      </FormField>
      <FormField label="State" error={errors.stateCode?.message}>
        {/* With a valid GSTIN the state is the GSTIN's; the server refuses any other. */}
        <StateSelect disabled={gstin.valid} {...register('stateCode')} />
      </FormField>
      <FormField label="PIN code" error={errors.pincode?.message}>
        <Input inputMode="numeric" maxLength={6} {...register('pincode')} />
      </FormField>
      <CheckboxField
        className="sm:col-span-2"
        label="SEZ unit"
        description="A unit or developer in a Special Economic Zone: its invoices carry IGST at the full rate, even within your state."
        {...register('sezUnit')}
      />
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {gstinTaken && (
          <Button variant="outline" loading={isSubmitting} onClick={handleSubmit(submit(true))}>
            Save anyway
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
