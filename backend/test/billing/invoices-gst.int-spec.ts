import { createTestApp, TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, invoiceBody, item, KA_GSTIN, type Biz } from './billing-fixtures';

describe('invoices: every amount computed by the GST Rule', () => {
  let t: TestApp;
  let b: Biz;
  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
  });
  afterAll(() => t.close());

  it('Tamil Nadu → Karnataka customer is inter-state: IGST; numbered INV/26-27/0001 then 0002', async () => {
    const karnataka = await customer(b, { name: 'Cauvery Components', gstNumber: KA_GSTIN, address: '1 MG Road', city: 'Bengaluru', pincode: '560001' });
    const inv = await createInvoice(b, karnataka.id, { subtotal: 1, gstAmount: 1, total: 1 }, [
      item({ productName: 'Bolts', hsn: '7318', quantity: 3, rate: 333.33, gstRate: 18 }),
    ]);
    expect(inv).toMatchObject({
      invoiceNumber: 'INV/26-27/0001',
      status: 'draft',
      supplyType: 'INTER',
      placeOfSupply: '29',
      placeOfSupplyLabel: 'Karnataka (29)',
      supplierState: '33',
      documentType: 'tax_invoice',
      subtotal: 999.99,
      cgst: 0,
      sgst: 0,
      igst: 180,
      gstAmount: 180,
      roundOff: 0.01,
      total: 1180,
      amountPaid: 0,
      outstanding: 0,
      customer: { name: 'Cauvery Components', gstNumber: KA_GSTIN, stateCode: '29', state: 'Karnataka', email: 'accounts@kaveri.example' },
      amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
    });
    expect(inv.items[0]).toMatchObject({ productName: 'Bolts', quantity: 3, rate: 333.33, amount: 999.99, taxable: 999.99, igst: 180, gstAmount: 180, totalAmount: 1179.99 });
    expect(inv.taxBreakdown).toMatchObject({ applicable: ['IGST'], rates: [{ gstRate: 18, taxable: 999.99, igst: 180 }], totals: { roundOff: 0.01, total: 1180 } });
    expect(inv.shareId).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const second = await createInvoice(b, karnataka.id);
    expect(second.invoiceNumber).toBe('INV/26-27/0002');
    // April starts the next financial year's series.
    const april = await createInvoice(b, karnataka.id, { invoiceDate: '2027-04-01', dueDate: '2027-04-30' });
    expect(april.invoiceNumber).toBe('INV/27-28/0001');
  });

  it('takes unit prices with up to 4 decimals and quantities with 3; the line is rounded half-up to the paisa', async () => {
    const local = await customer(b, { name: 'Wholesale Buyer', state: 'Tamil Nadu' });
    const inv = await createInvoice(b, local.id, {}, [item({ quantity: 7, rate: 14.285, gstRate: 18 }), item({ quantity: 0.125, rate: '3.3333', gstRate: 5 })]);
    expect(inv.items[0]).toMatchObject({ quantity: 7, rate: 14.285, taxable: 100, cgst: 9, sgst: 9 });
    expect(inv.items[1]).toMatchObject({ quantity: 0.125, rate: 3.3333, taxable: 0.42 });
    expect((await t.http().get(`/api/invoices/${inv.id}`).set(b.auth).expect(200)).body.items[0].rate).toBe(14.285);
    const fifth = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(local.id, {}, [item({ rate: 1.23456 })])).expect(400);
    expect(fifth.body.details.fields['items.0.rate']).toBe('Rate must be an amount greater than 0 with at most 4 decimals');
  });

  it('Tamil Nadu customer is intra-state: equal CGST and SGST per line, and a round-off', async () => {
    const local = await customer(b, { name: 'Madurai Mills', state: 'Tamil Nadu' });
    const inv = await createInvoice(b, local.id, {}, [
      item({ quantity: 1, rate: 10.05, gstRate: 5 }),
      item({ quantity: 2, rate: 49.99, gstRate: 18, discount: 0 }),
    ]);
    expect(inv).toMatchObject({ supplyType: 'INTRA', placeOfSupply: '33', subtotal: 110.03, cgst: 9.25, sgst: 9.25, igst: 0, gstAmount: 18.5, roundOff: 0.47, total: 129 });
    expect(inv.taxBreakdown.applicable).toEqual(['CGST', 'SGST']);
    expect(inv.taxBreakdown.rates).toEqual([
      { gstRate: 5, taxable: 10.05, cgst: 0.25, sgst: 0.25, igst: 0, cess: 0, gstAmount: 0.5 },
      { gstRate: 18, taxable: 99.98, cgst: 9, sgst: 9, igst: 0, cess: 0, gstAmount: 18 },
    ]);
    const fetched = await t.http().get(`/api/invoices/${inv.id}`).set(b.auth).expect(200);
    expect(fetched.body).toEqual({ ...inv, updatedAt: fetched.body.updatedAt });
  });

  it("accepts the client's 'Tamil Nadu (33)' place of supply, and a typed one wins over the customer's state", async () => {
    const karnataka = await customer(b, { name: 'KA Buyer', gstNumber: KA_GSTIN });
    const inv = await createInvoice(b, karnataka.id, { placeOfSupply: 'Tamil Nadu (33)' });
    expect(inv).toMatchObject({ placeOfSupply: '33', supplyType: 'INTRA', cgst: 90, sgst: 90, total: 1180 });
    const bad = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(karnataka.id, { placeOfSupply: 'Narnia (99)' })).expect(400);
    expect(bad.body.details.fields['invoice.placeOfSupply']).toMatch(/Place of supply/);
  });

  it('an SEZ unit in the same state (Tamil Nadu) is charged IGST at the full rate, and the invoice remembers it', async () => {
    const sez = await customer(b, { name: 'Sriperumbudur SEZ Unit', gstNumber: '33ABCDE1234F1Z7', sezUnit: true });
    const inv = await createInvoice(b, sez.id, {}, [item({ rate: 1000, gstRate: 18 })]);
    expect(inv).toMatchObject({ placeOfSupply: '33', supplyType: 'INTER', cgst: 0, sgst: 0, igst: 180, total: 1180, customer: { sezUnit: true } });
    expect(inv.taxBreakdown.applicable).toEqual(['IGST']);
    // Editing the draft keeps IGST (the rule runs again on the customer as it is now).
    const edited = await t.http().put(`/api/invoices/${inv.id}`).set(b.auth).send(invoiceBody(sez.id, {}, [item({ rate: 2000, gstRate: 5 })])).expect(200);
    expect(edited.body).toMatchObject({ supplyType: 'INTER', igst: 100, cgst: 0, total: 2100 });

    const notSez = await customer(b, { name: 'Chennai Unit', gstNumber: '33ABCDE1234F1Z7' });
    const local = await createInvoice(b, notSez.id, {}, [item({ rate: 1000, gstRate: 18 })]);
    expect(local).toMatchObject({ supplyType: 'INTRA', cgst: 90, sgst: 90, igst: 0, customer: { sezUnit: false } });
  });

  it('HSN/SAC is required on every line to a customer with a GSTIN (B2B), optional to one without (B2C)', async () => {
    const registered = await customer(b, { name: 'Hubli Hardware', gstNumber: KA_GSTIN });
    const res = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(registered.id, {}, [item(), item({ hsn: '' }), item({ hsn: undefined })])).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        fields: {
          'items.1.hsn': 'HSN/SAC code is required on an invoice to a customer with a GSTIN',
          'items.2.hsn': 'HSN/SAC code is required on an invoice to a customer with a GSTIN',
        },
      },
    });
    expect(Object.keys(res.body.details.fields)).toEqual(['items.1.hsn', 'items.2.hsn']);

    const walkIn = await customer(b, { name: 'Walk-in', state: 'Tamil Nadu' });
    const b2c = await createInvoice(b, walkIn.id, {}, [item({ hsn: '' })]);
    expect(b2c.items[0].hsn).toBeNull();
    // A draft to a registered customer cannot lose its HSN on edit either.
    const draft = await createInvoice(b, registered.id);
    const edit = await t.http().put(`/api/invoices/${draft.id}`).set(b.auth).send(invoiceBody(registered.id, {}, [item({ hsn: ' ' })])).expect(400);
    expect(edit.body.details.fields).toEqual({ 'items.0.hsn': 'HSN/SAC code is required on an invoice to a customer with a GSTIN' });
  });

  it('a composition business issues a bill of supply with no tax', async () => {
    const composition = await gstBusiness(t, {}, { isComposition: true });
    const c = await customer(composition, { name: 'Any Buyer', gstNumber: KA_GSTIN });
    const inv = await createInvoice(composition, c.id, {}, [item({ rate: 1000, gstRate: 18 })]);
    expect(inv).toMatchObject({ documentType: 'bill_of_supply', gstAmount: 0, igst: 0, total: 1000 });
    expect(inv.taxBreakdown.applicable).toEqual([]);
    expect(inv.items[0].gstRate).toBe(0);
  });

  it('a business with GST turned off is not registered: it issues a non-GST invoice, charging no GST', async () => {
    const shop = await gstBusiness(t, { gstEnabled: false, gstNumber: null, stateCode: '33' });
    const c = await customer(shop, { name: 'Local Buyer', state: 'Tamil Nadu' });
    const inv = await createInvoice(shop, c.id, {}, [item({ rate: 1000, gstRate: 18 })]);
    expect(inv).toMatchObject({ documentType: 'non_gst_invoice', supplyType: 'INTRA', cgst: 0, sgst: 0, igst: 0, gstAmount: 0, total: 1000 });
    expect(inv.taxBreakdown.applicable).toEqual([]);
    expect(inv.items[0]).toMatchObject({ gstRate: 0, gstAmount: 0, totalAmount: 1000 });

    // A GSTIN says the business is registered: GST cannot be off while one is saved.
    const contradiction = await t.http().post('/api/config').set(b.auth).send({ gstEnabled: false }).expect(400);
    expect(contradiction.body.details.fields).toEqual({ gstNumber: 'A business with a GSTIN is registered under GST: remove the GSTIN to turn GST off' });
  });

  it('uses the configured prefix and honours round-off off', async () => {
    const other = await gstBusiness(t, { invoicePrefix: 'bill', roundOff: false });
    const c = await customer(other, { name: 'Local', state: 'Tamil Nadu' });
    const inv = await createInvoice(other, c.id, {}, [item({ rate: 10.05, gstRate: 5 })]);
    expect(inv).toMatchObject({ invoiceNumber: 'BILL/26-27/0001', roundOff: 0, total: 10.55 });
  });
});
