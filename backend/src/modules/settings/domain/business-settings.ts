/**
 * Business configuration (docs/spec/part-2.md §3 "Config", plus the fields a GST invoice needs) and GST
 * settings: their defaults and their validation. Plain TypeScript, used by the HTTP service.
 */
import { gstRateNotAllowedMessage, gstSplitMismatch, isGstRateAllowed, rateToBp, stateByCode, stateCodeOfGstin } from '@hisaab/gst';
import {
  type BusinessConfig,
  type ConfigSaveRequest,
  DEFAULT_INVOICE_PREFIX,
  type GstSettings,
  type GstSettingsSaveRequest,
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

/**
 * Config input whose fields were each checked and normalised (http/settings.dto.ts): a field left
 * out keeps its saved value; null clears an optional field.
 */
export type ConfigInput = ConfigSaveRequest;

/**
 * Applies `input` to `current` and checks the rules between fields: the GSTIN's state is the
 * business's state (a configured state code must match it), and GST off contradicts a GSTIN.
 */
export function applyConfig(current: BusinessConfig, input: ConfigInput, today: string): { config: BusinessConfig } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as ConfigInput;
  const { companyName, invoicePrefix, defaultGstRate, gstEnabled, roundOff, stateCode, ...optional } = given;
  const next: BusinessConfig = {
    ...current,
    ...optional,
    ...(companyName !== undefined && { companyName: companyName ?? '' }),
    ...(invoicePrefix !== undefined && { invoicePrefix: invoicePrefix ?? DEFAULT_INVOICE_PREFIX }),
    ...(defaultGstRate != null && { defaultGstRate }),
    ...(gstEnabled != null && { gstEnabled }),
    ...(roundOff != null && { roundOff }),
  };

  // A default rate is what new lines start with: a rate a new invoice cannot carry is refused. A saved one is kept.
  if (defaultGstRate != null && !isGstRateAllowed(defaultGstRate, today)) errors.defaultGstRate = gstRateNotAllowedMessage(defaultGstRate, today);
  // GST off means not registered (invoices then charge no GST), which a GSTIN contradicts.
  if (!next.gstEnabled && next.gstNumber) errors.gstNumber = SettingsMessages.gstinWithGstOff;
  // State: the GSTIN decides; a configured state code is only for businesses without one.
  const gstState = next.gstNumber ? (stateCodeOfGstin(next.gstNumber) ?? null) : null;
  if (gstState) {
    if (stateCode && stateCode !== gstState) errors.stateCode = SettingsMessages.stateCodeMismatch(gstState);
    next.stateCode = gstState;
  } else if (stateCode !== undefined) {
    next.stateCode = stateCode;
  }
  return Object.keys(errors).length ? { errors } : { config: next };
}

/** GST settings input, each field checked (http/settings.dto.ts); a field left out keeps its saved value. */
export type GstSettingsInput = GstSettingsSaveRequest;

/** One GST rate, split: CGST = SGST = half of it within the state, IGST = all of it across states. */
export function applyGstSettings(current: GstSettings, input: GstSettingsInput, today: string): { settings: GstSettings } | { errors: FieldErrors } {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as GstSettingsInput;
  const next: GstSettings = { ...current, ...given };
  const mismatch = gstSplitMismatch(next.cgstRate, next.sgstRate, next.igstRate);
  if (mismatch === 'sgst') return { errors: { sgstRate: SettingsMessages.sgstEqualsCgst } };
  if (mismatch === 'igst') return { errors: { igstRate: SettingsMessages.igstIsTotal(next.cgstRate * 2) } };
  // IGST is the whole rate (CGST and SGST its halves): it must be one a new invoice can carry.
  if (given.igstRate != null && !isGstRateAllowed(next.igstRate, today)) return { errors: { igstRate: gstRateNotAllowedMessage(next.igstRate, today) } };
  return { settings: next };
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
