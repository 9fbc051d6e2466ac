import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDocumentNumber, isValidPrefix, stateLabel, validateGstin } from '@hisaab/gst';
import { GstRateSelect } from '@/components/gst-rate-select';
import { GstinHint } from '@/components/gstin-hint';
import { StateSelect } from '@/components/state-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Textarea } from '@/components/ui/textarea';
import { todayInIndia } from '@/lib/calendar';
import { useSaveConfig, type BusinessConfig } from '../api';
import { configSchema, configToForm, formToConfig, SettingsMessages, type ConfigFormValues } from '../schemas';
import { SaveButton, SettingsSwitch, showServerErrors } from './settings-form';
import { SettingsSection } from './settings-section';

export function ConfigForm({ config }: { config: BusinessConfig }) {
  const today = todayInIndia();
  const save = useSaveConfig();
  const { register, control, handleSubmit, watch, setError, formState } = useForm<ConfigFormValues>({
    resolver: zodResolver(configSchema),
    defaultValues: configToForm(config),
  });
  const { errors } = formState;
  const gstNumber = watch('gstNumber');
  const prefix = watch('invoicePrefix').trim().toUpperCase();
  const gstin = validateGstin(gstNumber);
  const gstinLiveError = gstNumber.trim().length >= 15 && !gstin.valid ? SettingsMessages.gstin : undefined;

  const onSubmit = (values: ConfigFormValues) => save.mutate(formToConfig(values), { onError: showServerErrors(setError) });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <SettingsSection title="GST" description="Your GSTIN decides your state, and with it whether a sale is intra-state (CGST + SGST) or inter-state (IGST).">
        <SettingsSwitch
          control={control}
          name="gstEnabled"
          wide
          label="GST enabled"
          description="Charge GST on invoices. Turn off only if your business is not registered under GST: its invoices are then titled INVOICE, not TAX INVOICE, and charge no GST."
        />
        <div className="flex flex-col gap-2">
          <FormField label="GST number (GSTIN)" error={errors.gstNumber?.message ?? gstinLiveError}>
            <Input className="uppercase" maxLength={15} placeholder="33AAAPZ1234C2Z6" autoComplete="off" {...register('gstNumber')} />
          </FormField>
          <GstinHint value={gstNumber} />
        </div>
        {gstin.valid ? (
          <FormField label="State">
            <Input value={stateLabel(gstin.stateCode) ?? ''} readOnly disabled />
          </FormField>
        ) : (
          <FormField label="State" error={errors.stateCode?.message}>
            <StateSelect {...register('stateCode')} />
          </FormField>
        )}
        <FormField label="Default GST rate" error={errors.defaultGstRate?.message}>
          <GstRateSelect date={today} current={config.defaultGstRate} {...register('defaultGstRate')} />
        </FormField>
      </SettingsSection>

      <SettingsSection title="Company details" description="Printed at the top of every invoice.">
        <FormField label="Company name" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField label="Email" error={errors.companyEmail?.message}>
          <Input type="email" autoComplete="email" {...register('companyEmail')} />
        </FormField>
        <Controller
          control={control}
          name="companyPhone"
          render={({ field }) => (
            <FormField label="Phone" error={errors.companyPhone?.message}>
              <PhoneInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} placeholder="9876543210" />
            </FormField>
          )}
        />
        <FormField label="UDYAM registration number" error={errors.udyam?.message}>
          <Input className="uppercase" placeholder="UDYAM-TN-00-0000000" {...register('udyam')} />
        </FormField>
        <FormField label="Address" error={errors.companyAddress?.message} hint="Building, street and area. City and PIN code go in their own fields." className="sm:col-span-2">
          <Textarea autoComplete="street-address" {...register('companyAddress')} />
        </FormField>
        <FormField label="City" error={errors.companyCity?.message}>
          <Input autoComplete="address-level2" {...register('companyCity')} />
        </FormField>
        <FormField label="PIN code" error={errors.companyPincode?.message}>
          <Input inputMode="numeric" maxLength={6} autoComplete="postal-code" {...register('companyPincode')} />
        </FormField>
      </SettingsSection>

      <SettingsSection title="Payment details" description="Customers see these on invoices; the UPI ID becomes a scan-to-pay QR code.">
        <FormField label="UPI ID" error={errors.upiId?.message}>
          <Input placeholder="yourshop@okbank" autoComplete="off" {...register('upiId')} />
        </FormField>
        <FormField label="Bank name" error={errors.bankName?.message}>
          <Input {...register('bankName')} />
        </FormField>
        <FormField label="Account number" error={errors.bankAccountNumber?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('bankAccountNumber')} />
        </FormField>
        <FormField label="IFSC" error={errors.bankIfsc?.message}>
          <Input className="uppercase" maxLength={11} placeholder="SBIN0001234" {...register('bankIfsc')} />
        </FormField>
        <FormField label="Branch" error={errors.bankBranch?.message}>
          <Input {...register('bankBranch')} />
        </FormField>
      </SettingsSection>

      <SettingsSection title="Invoices" description="Numbers run in one series per financial year (April to March), as GST rules require.">
        <div className="flex flex-col gap-2">
          <FormField label="Invoice prefix" error={errors.invoicePrefix?.message}>
            <Input className="uppercase" maxLength={5} {...register('invoicePrefix')} />
          </FormField>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Next numbers look like{' '}
            <span className="font-mono font-medium text-foreground">
              {isValidPrefix(prefix) ? formatDocumentNumber(prefix, today, 1) : '—'}
            </span>
          </p>
        </div>
        <SettingsSwitch
          control={control}
          name="roundOff"
          label="Round off totals"
          description="Round each invoice total to the nearest rupee and print the difference as a Round off line."
        />
      </SettingsSection>

      <SaveButton pending={save.isPending}>Save Configuration</SaveButton>
    </form>
  );
}
