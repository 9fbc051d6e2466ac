import { createExtraApi, createTestApp, TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, invoiceBody, KA_GSTIN, setStatus, TN_GSTIN } from './billing-fixtures';

describe('an issued invoice keeps the supplier it was issued by', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints the GSTIN and address of the day it was issued, whatever the settings say later', async () => {
    const b = await gstBusiness(t, { companyAddress: '12 Anna Salai', companyCity: 'Chennai' });
    const c = await customer(b, { state: 'Tamil Nadu' });
    const invoice = await createInvoice(b, c.id);
    await setStatus(b, invoice.id, 'sent');

    await t.http().post('/api/config').set(b.auth).send({ companyName: 'Rao Traders', gstNumber: KA_GSTIN, companyAddress: '5 MG Road', companyCity: 'Bengaluru' }).expect(200);

    const view = await t.http().get(`/api/client/invoice/${invoice.shareId}`).expect(200);
    expect(view.body.business).toMatchObject({ gstNumber: TN_GSTIN });
    expect(JSON.stringify(view.body.business)).toContain('Anna Salai');
    expect(JSON.stringify(view.body.business)).not.toContain('MG Road');
  });

  it('refuses to issue a draft saved before the business joined the composition scheme', async () => {
    const b = await gstBusiness(t);
    const c = await customer(b, { state: 'Tamil Nadu' });
    const draft = await createInvoice(b, c.id);
    expect(draft.cgst).toBeGreaterThan(0);
    await t.http().post('/api/gst-settings').set(b.auth).send({ isComposition: true }).expect(200);
    expect((await setStatus(b, draft.id, 'sent', 409)).body.code).toBe('SUPPLIER_CHANGED');
    const saved = await t.http().put(`/api/invoices/${draft.id}`).set(b.auth).send(invoiceBody(c.id)).expect(200);
    expect(saved.body).toMatchObject({ cgst: 0, sgst: 0, igst: 0 });
    await setStatus(b, draft.id, 'sent');
  });

  it('computes a new invoice with settings saved through another API process since this one last read them', async () => {
    const b = await gstBusiness(t);
    const c = await customer(b, { state: 'Karnataka' });
    // This process now keeps the Tamil Nadu profile (BusinessProfileReader.recentProfile).
    expect(await createInvoice(b, c.id)).toMatchObject({ igst: 180, cgst: 0, placeOfSupply: '29' });
    const other = await createExtraApi(t);
    try {
      await other.http().post('/api/config').set(b.auth).send({ companyName: 'Rao Traders', gstNumber: KA_GSTIN }).expect(200);
      expect(await createInvoice(b, c.id)).toMatchObject({ igst: 0, cgst: 90, sgst: 90 });

      // With an Idempotency-Key: the attempt with the kept profile claims nothing, the retry does.
      await other.http().post('/api/config').set(b.auth).send({ companyName: 'Rao Traders', gstNumber: TN_GSTIN }).expect(200);
      const send = () => t.http().post('/api/invoices').set(b.auth).set('Idempotency-Key', 'after-settings-change').send(invoiceBody(c.id));
      const first = await send().expect(201);
      expect(first.body).toMatchObject({ igst: 180, cgst: 0 });
      const again = await send().expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    } finally {
      await other.close();
    }
  });

  it('refuses to issue a draft saved under another state until it is saved again', async () => {
    const b = await gstBusiness(t);
    const c = await customer(b, { state: 'Karnataka' });
    const draft = await createInvoice(b, c.id);
    expect(draft.igst).toBeGreaterThan(0);

    await t.http().post('/api/config').set(b.auth).send({ companyName: 'Rao Traders', gstNumber: KA_GSTIN }).expect(200);
    const refused = await setStatus(b, draft.id, 'sent', 409);
    expect(refused.body.code).toBe('SUPPLIER_CHANGED');

    const saved = await t.http().put(`/api/invoices/${draft.id}`).set(b.auth).send(invoiceBody(c.id))
      .expect(200);
    expect(saved.body).toMatchObject({ igst: 0, cgst: 90, sgst: 90 });
    await setStatus(b, draft.id, 'sent');
  });
});
