/**
 * Business configuration (docs/spec/part-2.md §3 "Config", plus the fields a GST invoice needs) and GST
 * settings: their defaults and their validation. Plain TypeScript, used by the HTTP service.
 */
import {
  gstSplitMismatch,
  isValidMobile,
  isValidPincode,
  isValidPrefix,
  isValidUdyam,
  isValidVpa,
  normalizeGstin,
  normalizeMobile,
  rateToBp,
  stateByCode,
  validateGstin,
} from '@hisaab/gst';
import {
  BANK_ACCOUNT_PATTERN,
  type BusinessConfig,
  CONFIG_TEXT_MAX,
  DEFAULT_INVOICE_PREFIX,
  EMAIL_PATTERN,
  FILING_FREQUENCIES,
  type FilingFrequency,
  type GstSettings,
  IFSC_PATTERN,
  MAX_SETTINGS_RATE,
  SettingsMessages,
} from '@hisaab/contracts';

export type { BusinessConfig, FilingFrequency, GstSettings } from '@hisaab/contracts';

/** A business that never saved its configuration: the company details it gave at sign-up, if known. */
export function defaultConfig(
  company: Pick<BusinessConfig, 'companyName' | 'companyAddress' | 'companyPhone' | 'companyEmail'> = { companyName: '', companyAddress: null, companyPhone: null, companyEmail: null },
): BusinessConfig {
  return {
    gstEnabled: true,
    gstNumber: null,
    stateCode: null,
    ...company,
    companyCity: null,
    companyPincode: null,
    defaultGstRate: 18,
    udyam: null,
    upiId: null,
    bankName: null,
    bankAccountNumber: null,
    bankIfsc: null,
    bankBranch: null,
    invoicePrefix: DEFAULT_INVOICE_PREFIX,
    roundOff: true,
  };
}

export const DEFAULT_GST_SETTINGS: Readonly<GstSettings> = Object.freeze({
  cgstRate: 9,
  sgstRate: 9,
  igstRate: 18,
  cessRate: 0,
  isComposition: false,
  filingFrequency: 'monthly',
});

export type FieldErrors = Record<string, string>;

/** Config input: a field left out keeps its saved value; null or '' clears an optional field. */
export type ConfigInput = { [K in keyof BusinessConfig]?: unknown };

/**
 * Applies `input` to `current` and validates the result. Normalises as it stores: GSTIN, IFSC,
 * UDYAM and prefix upper-case, phone to 10 digits, state code from the GSTIN.
 */
