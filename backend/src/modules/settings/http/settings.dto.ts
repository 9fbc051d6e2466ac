import {
  BANK_ACCOUNT_PATTERN,
  CONFIG_TEXT_MAX,
  type ConfigSaveRequest,
  EMAIL_PATTERN,
  FILING_FREQUENCIES,
  type FilingFrequency,
  type GstSettingsSaveRequest,
  IFSC_PATTERN,
  MAX_SETTINGS_RATE,
  SettingsMessages,
} from '@hisaab/contracts';
import { isValidMobile, isValidPincode, isValidPrefix, isValidUdyam, isValidVpa, normalizeGstin, normalizeMobile, validateGstin } from '@hisaab/gst';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { OptionalText, Satisfies, SkipWhenAbsent } from '../../../platform/http/dto-rules';
import { isOfferedStateCode, parseRate } from '../domain/business-settings';

/** Optional text with the "at most N characters" message; `normalize` runs on what is left after trimming. */
const Text = (label: string, max: number, normalize?: (value: string) => string) => OptionalText(max, SettingsMessages.text(label, max), normalize);
const upper = (value: string) => value.toUpperCase();

/** A percentage 0-50 with at most 2 decimals, as a number or numeric text ('2.5'); null is refused. */
const Rate = (message: string) =>
  applyDecorators(
    JSONSchema({ type: 'number', minimum: 0, maximum: MAX_SETTINGS_RATE }),
    ValidateBy({ name: 'rate', validator: { validate: (value) => parseRate(value) !== undefined, defaultMessage: () => message } }),
    SkipWhenAbsent(),
    Transform(({ value }) => parseRate(value) ?? value),
  );

const Flag = (label: string) => applyDecorators(IsBoolean({ message: SettingsMessages.boolean(label) }), SkipWhenAbsent());

/**
 * POST /api/config: a field left out keeps its saved value; null or '' clears it. Each field's own
 * rule is here; the rules between fields (GSTIN and state, GST off) are in domain/business-settings.ts.
 */
export class SaveConfigDto implements ConfigSaveRequest {
  @Flag('GST enabled') gstEnabled?: boolean;
  @Flag('Round off') roundOff?: boolean;

  @Satisfies('gstin', (gstin) => validateGstin(gstin).valid, SettingsMessages.gstin)
  @Text('GSTIN', 20, normalizeGstin)
  gstNumber?: string | null;

  /** For a business without a GSTIN (the GSTIN's own state wins). */
  @Satisfies('stateCode', isOfferedStateCode, SettingsMessages.stateCode)
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @JSONSchema({ type: 'string', pattern: '^\\d{2}$', nullable: true })
  stateCode?: string | null;

  @Text('Company name', CONFIG_TEXT_MAX.companyName) companyName?: string | null;
  @Text('Address', CONFIG_TEXT_MAX.companyAddress) companyAddress?: string | null;
  @Text('City', CONFIG_TEXT_MAX.companyCity) companyCity?: string | null;

  @Satisfies('pincode', isValidPincode, SettingsMessages.pincode)
  @Text('PIN code', 10)
  companyPincode?: string | null;

  @Satisfies('phone', isValidMobile, SettingsMessages.phone)
  @Text('Phone', 20, normalizeMobile)
  companyPhone?: string | null;

  @Matches(EMAIL_PATTERN, { message: SettingsMessages.email })
  @Text('Email', 254)
  companyEmail?: string | null;

  @Rate(SettingsMessages.gstRate) defaultGstRate?: number;

  @Satisfies('udyam', isValidUdyam, SettingsMessages.udyam)
  @Text('UDYAM number', 30, upper)
  udyam?: string | null;

  @Satisfies('upiId', isValidVpa, SettingsMessages.upiId)
  @Text('UPI ID', 300)
  upiId?: string | null;

  @Text('Bank name', CONFIG_TEXT_MAX.bankName) bankName?: string | null;

  @Matches(BANK_ACCOUNT_PATTERN, { message: SettingsMessages.bankAccountNumber })
  @Text('Bank account number', 30, (value) => value.replace(/\s/g, ''))
  bankAccountNumber?: string | null;

  @Matches(IFSC_PATTERN, { message: SettingsMessages.ifsc })
  @Text('IFSC', 20, upper)
  bankIfsc?: string | null;

  @Text('Bank branch', CONFIG_TEXT_MAX.bankBranch) bankBranch?: string | null;

  /** null or '' goes back to the default prefix. */
  @Satisfies('invoicePrefix', isValidPrefix, SettingsMessages.invoicePrefix)
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value))
  @JSONSchema({ type: 'string', nullable: true, maxLength: 5 })
  invoicePrefix?: string | null;
}

/** POST /api/gst-settings: a field left out keeps its saved value. CGST = SGST and CGST + SGST = IGST are checked in domain/. */
export class SaveGstSettingsDto implements GstSettingsSaveRequest {
  @Rate(SettingsMessages.rate('CGST rate')) cgstRate?: number;
  @Rate(SettingsMessages.rate('SGST rate')) sgstRate?: number;
  @Rate(SettingsMessages.rate('IGST rate')) igstRate?: number;
  @Rate(SettingsMessages.rate('Cess rate')) cessRate?: number;
  @Flag('Composition scheme') isComposition?: boolean;

  @IsIn(FILING_FREQUENCIES, { message: SettingsMessages.filingFrequency })
  @IsString({ message: SettingsMessages.filingFrequency })
  @SkipWhenAbsent()
  filingFrequency?: FilingFrequency;
}
