import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CAMPAIGN_LIMITS, CAMPAIGN_TARGET_LABELS, CAMPAIGN_TARGET_TYPES, type CampaignRequest } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldErrors } from '@/lib/form-errors';
import { usePreviewCampaign } from '../api';
import { campaignSchema, EMPTY_CAMPAIGN, formToCampaign, type CampaignFormValues } from '../schemas';
import { ContentPreview } from './content-preview';
import { SegmentPicker } from './segment-picker';

interface CampaignFormProps {
  /** Saves; resolves when done, rejects with the API error (its field messages are shown). */
  onSubmit: (campaign: CampaignRequest) => Promise<unknown>;
  onCancel: () => void;
}

/** Server field names → this form's (the segment's ids are picked as customers). */
const FIELD_OF: Record<string, keyof CampaignFormValues> = { targetCustomerIds: 'targetCustomers' };

/** Spec part 2 §2 create dialog: name, description, target, subject, content, and a preview of the e-mail. */
export function CampaignForm({ onSubmit, onCancel }: CampaignFormProps) {
  const { register, control, handleSubmit, setError, getValues, formState } = useForm<CampaignFormValues>({ resolver: zodResolver(campaignSchema), defaultValues: EMPTY_CAMPAIGN });
  const { errors, isSubmitting } = formState;
  const targetType = useWatch({ control, name: 'targetType' });
  const preview = usePreviewCampaign();

  const submit = async (values: CampaignFormValues) => {
    try {
      await onSubmit(formToCampaign(values));
    } catch (error) {
      Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(FIELD_OF[field] ?? (field as keyof CampaignFormValues), { message }));
    }
  };
  const showPreview = () => {
    const { emailSubject, emailContent } = getValues();
    if (!emailSubject.trim() || !emailContent.trim()) {
      if (!emailSubject.trim()) setError('emailSubject', { message: 'Email subject is required' });
      if (!emailContent.trim()) setError('emailContent', { message: 'Email content is required' });
      return;
    }
    preview.mutate({ emailSubject, emailContent });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Campaign name" error={errors.name?.message}>
        <Input autoComplete="off" maxLength={CAMPAIGN_LIMITS.name} {...register('name')} />
      </FormField>
      <FormField label="Target audience" error={errors.targetType?.message}>
        <Select {...register('targetType')}>
          {CAMPAIGN_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {CAMPAIGN_TARGET_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
        <Input autoComplete="off" maxLength={CAMPAIGN_LIMITS.description} placeholder="Optional" {...register('description')} />
      </FormField>
      {targetType === 'custom_segment' && (
        <Controller control={control} name="targetCustomers" render={({ field }) => <SegmentPicker value={field.value} onChange={field.onChange} error={errors.targetCustomers?.message} />} />
      )}
      <FormField label="Email subject" error={errors.emailSubject?.message} className="sm:col-span-2">
        <Input autoComplete="off" maxLength={CAMPAIGN_LIMITS.emailSubject} {...register('emailSubject')} />
      </FormField>
      <FormField
        label="Email content"
        error={errors.emailContent?.message}
        hint="Plain text or Markdown (**bold**, *italic*, # headings, - lists, [links](https://…)). {{customer.name}} and {{business.name}} are filled in for each customer."
        className="sm:col-span-2"
      >
        <Textarea rows={8} maxLength={CAMPAIGN_LIMITS.emailContent} {...register('emailContent')} />
      </FormField>
      {preview.data && <ContentPreview preview={preview.data} />}
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="secondary" loading={preview.isPending} onClick={showPreview}>
          Preview
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Create Campaign
        </Button>
      </DialogFooter>
    </form>
  );
}
