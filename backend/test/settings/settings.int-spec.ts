import { BusinessProfileReader } from '../../src/modules/settings';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUpBusiness, SignedUpBusiness } from '../../../test-support/identity';
import { businessIdOf } from '../../../test-support/sql';

describe('configuration and GST settings', () => {
  let t: TestApp;
  let a: SignedUpBusiness;
  let b: SignedUpBusiness;
  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpBusiness(t, { businessName: 'Rao Traders' });
    b = await signUpBusiness(t, { businessName: 'Other Shop' });
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await t.http().get('/api/config').expect(401);
    await t.http().post('/api/gst-settings').send({ cgstRate: 9 }).expect(401);
  });

  it('answers defaults before the first save, with the company details given at sign-up', async () => {
    const config = await t.http().get('/api/config').set(a.auth).expect(200);
    expect(config.body).toMatchObject({
      companyName: 'Rao Traders',
      companyAddress: a.user.businessAddress,
      companyPhone: a.user.phone,
      companyEmail: a.user.email,
      gstEnabled: true,
      gstNumber: null,
      stateCode: null,
      defaultGstRate: 18,
      invoicePrefix: 'INV',
      roundOff: true,
    });
    const gst = await t.http().get('/api/gst-settings').set(a.auth).expect(200);
    expect(gst.body).toEqual({ cgstRate: 9, sgstRate: 9, igstRate: 18, cessRate: 0, isComposition: false, filingFrequency: 'monthly' });
  });

  it('saves the configuration, normalised, with the state from the GSTIN', async () => {
    const saved = await t
      .http()
      .post('/api/config')
      .set(a.auth)
      .send({
        gstEnabled: true,
        gstNumber: '33aaapz1234c2z6',
        companyName: 'Rao Traders Pvt Ltd',
        companyAddress: '12 Anna Salai',
        companyCity: 'Chennai',
        companyPincode: '600002',
        companyPhone: '+91 98765 43210',
        companyEmail: 'accounts@rao.example',
        defaultGstRate: 5,
        udyam: 'UDYAM-TN-02-0012345',
        upiId: 'rao@okicici',
        bankName: 'State Bank of India',
        bankAccountNumber: '12345678901',
        bankIfsc: 'sbin0001234',
        bankBranch: 'Mount Road',
        invoicePrefix: 'rt',
        roundOff: false,
      })
      .expect(200);
    expect(saved.body).toMatchObject({ gstNumber: '33AAAPZ1234C2Z6', stateCode: '33', companyPhone: '9876543210', bankIfsc: 'SBIN0001234', invoicePrefix: 'RT', roundOff: false });
    const read = await t.http().get('/api/config').set(a.auth).expect(200);
    expect(read.body).toEqual(saved.body);

    // A partial save keeps everything else.
    const partial = await t.http().post('/api/config').set(a.auth).send({ companyEmail: 'billing@rao.example' }).expect(200);
    expect(partial.body).toMatchObject({ companyEmail: 'billing@rao.example', upiId: 'rao@okicici', gstNumber: '33AAAPZ1234C2Z6' });
  });

  it('rejects invalid fields with their messages and saves nothing', async () => {
    const r = await t
      .http()
      .post('/api/config')
      .set(b.auth)
      .send({ gstNumber: '29AAFCC9980M1ZA', companyEmail: 'x@', companyPhone: '12345', companyPincode: '000001', udyam: 'U-1', upiId: 'nope', bankIfsc: 'SBIN1234567', invoicePrefix: 'TOOLONG', defaultGstRate: 60 })
      .expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.details.fields).toEqual({
      gstNumber: 'Enter a valid 15-character GSTIN',
      companyEmail: 'Invalid email address',
      companyPhone: 'Phone number must be exactly 10 digits starting with 6-9',
      companyPincode: 'PIN code must be 6 digits and cannot start with 0',
      udyam: 'Enter a valid UDYAM number (UDYAM-XX-00-0000000)',
      upiId: 'Enter a valid UPI ID (e.g. name@bank)',
      bankIfsc: 'Enter a valid 11-character IFSC (e.g. SBIN0001234)',
      invoicePrefix: 'Invoice prefix must be 1-5 letters or digits and start with a letter or 1-9',
      defaultGstRate: 'GST rate must be between 0-50%',
    });
    const contradicting = await t.http().post('/api/config').set(b.auth).send({ gstNumber: '29AAFCC9980M1ZR', stateCode: '33' }).expect(400);
    expect(contradicting.body.details.fields.stateCode).toBe('State must match the GSTIN (state code 29)');
    expect((await t.http().get('/api/config').set(b.auth).expect(200)).body).toMatchObject({ gstNumber: null, companyName: 'Other Shop' });
  });

  it('lets a business without GSTIN set its state', async () => {
    const r = await t.http().post('/api/config').set(b.auth).send({ stateCode: '07' }).expect(200);
    expect(r.body).toMatchObject({ gstNumber: null, stateCode: '07' });
  });

  it('saves GST settings, checks each rate is 0-50 and that the split adds up', async () => {
    const saved = await t.http().post('/api/gst-settings').set(a.auth).send({ cgstRate: 2.5, sgstRate: 2.5, igstRate: 5, cessRate: 1, isComposition: true, filingFrequency: 'quarterly' }).expect(200);
    expect(saved.body).toEqual({ cgstRate: 2.5, sgstRate: 2.5, igstRate: 5, cessRate: 1, isComposition: true, filingFrequency: 'quarterly' });
    expect((await t.http().get('/api/gst-settings').set(a.auth).expect(200)).body).toEqual(saved.body);
    const bad = await t.http().post('/api/gst-settings').set(a.auth).send({ cgstRate: 51, igstRate: -1, filingFrequency: 'weekly', isComposition: 'yes' }).expect(400);
    expect(bad.body.details.fields).toEqual({
      cgstRate: 'CGST rate must be between 0-50%',
      igstRate: 'IGST rate must be between 0-50%',
      isComposition: 'Composition scheme must be true or false',
      filingFrequency: 'Filing frequency must be monthly or quarterly',
    });
    // One rate split two ways: CGST = SGST, CGST + SGST = IGST; nothing is saved otherwise.
    const lopsided = await t.http().post('/api/gst-settings').set(a.auth).send({ cgstRate: 9, sgstRate: 2, igstRate: 50 }).expect(400);
    expect(lopsided.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { sgstRate: 'SGST rate must equal the CGST rate: each is half of the GST rate' } } });
    const wrongTotal = await t.http().post('/api/gst-settings').set(a.auth).send({ cgstRate: 9, sgstRate: 9, igstRate: 50 }).expect(400);
    expect(wrongTotal.body.details.fields).toEqual({ igstRate: 'IGST rate must equal CGST + SGST (18%)' });
    expect((await t.http().get('/api/gst-settings').set(a.auth).expect(200)).body).toEqual(saved.body);
    // Saving GST settings left the configuration alone, and the other business sees its own defaults.
    expect((await t.http().get('/api/config').set(a.auth).expect(200)).body.companyName).toBe('Rao Traders Pvt Ltd');
    expect((await t.http().get('/api/gst-settings').set(b.auth).expect(200)).body.cgstRate).toBe(9);
  });

  it('gives billing the business profile in one call', async () => {
    const reader = t.app.get(BusinessProfileReader);
    const profile = await reader.getProfile(await businessIdOf(t, a));
    expect(profile).toMatchObject({
      companyName: 'Rao Traders Pvt Ltd',
      gstNumber: '33AAAPZ1234C2Z6',
      stateCode: '33',
      invoicePrefix: 'RT',
      roundOff: false,
      isComposition: true,
      defaultGstRate: 5,
      upiId: 'rao@okicici',
      bankAccountNumber: '12345678901',
    });
    const fresh = await signUpBusiness(t);
    expect(await reader.getProfile(await businessIdOf(t, fresh))).toMatchObject({ gstNumber: null, stateCode: null, invoicePrefix: 'INV', roundOff: true, isComposition: false });
  });
});
