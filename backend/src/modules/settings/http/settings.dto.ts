import { Allow } from 'class-validator';

/**
 * Request bodies. Each field is only declared here (so the global whitelist keeps it); its rules
 * and messages live in domain/business-settings.ts, one definition for every caller.
 */
export class SaveConfigDto {
  @Allow() gstEnabled?: unknown;
  @Allow() gstNumber?: unknown;
  @Allow() stateCode?: unknown;
  @Allow() companyName?: unknown;
  @Allow() companyAddress?: unknown;
  @Allow() companyCity?: unknown;
  @Allow() companyPincode?: unknown;
  @Allow() companyPhone?: unknown;
  @Allow() companyEmail?: unknown;
  @Allow() defaultGstRate?: unknown;
  @Allow() udyam?: unknown;
  @Allow() upiId?: unknown;
  @Allow() bankName?: unknown;
  @Allow() bankAccountNumber?: unknown;
  @Allow() bankIfsc?: unknown;
  @Allow() bankBranch?: unknown;
  @Allow() invoicePrefix?: unknown;
  @Allow() roundOff?: unknown;
}

export class SaveGstSettingsDto {
  @Allow() cgstRate?: unknown;
  @Allow() sgstRate?: unknown;
  @Allow() igstRate?: unknown;
  @Allow() cessRate?: unknown;
  @Allow() isComposition?: unknown;
  @Allow() filingFrequency?: unknown;
}
