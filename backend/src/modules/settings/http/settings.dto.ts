import { CONFIG_TEXT_MAX, FILING_FREQUENCIES, MAX_SETTINGS_RATE } from '@hisaab/contracts';
import { Allow } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const flag = JSONSchema({ type: 'boolean' });
const percent = JSONSchema({ type: 'number', minimum: 0, maximum: MAX_SETTINGS_RATE });
const text = (maxLength?: number) => JSONSchema({ type: 'string', nullable: true, ...(maxLength ? { maxLength } : {}) });

/**
 * Request bodies. Each field is only declared here (so the global whitelist keeps it); its rules
 * and messages live in domain/business-settings.ts, one definition for every caller.
 */
export class SaveConfigDto {
  @Allow() @flag gstEnabled?: unknown;
  @Allow() @text() gstNumber?: unknown;
  @Allow() @text() stateCode?: unknown;
  @Allow() @text(CONFIG_TEXT_MAX.companyName) companyName?: unknown;
  @Allow() @text(CONFIG_TEXT_MAX.companyAddress) companyAddress?: unknown;
  @Allow() @text(CONFIG_TEXT_MAX.companyCity) companyCity?: unknown;
  @Allow() @text() companyPincode?: unknown;
  @Allow() @text() companyPhone?: unknown;
  @Allow() @text() companyEmail?: unknown;
  @Allow() @percent defaultGstRate?: unknown;
  @Allow() @text() udyam?: unknown;
  @Allow() @text() upiId?: unknown;
  @Allow() @text(CONFIG_TEXT_MAX.bankName) bankName?: unknown;
  @Allow() @text() bankAccountNumber?: unknown;
  @Allow() @text() bankIfsc?: unknown;
  @Allow() @text(CONFIG_TEXT_MAX.bankBranch) bankBranch?: unknown;
  @Allow() @text() invoicePrefix?: unknown;
  @Allow() @flag roundOff?: unknown;
}

export class SaveGstSettingsDto {
  @Allow() @percent cgstRate?: unknown;
  @Allow() @percent sgstRate?: unknown;
  @Allow() @percent igstRate?: unknown;
  @Allow() @percent cessRate?: unknown;
  @Allow() @flag isComposition?: unknown;
  @Allow() @JSONSchema({ type: 'string', enum: [...FILING_FREQUENCIES] }) filingFrequency?: unknown;
}
