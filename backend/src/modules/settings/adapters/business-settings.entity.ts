import { DecimalType, EntitySchema } from '@mikro-orm/core';
import type { FilingFrequency } from '@hisaab/contracts';

/** business_settings: one row per business (config + GST settings). SQL in Migration20261121010100_settings. */
export class BusinessSettingsRow {
  id!: string;
  businessId!: string;
  gstEnabled!: boolean;
  gstNumber!: string | null;
  stateCode!: string | null;
  companyName!: string;
  companyAddress!: string | null;
  companyCity!: string | null;
  companyPincode!: string | null;
  companyPhone!: string | null;
  companyEmail!: string | null;
  defaultGstRate!: number;
  udyam!: string | null;
  upiId!: string | null;
  bankName!: string | null;
  bankAccountNumber!: string | null;
  bankIfsc!: string | null;
  bankBranch!: string | null;
  invoicePrefix!: string;
  roundOff!: boolean;
  cgstRate!: number;
  sgstRate!: number;
  igstRate!: number;
  cessRate!: number;
  isComposition!: boolean;
  filingFrequency!: FilingFrequency;
  createdAt!: Date;
  updatedAt!: Date;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
const optionalText = { type: 'text', nullable: true } as const;
/** A percentage, read as a number (numeric(5,2) holds it exactly; at most 2 decimals). */
const rate = (value: number) => ({ type: new DecimalType('number'), columnType: 'numeric(5,2)', precision: 5, scale: 2, default: value }) as const;

export const BusinessSettingsSchema = new EntitySchema<BusinessSettingsRow>({
  class: BusinessSettingsRow,
  tableName: 'business_settings',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid', fieldName: 'business_id', unique: 'business_settings_business_id_unique' },
    gstEnabled: { type: 'boolean', default: true },
    gstNumber: optionalText,
    stateCode: optionalText,
    companyName: { type: 'text', default: '' },
    companyAddress: optionalText,
    companyCity: optionalText,
    companyPincode: optionalText,
    companyPhone: optionalText,
    companyEmail: optionalText,
    defaultGstRate: rate(18),
    udyam: optionalText,
    upiId: optionalText,
    bankName: optionalText,
    bankAccountNumber: optionalText,
    bankIfsc: optionalText,
    bankBranch: optionalText,
    invoicePrefix: { type: 'text', default: 'INV' },
    roundOff: { type: 'boolean', default: true },
    cgstRate: rate(9),
    sgstRate: rate(9),
    igstRate: rate(18),
    cessRate: rate(0),
    isComposition: { type: 'boolean', default: false },
    filingFrequency: { type: 'text', default: 'monthly' },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
});
