import { randomUUID } from 'node:crypto';
import { CustomerDirectory } from '../../src/modules/crm';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUpBusiness, SignedUpBusiness } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';

describe('customers', () => {
  let t: TestApp;
  let a: SignedUpBusiness;
  let b: SignedUpBusiness;
  const create = (who: SignedUpBusiness, body: Record<string, unknown>) => t.http().post('/api/customers').set(who.auth).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpBusiness(t);
    b = await signUpBusiness(t);
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await t.http().get('/api/customers').expect(401);
    await t.http().post('/api/customers').send({ name: 'X' }).expect(401);
  });

  it('creates a customer, normalising phone and GSTIN and deriving the state code', async () => {
    const r = await create(a, {
      name: '  Sharma Stores ',
      email: 'sharma@example.com',
      phone: '+91 98765 43210',
      gstNumber: '27aapfu0939f1zv',
      address: '5 MG Road',
      city: 'Pune',
      pincode: '411001',
    }).expect(201);
    expect(r.body).toMatchObject({
      id: expect.any(String),
      name: 'Sharma Stores',
      phone: '9876543210',
      gstNumber: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      stateCode: '27',
    });
    const fromState = await create(a, { name: 'Walk-in', state: 'Tamil Nadu' }).expect(201);
    expect(fromState.body).toMatchObject({ state: 'Tamil Nadu', stateCode: '33', email: null, phone: null, gstNumber: null });
  });

  it('checks every rule of the customer form on the server (docs/spec/part-1.md §5)', async () => {
    const r = await create(a, { name: '', email: 'bad@', phone: '12345', gstNumber: '01AABCE2207R1Z5', pincode: '0123' }).expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.details.fields).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Phone number must be exactly 10 digits starting with 6-9',
      gstNumber: 'Enter a valid 15-character GSTIN',
      pincode: 'PIN code must be 6 digits and cannot start with 0',
    });
    expect((await create(a, {}).expect(400)).body.details.fields).toEqual({ name: 'Name is required' });
    expect((await create(a, { name: 'X', phone: '5123456789' }).expect(400)).body.details.fields.phone).toBe(
      'Phone number must be exactly 10 digits starting with 6-9',
    );
    expect((await create(a, { name: 'X', gstNumber: '29AAFCC9980M1ZR', state: 'Kerala' }).expect(400)).body.details.fields.state).toBe(
      'State must match the GSTIN (state code 29)',
    );
    // Email may be empty.
    await create(a, { name: 'No Mail', email: '' }).expect(201);
  });

  it('marks SEZ units, which are registered and so need a GSTIN', async () => {
    const plain = await create(a, { name: 'Plain Buyer' }).expect(201);
    expect(plain.body.sezUnit).toBe(false);
    const sez = await create(a, { name: 'Chennai SEZ Unit', gstNumber: '33ABCDE1234F1Z7', sezUnit: true }).expect(201);
    expect(sez.body).toMatchObject({ sezUnit: true, stateCode: '33' });
    expect((await t.http().get(`/api/customers/${sez.body.id}`).set(a.auth).expect(200)).body.sezUnit).toBe(true);

    const noGstin = await create(a, { name: 'SEZ without GSTIN', sezUnit: true }).expect(400);
    expect(noGstin.body.details.fields).toEqual({ gstNumber: 'An SEZ unit is registered under GST: enter its GSTIN' });
    expect((await create(a, { name: 'X', sezUnit: 'yes' }).expect(400)).body.details.fields).toEqual({ sezUnit: 'SEZ unit must be true or false' });
    // A PUT replaces every field: left out, the flag is cleared.
    const cleared = await t.http().put(`/api/customers/${sez.body.id}`).set(a.auth).send({ name: 'Chennai SEZ Unit', gstNumber: '33ABCDE1234F1Z7' }).expect(200);
    expect(cleared.body.sezUnit).toBe(false);
  });

  it('refuses a GSTIN another customer of the business has (409, field message) unless confirmed', async () => {
    const owner = await signUpBusiness(t);
    const first = (await create(owner, { name: 'Malabar Traders', gstNumber: '32AAACM1234A1ZH' }).expect(201)).body;
    const again = await create(owner, { name: 'Malabar Traders Kochi', gstNumber: '32aaacm1234a1zh' }).expect(409);
    expect(again.body).toMatchObject({
      code: 'CUSTOMER_GSTIN_TAKEN',
      details: { customerId: first.id, fields: { gstNumber: expect.stringContaining('Malabar Traders already has this GSTIN') } },
    });
    const other = (await create(owner, { name: 'Other Co' }).expect(201)).body;
    expect((await t.http().put(`/api/customers/${other.id}`).set(owner.auth).send({ name: 'Other Co', gstNumber: '32AAACM1234A1ZH' }).expect(409)).body.code).toBe('CUSTOMER_GSTIN_TAKEN');
    await t.http().put(`/api/customers/${first.id}`).set(owner.auth).send({ name: 'Malabar Traders Ltd', gstNumber: '32AAACM1234A1ZH' }).expect(200);

    await create(owner, { name: 'Malabar Traders Kochi', gstNumber: '32AAACM1234A1ZH', confirmDuplicateGstin: true }).expect(201);
    await create(await signUpBusiness(t), { name: 'Malabar Traders', gstNumber: '32AAACM1234A1ZH' }).expect(201);
  });

  it('lets one of two racing requests with the same GSTIN through and refuses the other', async () => {
    const owner = await signUpBusiness(t);
    const replies = await Promise.all([1, 2].map((n) => create(owner, { name: `Racer ${n}`, gstNumber: '27AAACR5055K1Z7' })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('lists by name with keyset pagination and searches name, phone or GSTIN', async () => {
    const names = ['delta traders', 'Alpha Agencies', 'charlie & co', 'Bravo Mart'];
    for (const [i, name] of names.entries()) await create(b, { name, phone: `900000000${i}` }).expect(201);
    await create(b, { name: 'Echo Exports', gstNumber: '24AANFA2641L1ZF' }).expect(201);

    const first = await t.http().get('/api/customers?limit=2').set(b.auth).expect(200);
    expect(first.body.items.map((c: { name: string }) => c.name)).toEqual(['Alpha Agencies', 'Bravo Mart']);
    const second = await t.http().get(`/api/customers?limit=2&cursor=${first.body.nextCursor}`).set(b.auth).expect(200);
    expect(second.body.items.map((c: { name: string }) => c.name)).toEqual(['charlie & co', 'delta traders']);
    const third = await t.http().get(`/api/customers?limit=2&cursor=${second.body.nextCursor}`).set(b.auth).expect(200);
    expect(third.body).toMatchObject({ items: [{ name: 'Echo Exports' }], nextCursor: null });

    const search = async (q: string) =>
      (await t.http().get(`/api/customers?search=${encodeURIComponent(q)}`).set(b.auth).expect(200)).body.items.map((c: { name: string }) => c.name);
    expect(await search('MART')).toEqual(['Bravo Mart']);
    expect(await search('+91 90000 00002')).toEqual(['charlie & co']);
    expect(await search('24aanfa2641l1zf')).toEqual(['Echo Exports']);
    expect(await search('90000 0000')).toEqual(expect.arrayContaining(['charlie & co']));
    expect(await search('24aanf')).toEqual(['Echo Exports']);
    expect(await search('%')).toEqual([]);
    await t.http().get('/api/customers?limit=0').set(b.auth).expect(400);
    await t.http().get('/api/customers?cursor=garbage').set(b.auth).expect(400);
  });

  it('reads, updates and deletes; another business gets 404 and sees none of the rows', async () => {
    const created = (await create(a, { name: 'Isolated Ltd', phone: '9123456789' }).expect(201)).body;
    await t.http().get(`/api/customers/${created.id}`).set(a.auth).expect(200);

    await t.http().get(`/api/customers/${created.id}`).set(b.auth).expect(404);
    await t.http().put(`/api/customers/${created.id}`).set(b.auth).send({ name: 'Hijacked' }).expect(404);
    await t.http().delete(`/api/customers/${created.id}`).set(b.auth).expect(404);
    const bList = await t.http().get('/api/customers?search=Isolated').set(b.auth).expect(200);
    expect(bList.body.items).toEqual([]);
    await t.http().get('/api/customers/not-a-uuid').set(a.auth).expect(404);
    await t.http().get(`/api/customers/${randomUUID()}`).set(a.auth).expect(404);

    const updated = await t.http().put(`/api/customers/${created.id}`).set(a.auth).send({ name: 'Isolated Pvt Ltd', stateCode: '29' }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Isolated Pvt Ltd', phone: null, stateCode: '29', state: 'Karnataka' });
    const invalid = await t.http().put(`/api/customers/${created.id}`).set(a.auth).send({ name: '' }).expect(400);
    expect(invalid.body.details.fields.name).toBe('Name is required');

    await t.http().delete(`/api/customers/${created.id}`).set(a.auth).expect(204);
    await t.http().get(`/api/customers/${created.id}`).set(a.auth).expect(404);
  });

  it('refuses to delete a customer with invoices (409) and keeps the history', async () => {
    const customer = (await create(a, { name: 'Has Invoices' }).expect(201)).body;
    const businessId = await businessIdOf(t, a);
    await sql(
      t,
      `insert into invoices (id, business_id, customer_id, invoice_number, fy, invoice_date, due_date, status, document_type, supply_type,
         place_of_supply, supplier_state, customer_name, subtotal, cgst, sgst, igst, cess, gst_amount, round_off, total, share_id)
       values ($1, $2, $3, 'INV/26-27/0001', '2026-27', '2026-11-21', '2026-12-21', 'sent', 'invoice', 'intra',
         '33', '33', 'Has Invoices', 10000, 900, 900, 0, 0, 1800, 0, 11800, $4)`,
      [randomUUID(), businessId, customer.id, randomUUID()],
    );
    const r = await t.http().delete(`/api/customers/${customer.id}`).set(a.auth).expect(409);
    expect(r.body).toMatchObject({ code: 'CUSTOMER_HAS_INVOICES', message: 'This customer has invoices and cannot be deleted. Their history is kept.' });
    await t.http().get(`/api/customers/${customer.id}`).set(a.auth).expect(200);
  });

  it('offers CustomerDirectory to other modules, scoped to the business', async () => {
    const customer = (await create(a, { name: 'Directory Co', gstNumber: '29AAFCC9980M1ZR' }).expect(201)).body;
    const directory = t.app.get(CustomerDirectory);
    const aId = await businessIdOf(t, a);
    const bId = await businessIdOf(t, b);
    expect(await directory.getForBusiness(aId, customer.id)).toEqual({
      id: customer.id,
      name: 'Directory Co',
      email: null,
      phone: null,
      gstNumber: '29AAFCC9980M1ZR',
      address: null,
      city: null,
      state: 'Karnataka',
      stateCode: '29',
      pincode: null,
      sezUnit: false,
    });
    expect(await directory.getForBusiness(bId, customer.id)).toBeNull();
    expect(await directory.getForBusiness(aId, 'nope')).toBeNull();
  });
});