export function applyConfig(current: BusinessConfig, input: ConfigInput): { config: BusinessConfig } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const next: BusinessConfig = { ...current };
  const has = (key: keyof BusinessConfig) => Object.hasOwn(input, key) && input[key] !== undefined;

  const text = (key: keyof BusinessConfig, label: string, max: number): string | null | undefined => {
    if (!has(key)) return undefined;
    const value = input[key];
    if (value === null) return null;
    if (typeof value !== 'string' || value.length > max) {
      errors[key] = SettingsMessages.text(label, max);
      return undefined;
    }
    return value.trim() === '' ? null : value.trim();
  };
  const checked = (key: keyof BusinessConfig, label: string, max: number, normalize: (s: string) => string, valid: (s: string) => boolean, message: string) => {
    const value = text(key, label, max);
    if (value === undefined) return;
    if (value === null) {
      (next as unknown as Record<string, unknown>)[key] = null;
      return;
    }
    const normalized = normalize(value);
    if (valid(normalized)) (next as unknown as Record<string, unknown>)[key] = normalized;
    else errors[key] = message;
  };
  const bool = (key: 'gstEnabled' | 'roundOff', label: string) => {
    if (!has(key)) return;
    if (typeof input[key] === 'boolean') next[key] = input[key] as boolean;
    else errors[key] = SettingsMessages.boolean(label);
  };
  const upper = (s: string) => s.toUpperCase();
  const same = (s: string) => s;

  bool('gstEnabled', 'GST enabled');
  bool('roundOff', 'Round off');

  if (has('companyName')) {
    const value = text('companyName', 'Company name', CONFIG_TEXT_MAX.companyName);
    if (value !== undefined) next.companyName = value ?? '';
  }
  for (const [key, label, max] of [
    ['companyAddress', 'Address', CONFIG_TEXT_MAX.companyAddress],
    ['companyCity', 'City', CONFIG_TEXT_MAX.companyCity],
    ['bankName', 'Bank name', CONFIG_TEXT_MAX.bankName],
    ['bankBranch', 'Bank branch', CONFIG_TEXT_MAX.bankBranch],
  ] as const) {
    const value = text(key, label, max);
    if (value !== undefined) next[key] = value;
  }

  checked('gstNumber', 'GSTIN', 20, normalizeGstin, (s) => validateGstin(s).valid, SettingsMessages.gstin);
  // GST off means not registered (invoices then charge no GST), which a GSTIN contradicts.
  if (!next.gstEnabled && next.gstNumber && !errors.gstNumber && !errors.gstEnabled) errors.gstNumber = SettingsMessages.gstinWithGstOff;
  checked('companyEmail', 'Email', 254, same, (s) => EMAIL_PATTERN.test(s), SettingsMessages.email);
  checked('companyPhone', 'Phone', 20, normalizeMobile, isValidMobile, SettingsMessages.phone);
  checked('companyPincode', 'PIN code', 10, same, isValidPincode, SettingsMessages.pincode);
  checked('udyam', 'UDYAM number', 30, upper, isValidUdyam, SettingsMessages.udyam);
  checked('upiId', 'UPI ID', 300, same, isValidVpa, SettingsMessages.upiId);
  checked('bankIfsc', 'IFSC', 20, upper, (s) => IFSC_PATTERN.test(s), SettingsMessages.ifsc);
  checked('bankAccountNumber', 'Bank account number', 30, (s) => s.replace(/\s/g, ''), (s) => BANK_ACCOUNT_PATTERN.test(s), SettingsMessages.bankAccountNumber);

  if (has('invoicePrefix')) {
    const value = input.invoicePrefix;
    const prefix = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (prefix === '' && (value === null || value === '')) next.invoicePrefix = DEFAULT_INVOICE_PREFIX;
    else if (isValidPrefix(prefix)) next.invoicePrefix = prefix;
    else errors.invoicePrefix = SettingsMessages.invoicePrefix;
  }

  if (has('defaultGstRate')) {
    const rate = parseRate(input.defaultGstRate);
    if (rate === undefined) errors.defaultGstRate = SettingsMessages.gstRate;
    else next.defaultGstRate = rate;
  }

  // State: the GSTIN decides; a configured state code is only for businesses without one.
  let configuredState: string | null | undefined;
  if (has('stateCode')) {
    const value = input.stateCode;
    if (value === null || value === '') configuredState = null;
    else if (typeof value === 'string' && isOfferedStateCode(value.trim())) configuredState = value.trim();
    else errors.stateCode = SettingsMessages.stateCode;
  }
  if (!errors.gstNumber) {
    const gstState = next.gstNumber ? next.gstNumber.slice(0, 2) : null;
    if (gstState) {
      if (configuredState && configuredState !== gstState) errors.stateCode = SettingsMessages.stateCodeMismatch(gstState);
      next.stateCode = gstState;
    } else if (configuredState !== undefined) {
      next.stateCode = configuredState;
    }
  }

  return Object.keys(errors).length ? { errors } : { config: next };
}

/** GST settings input: every field optional; missing fields keep their saved value. */
export type GstSettingsInput = { [K in keyof GstSettings]?: unknown };

export function applyGstSettings(current: GstSettings, input: GstSettingsInput): { settings: GstSettings } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const next: GstSettings = { ...current };
  for (const [key, label] of [
    ['cgstRate', 'CGST rate'],
    ['sgstRate', 'SGST rate'],
    ['igstRate', 'IGST rate'],
    ['cessRate', 'Cess rate'],
  ] as const) {
    if (input[key] === undefined) continue;
    const rate = parseRate(input[key]);
    if (rate === undefined) errors[key] = SettingsMessages.rate(label);
    else next[key] = rate;
  }
  // One GST rate, split: CGST = SGST = half of it within the state, IGST = all of it across states.
  if (!errors.cgstRate && !errors.sgstRate && !errors.igstRate) {
    const mismatch = gstSplitMismatch(next.cgstRate, next.sgstRate, next.igstRate);
    if (mismatch === 'sgst') errors.sgstRate = SettingsMessages.sgstEqualsCgst;
    if (mismatch === 'igst') errors.igstRate = SettingsMessages.igstIsTotal(next.cgstRate * 2);
  }
  if (input.isComposition !== undefined) {
    if (typeof input.isComposition === 'boolean') next.isComposition = input.isComposition;
    else errors.isComposition = SettingsMessages.boolean('Composition scheme');
  }
  if (input.filingFrequency !== undefined) {
    if (FILING_FREQUENCIES.includes(input.filingFrequency as FilingFrequency)) next.filingFrequency = input.filingFrequency as FilingFrequency;
    else errors.filingFrequency = SettingsMessages.filingFrequency;
  }
  return Object.keys(errors).length ? { errors } : { settings: next };
}

/** A percentage 0-50 with at most 2 decimals, as a number or numeric text; undefined when invalid. */
export function parseRate(value: unknown): number | undefined {
  if (typeof value !== 'number' && !(typeof value === 'string' && value.trim() !== '')) return undefined;
  try {
    const bp = rateToBp(value);
    return bp <= MAX_SETTINGS_RATE * 100 ? bp / 100 : undefined;
  } catch {
    return undefined;
  }
}

/** A state a business can be in: a current code that is not the exports-only 96. */
export function isOfferedStateCode(code: string): boolean {
  const state = stateByCode(code);
  return !!state && !state.retired && !state.exportOnly;
}
