import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveGstSettings, type GstSettings } from '../api';
import { formToGstSettings, gstSettingsSchema, gstSettingsToForm, type GstSettingsFormValues } from '../schemas';
import { SaveButton, SettingsSwitch, showServerErrors } from './settings-form';
import { SettingsSection } from './settings-section';

const RATE_FIELDS = [
  { name: 'cgstRate', label: 'CGST rate (%)' },
  { name: 'sgstRate', label: 'SGST / UTGST rate (%)' },
  { name: 'igstRate', label: 'IGST rate (%)' },
  { name: 'cessRate', label: 'Cess rate (%)' },
] as const;

export function GstSettingsForm({ settings }: { settings: GstSettings }) {
  const save = useSaveGstSettings();
  const { register, control, handleSubmit, setError, formState } = useForm<GstSettingsFormValues>({
    resolver: zodResolver(gstSettingsSchema),
    defaultValues: gstSettingsToForm(settings),
  });
  const { errors } = formState;

  const onSubmit = (values: GstSettingsFormValues) => save.mutate(formToGstSettings(values), { onError: showServerErrors(setError) });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <SettingsSection
        title="Tax rates"
        description="One GST rate, split: CGST and SGST each charge half within your state, IGST all of it to other states. New invoice lines start at the default GST rate of Configuration and this cess; a product you pick brings its own rate."
      >
        {RATE_FIELDS.map(({ name, label }) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            <Input type="number" inputMode="decimal" min={0} max={50} step="0.01" {...register(name)} />
          </FormField>
        ))}
      </SettingsSection>

      <SettingsSection title="Registration and returns">
        <SettingsSwitch
          control={control}
          name="isComposition"
          wide
          label="Composition scheme"
          description="Composition businesses pay tax at a flat rate on turnover and may not collect GST: they issue bills of supply without tax instead of tax invoices. New invoices follow this setting."
        />
        <FormField label="Filing frequency" error={errors.filingFrequency?.message}>
          <Select {...register('filingFrequency')}>
            <option value="monthly">Monthly</option>
            <option value="quarterly">Quarterly (QRMP)</option>
          </Select>
        </FormField>
      </SettingsSection>

      <SaveButton pending={save.isPending}>Save GST Settings</SaveButton>
    </form>
  );
}
