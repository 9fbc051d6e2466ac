import { Clock } from '../../src/platform/clock/clock';
import { sql } from '../../../test-support/sql';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, invoiceBody, item, product, setStatus, type Biz } from './billing-fixtures';

describe('issuing rules: legal GST rates, Rule 46 recipients, series numbers in date order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (b: Biz, body: object) => t.http().post('/api/invoices').set(b.auth).send(body);

  it('refuses 7%, and 12% or 28% on an invoice dated from 22 Sep 2025, naming the legal rates; keeps them for older dates', async () => {
    const b = await gstBusiness(t);
    const buyer = await customer(b, { state: 'Tamil Nadu' });
    for (const gstRate of [7, 12, 28]) {
      const res = await post(b, invoiceBody(buyer.id, { invoiceDate: '2026-11-10' }, [item(), item({ gstRate })])).expect(400);
      expect(res.body.details.fields).toEqual({
        'items.1.gstRate': `${gstRate}% is not a GST rate on 10/11/2026: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%`,
      });
    }
    // A document of before GST 2.0 keeps its 12%; 0.1% (merchant exporters) is legal on both sides.
    await createInvoice(b, buyer.id, { invoiceDate: '2025-09-21', dueDate: '2025-10-21' }, [item({ gstRate: 12 })]);
    await createInvoice(b, buyer.id, { invoiceDate: '2026-11-10' }, [item({ gstRate: 0.1 })]);
  });

  it("a product saved at 12% can't be invoiced at 12% today: the message says to change the product", async () => {
    const b = await gstBusiness(t);
    const buyer = await customer(b, { state: 'Tamil Nadu' });
    const old = await product(b, { name: 'Old Slab Soap', gstRate: 5 });
    // Saved before GST 2.0: simulated by writing the old rate directly.
    await sql(t, 'update products set gst_rate = 12 where id = $1', [old.id]);
    const res = await post(b, invoiceBody(buyer.id, {}, [item({ productId: old.id, productName: 'Old Slab Soap', gstRate: 12 })])).expect(400);
    expect(res.body.details.fields['items.0.gstRate']).toMatch(/^12% is not a GST rate on 10\/11\/2026: .*change the product's GST rate in Inventory/);
  });

  it('issuing an old draft dated after 22 Sep 2025 at 12% is refused', async () => {
    const b = await gstBusiness(t);
    const buyer = await customer(b, { state: 'Tamil Nadu' });
    const draft = await createInvoice(b, buyer.id);
    await sql(t, 'update invoice_items set gst_rate = 12 where invoice_id = $1', [draft.id]);
    const refused = await setStatus(b, draft.id, 'sent', 400);
    expect(refused.body.details.fields['items.0.gstRate']).toMatch(/^12% is not a GST rate/);
  });

  it('invoice dates run from 1 Jul 2017 (GST) to a year after today, so two-digit financial years never repeat a number', async () => {
    const b = await gstBusiness(t);
    const buyer = await customer(b, { state: 'Tamil Nadu' });
    const today = new Date(t.app.get(Clock).now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const yearAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    for (const invoiceDate of ['1900-01-01', '2017-06-30', '2099-06-01']) {
      const res = await post(b, invoiceBody(buyer.id, { invoiceDate, dueDate: '2099-12-31' })).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.body.details.fields)).toEqual(['invoice.invoiceDate']);
    }
    const draft = await createInvoice(b, buyer.id, { invoiceDate: '2017-07-01', dueDate: yearAhead });
    const edit = await t.http().put(`/api/invoices/${draft.id}`).set(b.auth).send(invoiceBody(buyer.id, { invoiceDate: '2099-06-01', dueDate: '2099-12-31' }));
    expect(edit.status).toBe(400);
    expect(edit.body.details.fields['invoice.invoiceDate']).toBe('Invoice date cannot be more than one year after today');

    // A draft saved when its date was in range (or before this rule) is held to it when issued.
    await sql(t, "update invoices set invoice_date = '1900-01-01' where id = $1", [draft.id]);
    const refused = await setStatus(b, draft.id, 'sent', 400);
    expect(refused.body.details.fields['invoice.invoiceDate']).toBe('Invoice date cannot be before 01/07/2017, when GST began');
    expect((await t.http().get(`/api/invoices/${draft.id}`).set(b.auth)).body.status).toBe('draft');
  });

  it('Rule 46: taxable ₹50,000 or more to a customer without GSTIN needs the address and state before it is sent', async () => {
    const b = await gstBusiness(t);
    const walkIn = await customer(b, { name: 'Walk-in Buyer' });
    const small = await createInvoice(b, walkIn.id, {}, [item({ rate: 49_999.99 })]);
    await setStatus(b, small.id, 'sent');
    const large = await createInvoice(b, walkIn.id, {}, [item({ rate: 50_000 })]);
    const refused = await setStatus(b, large.id, 'sent', 400);
    expect(refused.body).toMatchObject({ code: 'RECIPIENT_ADDRESS_REQUIRED' });
    expect(refused.body.message).toMatch(/address and state/);
    expect((await t.http().get(`/api/invoices/${large.id}`).set(b.auth)).body.status).toBe('draft');

    await t.http().put(`/api/customers/${walkIn.id}`).set(b.auth).send({ name: 'Walk-in Buyer', address: '4 Car Street', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' }).expect(200);
    await t.http().put(`/api/invoices/${large.id}`).set(b.auth).send(invoiceBody(walkIn.id, {}, [item({ rate: 50_000 })])).expect(200);
    await setStatus(b, large.id, 'sent');
  });

  it('a series invoice may not be dated before the last one issued in the series', async () => {
    const b = await gstBusiness(t);
    const buyer = await customer(b, { state: 'Tamil Nadu' });
    const first = await createInvoice(b, buyer.id, { invoiceDate: '2026-11-12', dueDate: '2026-12-12' });
    // Drafts don't fix the order: only issued invoices do.
    await createInvoice(b, buyer.id, { invoiceDate: '2026-11-05' });
    await setStatus(b, first.id, 'sent');

    const refused = await post(b, invoiceBody(buyer.id, { invoiceDate: '2026-11-10' })).expect(400);
    expect(refused.body).toMatchObject({ code: 'INVOICE_DATE_BEFORE_LAST_ISSUED', details: { lastInvoiceNumber: first.invoiceNumber, lastInvoiceDate: '2026-11-12' } });
    expect(refused.body.details.fields['invoice.invoiceDate']).toMatch(/INV\/26-27\/0001, is dated 12\/11\/2026: date this invoice 12\/11\/2026 or later/);
    await createInvoice(b, buyer.id, { invoiceDate: '2026-11-12', dueDate: '2026-12-12' });

    // The earlier-dated draft (0002) cannot be issued after 0001 of a later date either.
    const drafts = await t.http().get('/api/invoices?status=draft').set(b.auth).expect(200);
    const early = drafts.body.items.find((i: { invoiceDate: string }) => i.invoiceDate === '2026-11-05');
    expect((await setStatus(b, early.id, 'sent', 400)).body.code).toBe('INVOICE_DATE_BEFORE_LAST_ISSUED');
    // Another series (a typed number) is not held to it.
    await createInvoice(b, buyer.id, { invoiceNumber: 'MAN-7', invoiceDate: '2026-11-01' });
  });
});
