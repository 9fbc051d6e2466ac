import { validateDto } from '../../../platform/http/dto-rules';
import { SaveConfigDto, SaveGstSettingsDto } from '../http/settings.dto';
import { applyConfig as applyChecked, applyGstSettings as applyCheckedGst, type BusinessConfig, DEFAULT_GST_SETTINGS, defaultConfig, type GstSettings, parseRate } from './business-settings';

const TODAY = '2026-11-26';

/** The whole save as the API does it: each field's rule (the DTO), then the rules between fields. */
function applyConfig(current: BusinessConfig, input: Record<string, unknown>) {
  const checked = validateDto(SaveConfigDto, input);
  return 'errors' in checked ? checked : applyChecked(current, checked.value, TODAY);
}
function applyGstSettings(current: GstSettings, input: Record<string, unknown>) {
  const checked = validateDto(SaveGstSettingsDto, input);
  return 'errors' in checked ? checked : applyCheckedGst(current, checked.value, TODAY);
}

const ok = (result: ReturnType<typeof applyConfig>) => {
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.config;
};
const errorsOf = (result: ReturnType<typeof applyConfig>) => ('errors' in result ? result.errors : {});

describe('business config', () => {
  it('defaults: the sign-up company details, GST on, 18%, prefix INV, round-off on', () => {
    const signUp = { companyName: 'Rao Traders', companyAddress: '4 Car Street, Madurai', companyPhone: '9876543210', companyEmail: 'rao@example.com' };
    expect(defaultConfig(signUp)).toMatchObject({ ...signUp, gstEnabled: true, defaultGstRate: 18, invoicePrefix: 'INV', roundOff: true, stateCode: null });
    expect(defaultConfig()).toMatchObject({ companyName: '', companyAddress: null, companyEmail: null });
  });

  it('normalises and derives the state code from the GSTIN', () => {
    const config = ok(applyConfig(defaultConfig(), { gstNumber: ' 29aafcc9980m1zr ', companyPhone: '+91 98765 43210', udyam: 'udyam-ka-01-0000001', bankIfsc: 'sbin0001234', invoicePrefix: 'abc' }));
    expect(config).toMatchObject({ gstNumber: '29AAFCC9980M1ZR', stateCode: '29', companyPhone: '9876543210', udyam: 'UDYAM-KA-01-0000001', bankIfsc: 'SBIN0001234', invoicePrefix: 'ABC' });
  });

  it('rejects a state code that contradicts the GSTIN, accepts one that agrees', () => {
    expect(errorsOf(applyConfig(defaultConfig(), { gstNumber: '29AAFCC9980M1ZR', stateCode: '33' })).stateCode).toBe('State must match the GSTIN (state code 29)');
    expect(ok(applyConfig(defaultConfig(), { gstNumber: '29AAFCC9980M1ZR', stateCode: '29' })).stateCode).toBe('29');
  });

  it('lets a business without GSTIN set its state; clearing the GSTIN keeps the last state', () => {
    expect(ok(applyConfig(defaultConfig(), { stateCode: '33' })).stateCode).toBe('33');
    const withGstin = ok(applyConfig(defaultConfig(), { gstNumber: '27AAPFU0939F1ZV' }));
    expect(ok(applyConfig(withGstin, { gstNumber: null })).stateCode).toBe('27');
    expect(errorsOf(applyConfig(defaultConfig(), { stateCode: '96' })).stateCode).toBe('Select a valid state');
    expect(errorsOf(applyConfig(defaultConfig(), { stateCode: '28' })).stateCode).toBe('Select a valid state');
  });

  it('checks every field with its message', () => {
    const errors = errorsOf(
      applyConfig(defaultConfig(), {
        gstNumber: '29AAFCC9980M1ZA',
        companyEmail: 'not-an-email',
        companyPhone: '12345',
        companyPincode: '012345',
        udyam: 'UDYAM-1',
        upiId: 'no-at-sign',
        bankIfsc: 'SBIN1234567',
        bankAccountNumber: '12ab',
        invoicePrefix: 'INV/2',
        defaultGstRate: 51,
        gstEnabled: 'yes',
      }),
    );
    expect(errors).toEqual({
      gstNumber: 'Enter a valid 15-character GSTIN',
      companyEmail: 'Invalid email address',
      companyPhone: 'Phone number must be exactly 10 digits starting with 6-9',
      companyPincode: 'PIN code must be 6 digits and cannot start with 0',
      udyam: 'Enter a valid UDYAM number (UDYAM-XX-00-0000000)',
      upiId: 'Enter a valid UPI ID (e.g. name@bank)',
      bankIfsc: 'Enter a valid 11-character IFSC (e.g. SBIN0001234)',
      bankAccountNumber: 'Bank account number must be 9 to 18 digits',
      invoicePrefix: 'Invoice prefix must be 1-5 letters or digits and start with a letter or 1-9',
      defaultGstRate: 'GST rate must be between 0-50%',
      gstEnabled: 'GST enabled must be true or false',
    });
  });

  it('GST off means not registered: refused while a GSTIN is saved, accepted once it is removed', () => {
    const registered = ok(applyConfig(defaultConfig(), { gstNumber: '29AAFCC9980M1ZR' }));
    expect(errorsOf(applyConfig(registered, { gstEnabled: false }))).toEqual({
      gstNumber: 'A business with a GSTIN is registered under GST: remove the GSTIN to turn GST off',
    });
    expect(ok(applyConfig(registered, { gstEnabled: false, gstNumber: null, stateCode: '29' }))).toMatchObject({ gstEnabled: false, gstNumber: null, stateCode: '29' });
  });

  it('keeps fields that are left out and clears optional ones sent empty', () => {
    const saved = ok(applyConfig(defaultConfig(), { companyEmail: 'a@b.in', upiId: 'shop@okicici', invoicePrefix: 'HS' }));
    const next = ok(applyConfig(saved, { companyEmail: '', invoicePrefix: '' }));
    expect(next).toMatchObject({ companyEmail: null, upiId: 'shop@okicici', invoicePrefix: 'INV' });
  });
});

