import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LEAD_SOURCES, LEAD_TEXT_MAX, type LeadRequest } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldErrors } from '@/lib/form-errors';
import { EMPTY_LEAD, formToLead, leadSchema, type LeadFormValues } from '../schemas';

/** How each source reads in the form and the list. */
export const SOURCE_LABELS: Record<(typeof LEAD_SOURCES)[number], string> = {
  website: 'Website',
  referral: 'Referral',
  social: 'Social media',
  advertisement: 'Advertisement',
  other: 'Other',
};

interface LeadFormProps {
  /** Saves; resolves when done, rejects with the API error (its field messages are shown). */
  onSubmit: (lead: LeadRequest) => Promise<unknown>;
  onCancel: () => void;
}

/** Spec part 1 §5 "Lead form": only the name is required. */
export function LeadForm({ onSubmit, onCancel }: LeadFormProps) {
  const { register, control, handleSubmit, setError, formState } = useForm<LeadFormValues>({ resolver: zodResolver(leadSchema), defaultValues: EMPTY_LEAD });
  const { errors, isSubmitting } = formState;

  const submit = async (values: LeadFormValues) => {
    try {
      await onSubmit(formToLead(values));
    } catch (error) {
      Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as keyof LeadFormValues, { message }));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" maxLength={LEAD_TEXT_MAX.name} {...register('name')} />
      </FormField>
      <FormField label="Company" error={errors.company?.message}>
        <Input autoComplete="off" maxLength={LEAD_TEXT_MAX.company} {...register('company')} />
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
      <FormField label="Source" error={errors.source?.message}>
        <Select {...register('source')}>
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {SOURCE_LABELS[source]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Estimated value (₹)" error={errors.estimatedValue?.message}>
        <Input inputMode="decimal" autoComplete="off" placeholder="Optional" {...register('estimatedValue')} />
      </FormField>
      <FormField label="Expected close date" error={errors.expectedCloseDate?.message}>
        <DateInput {...register('expectedCloseDate')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
        <Textarea rows={3} maxLength={LEAD_TEXT_MAX.notes} {...register('notes')} />
      </FormField>
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Add Lead
        </Button>
      </DialogFooter>
    </form>
  );
}
