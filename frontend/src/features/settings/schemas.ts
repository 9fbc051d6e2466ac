import { z } from 'zod';
import { gstSplitMismatch, isValidMobile, isValidPincode, isValidPrefix, isValidUdyam, isValidVpa, validateGstin } from '@hisaab/gst';
import {
  BANK_ACCOUNT_PATTERN,
  type BusinessConfig,
  CONFIG_TEXT_MAX,
  EMAIL_PATTERN,
  FILING_FREQUENCIES,
  type GstSettings,
  IFSC_PATTERN,
  MAX_SETTINGS_RATE,
  SettingsMessages,
} from '@hisaab/contracts';
import { orNull } from '@/lib/form-values';

/** The server's messages, so a field reads the same before and after saving. */
export { SettingsMessages };

/** An optional text field: empty is fine, anything else must pass `test`. */
const optional = (test: (value: string) => boolean, message: string) =>
  z.string().trim().refine((value) => value === '' || test(value), message);

export const configSchema = z
  .object({
    gstEnabled: z.boolean(),
    gstNumber: optional((value) => validateGstin(value).valid, SettingsMessages.gstin),
    stateCode: z.string(),
    defaultGstRate: z.string(),
    companyName: z.string().trim().max(CONFIG_TEXT_MAX.companyName),
    companyEmail: optional((value) => EMAIL_PATTERN.test(value), SettingsMessages.email),
    companyPhone: optional(isValidMobile, SettingsMessages.phone),
    companyAddress: z.string().trim().max(CONFIG_TEXT_MAX.companyAddress),
    companyCity: z.string().trim().max(CONFIG_TEXT_MAX.companyCity),
    companyPincode: optional(isValidPincode, SettingsMessages.pincode),
    udyam: optional((value) => isValidUdyam(value.toUpperCase()), SettingsMessages.udyam),
    upiId: optional(isValidVpa, SettingsMessages.upiId),
    bankName: z.string().trim().max(CONFIG_TEXT_MAX.bankName),
    bankAccountNumber: optional((value) => BANK_ACCOUNT_PATTERN.test(value.replace(/\s/g, '')), SettingsMessages.bankAccountNumber),
    bankIfsc: optional((value) => IFSC_PATTERN.test(value.toUpperCase()), SettingsMessages.ifsc),
    bankBranch: z.string().trim().max(CONFIG_TEXT_MAX.bankBranch),
    invoicePrefix: z
      .string()
      .trim()
      .refine((value) => isValidPrefix(value.toUpperCase()), SettingsMessages.invoicePrefix),
    roundOff: z.boolean(),
  })
  // GST off means not registered, which a GSTIN contradicts (the server refuses it too).
  .refine((values) => values.gstEnabled || values.gstNumber.trim() === '', { path: ['gstNumber'], message: SettingsMessages.gstinWithGstOff });

export type ConfigFormValues = z.infer<typeof configSchema>;

export function configToForm(config: BusinessConfig): ConfigFormValues {
  return {
    gstEnabled: config.gstEnabled,
    gstNumber: config.gstNumber ?? '',
    stateCode: config.stateCode ?? '',
    defaultGstRate: String(config.defaultGstRate),
    companyName: config.companyName,
    companyEmail: config.companyEmail ?? '',
    companyPhone: config.companyPhone ?? '',
    companyAddress: config.companyAddress ?? '',
    companyCity: config.companyCity ?? '',
    companyPincode: config.companyPincode ?? '',
    udyam: config.udyam ?? '',
    upiId: config.upiId ?? '',
    bankName: config.bankName ?? '',
    bankAccountNumber: config.bankAccountNumber ?? '',
    bankIfsc: config.bankIfsc ?? '',
    bankBranch: config.bankBranch ?? '',
    invoicePrefix: config.invoicePrefix,
    roundOff: config.roundOff,
  };
}

export function formToConfig(values: ConfigFormValues): BusinessConfig {
  const gstState = validateGstin(values.gstNumber);
  return {
    gstEnabled: values.gstEnabled,
    gstNumber: orNull(values.gstNumber.toUpperCase()),
    // A GSTIN decides the state; the chosen state is only for businesses without one.
    stateCode: gstState.valid ? gstState.stateCode : orNull(values.stateCode),
    defaultGstRate: Number(values.defaultGstRate),
    companyName: values.companyName.trim(),
    companyEmail: orNull(values.companyEmail),
    companyPhone: orNull(values.companyPhone),
    companyAddress: orNull(values.companyAddress),
    companyCity: orNull(values.companyCity),
    companyPincode: orNull(values.companyPincode),
    udyam: orNull(values.udyam.toUpperCase()),
    upiId: orNull(values.upiId),
    bankName: orNull(values.bankName),
    bankAccountNumber: orNull(values.bankAccountNumber.replace(/\s/g, '')),
    bankIfsc: orNull(values.bankIfsc.toUpperCase()),
    bankBranch: orNull(values.bankBranch),
    invoicePrefix: values.invoicePrefix.trim().toUpperCase(),
    roundOff: values.roundOff,
  };
}

const rate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0 && Number(value) <= MAX_SETTINGS_RATE, SettingsMessages.rate(label));

export const gstSettingsSchema = z
  .object({
    cgstRate: rate('CGST rate'),
    sgstRate: rate('SGST rate'),
    igstRate: rate('IGST rate'),
    cessRate: rate('Cess rate'),
    isComposition: z.boolean(),
    filingFrequency: z.enum(FILING_FREQUENCIES),
  })
  // One GST rate split two ways, checked as the server does.
  .superRefine(({ cgstRate, sgstRate, igstRate }, context) => {
    let mismatch: ReturnType<typeof gstSplitMismatch>;
    try {
      mismatch = gstSplitMismatch(cgstRate.trim(), sgstRate.trim(), igstRate.trim());
    } catch {
      return; // A rate that is not a number has its own message.
    }
    if (mismatch === 'sgst') context.addIssue({ code: 'custom', path: ['sgstRate'], message: SettingsMessages.sgstEqualsCgst });
    if (mismatch === 'igst') context.addIssue({ code: 'custom', path: ['igstRate'], message: SettingsMessages.igstIsTotal(Number(cgstRate) * 2) });
  });

export type GstSettingsFormValues = z.infer<typeof gstSettingsSchema>;

export const gstSettingsToForm = (settings: GstSettings): GstSettingsFormValues => ({
  cgstRate: String(settings.cgstRate),
  sgstRate: String(settings.sgstRate),
  igstRate: String(settings.igstRate),
  cessRate: String(settings.cessRate),
  isComposition: settings.isComposition,
  filingFrequency: settings.filingFrequency,
});

export const formToGstSettings = (values: GstSettingsFormValues): GstSettings => ({
  cgstRate: Number(values.cgstRate),
  sgstRate: Number(values.sgstRate),
  igstRate: Number(values.igstRate),
  cessRate: Number(values.cessRate),
  isComposition: values.isComposition,
  filingFrequency: values.filingFrequency,
});