describe('GST settings', () => {
  it('defaults 9/9/18/0, not composition, monthly', () => {
    expect(DEFAULT_GST_SETTINGS).toEqual({ cgstRate: 9, sgstRate: 9, igstRate: 18, cessRate: 0, isComposition: false, filingFrequency: 'monthly' });
  });

  it('accepts rates 0-50 with two decimals and rejects others', () => {
    const result = applyGstSettings(DEFAULT_GST_SETTINGS, { cgstRate: 2.5, sgstRate: '2.5', igstRate: 5, cessRate: 50, isComposition: true, filingFrequency: 'quarterly' });
    expect(result).toEqual({ settings: { cgstRate: 2.5, sgstRate: 2.5, igstRate: 5, cessRate: 50, isComposition: true, filingFrequency: 'quarterly' } });
    expect(applyGstSettings(DEFAULT_GST_SETTINGS, { cgstRate: 20, sgstRate: 20, igstRate: 40 })).toMatchObject({ settings: { igstRate: 40 } });
    expect(applyGstSettings(DEFAULT_GST_SETTINGS, { cgstRate: 50.5, sgstRate: -1, cessRate: 'x', filingFrequency: 'yearly' })).toEqual({
      errors: {
        cgstRate: 'CGST rate must be between 0-50%',
        sgstRate: 'SGST rate must be between 0-50%',
        cessRate: 'Cess rate must be between 0-50%',
        filingFrequency: 'Filing frequency must be monthly or quarterly',
      },
    });
    expect(parseRate(0.125)).toBeUndefined();
  });

  it('keeps the split whole: CGST equals SGST, and together they make IGST', () => {
    expect(applyGstSettings(DEFAULT_GST_SETTINGS, { cgstRate: 9, sgstRate: 2, igstRate: 50 })).toEqual({
      errors: { sgstRate: 'SGST rate must equal the CGST rate: each is half of the GST rate' },
    });
    expect(applyGstSettings(DEFAULT_GST_SETTINGS, { cgstRate: 9, sgstRate: 9, igstRate: 50 })).toEqual({ errors: { igstRate: 'IGST rate must equal CGST + SGST (18%)' } });
    expect(applyGstSettings(DEFAULT_GST_SETTINGS, { cgstRate: 0.05, sgstRate: 0.05, igstRate: 0.1 })).toMatchObject({ settings: { igstRate: 0.1 } });
    // The result is checked, not the body: changing one rate alone breaks the split.
    expect(applyGstSettings(DEFAULT_GST_SETTINGS, { igstRate: 5 })).toEqual({ errors: { igstRate: 'IGST rate must equal CGST + SGST (18%)' } });
    // A rate out of range is reported on its own.
    expect(applyGstSettings(DEFAULT_GST_SETTINGS, { cgstRate: 60, sgstRate: 2 })).toEqual({ errors: { cgstRate: 'CGST rate must be between 0-50%' } });
  });

  it('takes as defaults only rates a new invoice can carry today (12% ended on 22 Sep 2025); a saved older rate is kept', () => {
    const refused = applyGstSettings(DEFAULT_GST_SETTINGS, { cgstRate: 6, sgstRate: 6, igstRate: 12 });
    expect(refused).toEqual({ errors: { igstRate: expect.stringMatching(/^12% is not a GST rate on 26\/11\/2026: use .*18%/) } });
    expect(errorsOf(applyConfig(defaultConfig(), { defaultGstRate: 12 })).defaultGstRate).toMatch(/^12% is not a GST rate on 26\/11\/2026/);
    expect(ok(applyConfig(defaultConfig(), { defaultGstRate: 5 })).defaultGstRate).toBe(5);
    const saved = { ...DEFAULT_GST_SETTINGS, cgstRate: 6, sgstRate: 6, igstRate: 12 };
    expect(applyGstSettings(saved, { cessRate: 1 })).toMatchObject({ settings: { igstRate: 12, cessRate: 1 } });
  });
});
