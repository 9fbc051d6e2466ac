/** Settings contract (GET/POST /api/config and /api/gst-settings): payloads, limits and the validation messages. */
export const FILING_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type FilingFrequency = (typeof FILING_FREQUENCIES)[number];

/** GET/POST /api/config: the business's own details, printed on its invoices (the POST body and its reply). */
export interface BusinessConfig {
  gstEnabled: boolean;
  gstNumber: string | null;
  /** From the GSTIN when there is one, else as configured. */
  stateCode: string | null;
  companyName: string;
  companyAddress: string | null;
  companyCity: string | null;
  companyPincode: string | null;
  companyPhone: string | null;
  companyEmail: string | null;
  defaultGstRate: number;
  udyam: string | null;
  upiId: string | null;
  bankName: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
  bankBranch: string | null;
  invoicePrefix: string;
  roundOff: boolean;
}

/** POST /api/config: a field left out keeps its saved value; null or '' clears it (the prefix and name fall back to their defaults). */
export type ConfigSaveRequest = { [K in keyof BusinessConfig]?: BusinessConfig[K] | null };

/** GET/POST /api/gst-settings (the POST body and its reply). */
export interface GstSettings {
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  cessRate: number;
  isComposition: boolean;
  filingFrequency: FilingFrequency;
}

/** POST /api/gst-settings: a field left out keeps its saved value. */
export type GstSettingsSaveRequest = Partial<GstSettings>;

export const DEFAULT_INVOICE_PREFIX = 'INV';
/** Settings rates (default GST rate, CGST/SGST/IGST/cess) are percentages from 0 to this. */
export const MAX_SETTINGS_RATE = 50;

/** The longest text each free-text config field takes. */
export const CONFIG_TEXT_MAX = { companyName: 200, companyAddress: 500, companyCity: 100, bankName: 100, bankBranch: 100 } as const;

/** Formats checked on both sides (GSTIN, phone, PIN, UDYAM, UPI and prefix checks live in @hisaab/gst). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 4 bank letters, a zero, 6 branch characters (RBI format). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

export const SettingsMessages = {
  gstin: 'Enter a valid 15-character GSTIN',
  gstinWithGstOff: 'A business with a GSTIN is registered under GST: remove the GSTIN to turn GST off',
  stateCode: 'Select a valid state',
  stateCodeMismatch: (gstState: string) => `State must match the GSTIN (state code ${gstState})`,
  companyName: 'Company name must be at most 200 characters',
  email: 'Invalid email address',
  phone: 'Phone number must be exactly 10 digits starting with 6-9',
  pincode: 'PIN code must be 6 digits and cannot start with 0',
  udyam: 'Enter a valid UDYAM number (UDYAM-XX-00-0000000)',
  upiId: 'Enter a valid UPI ID (e.g. name@bank)',
  ifsc: 'Enter a valid 11-character IFSC (e.g. SBIN0001234)',
  bankAccountNumber: 'Bank account number must be 9 to 18 digits',
  invoicePrefix: 'Invoice prefix must be 1-5 letters or digits and start with a letter or 1-9',
  gstRate: 'GST rate must be between 0-50%',
  rate: (label: string) => `${label} must be between 0-50%`,
  sgstEqualsCgst: 'SGST rate must equal the CGST rate: each is half of the GST rate',
  igstIsTotal: (total: number) => `IGST rate must equal CGST + SGST (${total}%)`,
  boolean: (label: string) => `${label} must be true or false`,
  filingFrequency: 'Filing frequency must be monthly or quarterly',
  text: (label: string, max: number) => `${label} must be text of at most ${max} characters`,
} as const;
