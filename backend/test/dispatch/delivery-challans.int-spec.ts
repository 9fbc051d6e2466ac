import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { customer, gstBusiness, KA_GSTIN, product, type Biz } from '../billing/billing-fixtures';
import { challanBody, convert, createChallan, line, move } from './challan-fixtures';

/** Today in India, as the server's Clock gives it. */
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const fyShort = () => {
  const [y, m] = today().split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
};

describe('delivery challans: create, read, list (spec part 2 §2-§5, CGST Rule 55)', () => {
  let t: TestApp;
  let a: Biz;
  let other: Biz;
  let local: { id: string };
  let karnataka: { id: string };
  const post = (b: Biz, body: unknown) => t.http().post('/api/delivery-challans').set(b.auth).send(body as object);

  beforeAll(async () => {
    t = await createTestApp();
    a = await gstBusiness(t);
    other = await gstBusiness(t);
    local = await customer(a, { name: 'Kaveri Stores', state: 'Tamil Nadu', address: '4 Mount Road', city: 'Chennai', pincode: '600002' });
    karnataka = await customer(a, { name: 'Bangalore Hardware', gstNumber: KA_GSTIN });
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await t.http().get('/api/delivery-challans').expect(401);
    await t.http().post('/api/delivery-challans').send({}).expect(401);
  });

  it('numbers challans DC/yy-yy/0001 onwards and computes CGST + SGST for a supply within the state', async () => {
    const first = await createChallan(a, local.id, {}, [line({ quantity: 3, rate: 250.5 }), line({ productName: 'Washer', hsn: '7318', quantity: 100, rate: 2, gstRate: 5 })]);
    expect(first).toMatchObject({
      challanNumber: `DC/${fyShort()}/0001`,
      challanDate: today(),
      status: 'draft',
      isInvoiced: false,
      invoiceId: null,
      purpose: 'supply',
      transportMode: 'road',
      vehicleNumber: 'TN01AB1234',
      driverName: 'Murugan',
      driverPhone: '9876512345',
      customer: { id: local.id, name: 'Kaveri Stores', stateCode: '33', phone: '9876501234' },
      placeOfSupply: '33',
      supplyType: 'INTRA',
      taxApplicable: true,
      subtotal: 951.5,
      // 751.50 × 9% = 67.635 → 67.64 each half; 200 × 2.5% = 5 each half.
      cgst: 72.64,
      sgst: 72.64,
      igst: 0,
      gstAmount: 145.28,
      total: 1096.78,
      itemCount: 2,
      ewayBillRequired: false,
      ewayBillWarning: null,
    });
    expect(first.items[0]).toMatchObject({ productName: 'Steel Bolt M8', hsn: '7318', quantity: 3, unit: 'nos', rate: 250.5, gstRate: 18, amount: 751.5, cgst: 67.64, sgst: 67.64, returnedQuantity: 0 });
    const second = await createChallan(a, local.id);
    expect(second.challanNumber).toBe(`DC/${fyShort()}/0002`);
    expect((await t.http().get(`/api/delivery-challans/${first.id}`).set(a.auth).expect(200)).body).toEqual(first);
  });

  it('charges IGST to another state, shows its place of supply, and warns that an e-way bill is needed above ₹50,000', async () => {
    const challan = await createChallan(a, karnataka.id, {}, [line({ quantity: 50, rate: 1000 })]);
    expect(challan).toMatchObject({ placeOfSupply: '29', placeOfSupplyLabel: 'Karnataka (29)', supplyType: 'INTER', subtotal: 50000, igst: 9000, cgst: 0, total: 59000, ewayBillRequired: true });
    expect(challan.ewayBillWarning).toBe('E-way bill needed: the value of these goods is above ₹50,000');
    // Exactly ₹50,000 is not above the threshold.
    const atLimit = await createChallan(a, karnataka.id, { purpose: 'job_work' }, [line({ quantity: 50, rate: 1000 })]);
    expect(atLimit).toMatchObject({ total: 50000, ewayBillRequired: false });
  });

  it('carries the value but no tax when the goods move other than by way of supply', async () => {
    for (const purpose of ['job_work', 'supply_on_approval', 'other']) {
      const challan = await createChallan(a, local.id, { purpose }, [line({ quantity: 2, rate: 500 })]);
      expect(challan).toMatchObject({ purpose, taxApplicable: false, subtotal: 1000, gstAmount: 0, total: 1000 });
      // The line keeps its rate for the invoice the challan may become.
      expect(challan.items[0]).toMatchObject({ gstRate: 18, amount: 1000, gstAmount: 0, totalAmount: 1000 });
    }
  });

  it("refuses bad input with the spec's messages, field by field, and writes nothing", async () => {
    const fields = async (body: unknown) => {
      const res = await post(a, body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      return res.body.details.fields;
    };
    expect(await fields({ items: [line()] })).toEqual({ customerId: 'Please select a customer' });
    expect(await fields(challanBody(local.id, {}, []))).toEqual({ items: 'Please add at least one item' });
    expect(await fields(challanBody(local.id, {}, [line({ productName: '  ' })]))).toEqual({ items: 'Please add at least one item', 'items.0.productName': 'Product name is required' });
    expect(await fields(challanBody(local.id, {}, [line({ quantity: 0, rate: -1 })]))).toEqual({ 'items.0.quantity': 'Quantity must be at least 1', 'items.0.rate': 'Rate cannot be negative' });
    expect(
      await fields(
        challanBody(local.id, { purpose: 'gift', transportMode: 'bullock', vehicleNumber: 'T!', driverPhone: '12345', challanDate: '2026-02-30', placeOfSupply: '99' }, [
          line({ hsn: '12', unit: 'dozen', gstRate: 60 }),
        ]),
      ),
    ).toEqual({
      purpose: 'Purpose must be one of supply, job_work, supply_on_approval, other',
      transportMode: 'Transport mode must be one of road, rail, air, ship, hand',
      vehicleNumber: 'Vehicle number must be 4 to 12 letters and digits, such as TN01AB1234',
      driverPhone: 'Phone number must be exactly 10 digits starting with 6-9',
      challanDate: 'Enter a valid date (YYYY-MM-DD)',
      placeOfSupply: 'Place of supply must be a state code such as 33',
      'items.0.hsn': 'HSN/SAC code must be 4, 6 or 8 digits',
      'items.0.unit': 'Unit must be one of nos, pcs, kg, gm, ltr, mtr, box, pack',
      'items.0.gstRate': 'GST rate must be between 0-50%',
    });
    // Rules between fields: legal GST rates on the challan date, delivery after the challan, HSN for a GSTIN customer, whole units from stock.
    const bolt = await product(a, { name: 'Rule Bolt', stockQuantity: 5 });
    expect(
      await fields(
        challanBody(karnataka.id, { challanDate: '2026-10-01', deliveryDate: '2026-09-30' }, [line({ gstRate: 12, hsn: '' }), line({ productId: bolt.id, quantity: 1.5 })]),
      ),
    ).toEqual({
      deliveryDate: 'Delivery date cannot be before the challan date',
      'items.0.gstRate': '12% is not a GST rate on 01/10/2026: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%',
      'items.0.hsn': 'HSN/SAC code is required on a challan to a customer with a GSTIN',
      'items.1.quantity': 'Products in stock are counted in whole units: use a whole quantity, or type the item without picking the product',
    });
    expect(await fields(challanBody(local.id, { challanDate: '2017-06-30' }))).toEqual({ challanDate: 'Challan date cannot be before 01/07/2017, when GST began' });
    expect(await fields(challanBody(local.id, {}, [line({ productId: randomUUID() })]))).toEqual({ 'items.0.productId': 'Product not found' });
    const listed = (await t.http().get('/api/delivery-challans?limit=100').set(a.auth).expect(200)).body.items;
    expect(listed.every((c: { customer: { name: string } }) => ['Kaveri Stores', 'Bangalore Hardware'].includes(c.customer.name))).toBe(true);
  });

  it("answers 404 for another business's customer, challan and every route with its id", async () => {
    const theirs = await customer(other, { name: 'Their Customer' });
    const res = await post(a, challanBody(theirs.id)).expect(404);
    expect(res.body).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', details: { fields: { customerId: 'Please select a customer' } } });
    const mine = await createChallan(a, local.id);
    for (const id of [mine.id, randomUUID(), 'not-a-uuid']) {
      expect((await t.http().get(`/api/delivery-challans/${id}`).set(other.auth).expect(404)).body.code).toBe('CHALLAN_NOT_FOUND');
      expect((await move(other, id, 'dispatched').expect(404)).body.code).toBe('CHALLAN_NOT_FOUND');
      expect((await convert(other, id).expect(404)).body.code).toBe('CHALLAN_NOT_FOUND');
      expect((await t.http().get(`/api/delivery-challans/${id}/pdf`).set(other.auth).expect(404)).body.code).toBe('CHALLAN_NOT_FOUND');
    }
    // Nothing of theirs shows in the other business's list or counters.
    expect((await t.http().get('/api/delivery-challans').set(other.auth).expect(200)).body).toEqual({ items: [], nextCursor: null });
    expect((await t.http().get('/api/delivery-challans/counters').set(other.auth).expect(200)).body).toEqual({ total: 0, dispatched: 0, delivered: 0, pendingInvoice: 0 });
    expect((await t.http().get(`/api/delivery-challans/${mine.id}`).set(a.auth).expect(200)).body.status).toBe('draft');
  });

  it('lists newest first in pages, searches the number or customer anywhere, filters by status, and counts', async () => {
    const b = await gstBusiness(t);
    const one = await customer(b, { name: 'Lakshmi Textiles' });
    const two = await customer(b, { name: 'Murugan Agencies' });
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createChallan(b, i % 2 ? two.id : one.id, { challanDate: `2026-11-0${i + 1}` }));
    await move(b, made[0].id, 'dispatched').expect(200);
    await move(b, made[1].id, 'dispatched').expect(200);
    await move(b, made[1].id, 'delivered').expect(200);
    await move(b, made[2].id, 'dispatched').expect(200);
    await move(b, made[2].id, 'delivered').expect(200);
    await convert(b, made[2].id).expect(201);

    const page1 = (await t.http().get('/api/delivery-challans?limit=2').set(b.auth).expect(200)).body;
    expect(page1.items.map((c: { id: string }) => c.id)).toEqual([made[4].id, made[3].id]);
    const page2 = (await t.http().get(`/api/delivery-challans?limit=2&cursor=${page1.nextCursor}`).set(b.auth).expect(200)).body;
    const page3 = (await t.http().get(`/api/delivery-challans?limit=2&cursor=${page2.nextCursor}`).set(b.auth).expect(200)).body;
    expect([...page2.items, ...page3.items].map((c: { id: string }) => c.id)).toEqual([made[2].id, made[1].id, made[0].id]);
    expect(page3.nextCursor).toBeNull();
    expect(page1.items[0]).toEqual({
      id: made[4].id,
      challanNumber: made[4].challanNumber,
      challanDate: '2026-11-05',
      deliveryDate: null,
      customerId: one.id,
      customer: { name: 'Lakshmi Textiles' },
      purpose: 'supply',
      status: 'draft',
      isInvoiced: false,
      invoiceId: null,
      invoiceNumber: null,
      transportMode: 'road',
      vehicleNumber: 'TN01AB1234',
      itemCount: 1,
      total: 1180,
      ewayBillRequired: false,
    });

    const search = async (q: string) => (await t.http().get(`/api/delivery-challans?search=${encodeURIComponent(q)}`).set(b.auth).expect(200)).body.items.map((c: { id: string }) => c.id);
    expect(await search('murugan')).toEqual([made[3].id, made[1].id]);
    expect(await search(made[2].challanNumber.slice(-4))).toEqual([made[2].id]);
    expect(await search('100%_')).toEqual([]);
    const delivered = (await t.http().get('/api/delivery-challans?status=delivered').set(b.auth).expect(200)).body.items;
    expect(delivered.map((c: { id: string; isInvoiced: boolean; invoiceNumber: string }) => [c.id, c.isInvoiced, !!c.invoiceNumber])).toEqual([
      [made[2].id, true, true],
      [made[1].id, false, false],
    ]);
    expect((await t.http().get('/api/delivery-challans/counters').set(b.auth).expect(200)).body).toEqual({ total: 5, dispatched: 1, delivered: 2, pendingInvoice: 1 });
    expect((await t.http().get('/api/delivery-challans?status=lost').set(b.auth).expect(400)).body.details.fields.status).toBe(
      'status must be one of draft, dispatched, delivered, returned, partially_returned',
    );
    expect((await t.http().get('/api/delivery-challans?cursor=abc').set(b.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
  });

  it('makes one challan for a retried create with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const body = challanBody(local.id, { notes: 'Fragile' });
    const first = await post(a, body).set('Idempotency-Key', key).expect(201);
    const again = await post(a, body).set('Idempotency-Key', key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await post(a, { ...body, notes: 'Other' }).set('Idempotency-Key', key).expect(409)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
