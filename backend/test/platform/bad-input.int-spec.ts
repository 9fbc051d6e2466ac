import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { rowCounts } from '../../../test-support/row-counts';
import { createInvoice, customer, gstBusiness, invoiceBody, item, product, type Biz } from '../billing/billing-fixtures';
import { sentInvoice } from '../communications/communications-fixtures';
import { challanBody, line } from '../dispatch/challan-fixtures';
import { templateBody } from '../recurring/recurring-fixtures';

const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('bad input is a 400 with a stable code, never a 500, and leaves no rows', () => {
  let t: TestApp;
  let b: Biz;
  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t, { companyEmail: 'accounts@raotraders.example' });
  });
  afterAll(() => t.close());

  it('refuses JSON nested thousands of levels deep before parsing it, signed in or not', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const request of [t.http().post('/api/customers').set(b.auth), t.http().post('/api/login')]) {
      const started = Date.now();
      const r = await request.set('Content-Type', 'application/json').send(deep).expect(400);
      expect(r.body.code).toBe('JSON_TOO_DEEP');
      expect(Date.now() - started).toBeLessThan(1000);
    }
    const objects = '{"a":'.repeat(100) + '1' + '}'.repeat(100);
    expect((await t.http().post('/api/login').set('Content-Type', 'application/json').send(objects).expect(400)).body.code).toBe('JSON_TOO_DEEP');
  });

  it('refuses NUL characters in body fields, query strings and paths with VALIDATION_FAILED', async () => {
    const before = await rowCounts(t);
    let r = await t.http().post('/api/customers').set(b.auth).send({ name: 'Kaveri\u0000Stores' }).expect(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { name: 'Text cannot contain NUL characters or broken Unicode' } } });
    const c = await customer(b);
    r = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(c.id, {}, [item({ productName: 'A\u0000' })])).expect(400);
    expect(r.body.details.fields).toEqual({ 'items.0.productName': 'Text cannot contain NUL characters or broken Unicode' });
    expect((await t.http().get('/api/invoices?search=a%00b').set(b.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http().get('/api/customers/a%00b').set(b.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const after = await rowCounts(t);
    expect(after).toEqual({ ...before, customers: before.customers + 1 });
  });

  it('answers INVALID_CURSOR for a crafted cursor on every list', async () => {
    const byDate = ['/api/invoices', '/api/invoices/overdue', '/api/payments', '/api/communications/pending'];
    const crafted = ['abc', cursor(['x', 'y']), cursor([1, 2]), cursor({ a: 1 }), cursor(['2026-11-01', 'x'])];
    const id = '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f';
    // Year 0000 exists for JavaScript, not for PostgreSQL; a NUL reaches the SQL text the query builder inlines.
    const noSuchDay = [cursor(['2026-13-01', id]), cursor(['2026-02-30', id]), cursor(['0000-01-01', id])];
    const p = await product(b, { name: 'History cursor' });
    const history = `/api/products/${p.id}/history`;
    const noSuchInstant = ['abc', '2026-13-45', '2026-11-26 25:00', '294277-01-01', '0000-01-01 00:00:00+00', 'infinity'].map((key) => cursor([key, id]));
    crafted.push(cursor(['a\u0000', id]));
    for (const list of [...byDate, '/api/customers', '/api/products', history]) {
      const extra = byDate.includes(list) ? noSuchDay : list === history ? noSuchInstant : [];
      for (const bad of [...crafted, ...extra]) {
        const r = await t.http().get(`${list}?cursor=${bad}`).set(b.auth);
        expect({ list, bad, status: r.status, code: r.body.code }).toEqual({ list, bad, status: 400, code: 'INVALID_CURSOR' });
        expect(r.body.details).toEqual({ fields: { cursor: 'Invalid cursor' } });
      }
    }
  });

  it('refuses half a surrogate pair in any text, e-mail fields included (the e-mail check threw on it), signed in or not', async () => {
    for (const request of [
      t.http().post('/api/auth/send-registration-otp').send({ email: 'a\ud800@x.com' }),
      t.http().post('/api/login').send({ email: 'a\ud800@x.com', password: 'whatever-1' }),
      t.http().post('/api/customers').set(b.auth).send({ name: 'Kaveri', email: '\udc00k@x.com' }),
    ]) {
      const r = await request.expect(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses amounts whose products overflow, with field messages', async () => {
    const c = await customer(b);
    const before = await rowCounts(t);
    let r = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(c.id, {}, [item({ discount: 1e308 })])).expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(r.body.details.fields)).toEqual(['items.0.discount']);
    r = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(c.id, {}, [item({ quantity: 100000, rate: 1e9 })])).expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.details.fields['items.0.rate'] ?? r.body.details.fields['items.0.quantity'] ?? r.body.details.fields.items).toEqual(expect.any(String));
    r = await t.http().post('/api/products').set(b.auth).send({ name: 'Gold', price: 1e308 }).expect(400);
    expect(r.body.details.fields).toEqual({ price: 'Price is too large' });
    r = await t.http().post('/api/payments').set(b.auth).send({ invoiceId: c.id, amount: 1e308, paymentDate: '2026-11-10', paymentMethod: 'upi' });
    expect(r.status).toBe(400);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses a document whose lines are not objects (a line that was itself an array reached the tax computation: a 500)', async () => {
    const c = await customer(b);
    const before = await rowCounts(t);
    const documents: [string, (items: unknown[]) => object][] = [
      ['/api/invoices', (items) => invoiceBody(c.id, {}, items)],
      ['/api/recurring-invoices', (items) => ({ ...templateBody(c.id), items })],
      ['/api/delivery-challans', (items) => challanBody(c.id, {}, items)],
    ];
    for (const [path, body] of documents) {
      const good = path === '/api/delivery-challans' ? line() : item();
      for (const items of [[[good]], [[]], ['a line'], [good, [good]]]) {
        const r = await t.http().post(path).set(b.auth).send(body(items));
        // A challan's first line is checked for its name first, with the spec's message.
        const message = path === '/api/delivery-challans' ? expect.any(String) : "Each item must be an object with the item's fields";
        expect({ path, items, status: r.status, code: r.body.code, message: r.body.details?.fields?.items }).toEqual({ path, items, status: 400, code: 'VALIDATION_FAILED', message });
      }
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses numbers JavaScript writes with an exponent on every decimal field of a line (1e-7 was a 500)', async () => {
    const c = await customer(b);
    const before = await rowCounts(t);
    for (const field of ['quantity', 'rate', 'gstRate', 'cessRate', 'discount']) {
      const r = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(c.id, {}, [item({ [field]: 1e-7 })]));
      expect({ field, status: r.status, fields: Object.keys(r.body.details?.fields ?? {}) }).toEqual({ field, status: 400, fields: [`items.0.${field}`] });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses a stock addition that would take the stock past its limit (it overflowed into a 500)', async () => {
    const p = await product(b, { name: 'Bulk screws', stockQuantity: 999_999_000 });
    const r = await t.http().post(`/api/products/${p.id}/stock-adjustments`).set(b.auth).send({ type: 'add', quantity: 1_000_000_000 }).expect(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { quantity: 'Stock is too large' } } });
    await t.http().post(`/api/products/${p.id}/stock-adjustments`).set(b.auth).send({ type: 'add', quantity: 1000 }).expect(200);
    expect((await t.http().get(`/api/products/${p.id}`).set(b.auth).expect(200)).body.stockQuantity).toBe(1_000_000_000);
  });

  it('does not set the stock to 0 when it is sent as blank text', async () => {
    const p = await product(b, { name: 'Blank stock', stockQuantity: 7 });
    const full = { name: 'Blank stock', price: 100, gstRate: 18, unit: 'nos' };
    for (const body of [{ stockQuantity: ' ' }, { ...full, stockQuantity: ' ' }]) {
      const r = await t.http().put(`/api/products/${p.id}`).set(b.auth).send(body).expect(400);
      expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { stockQuantity: 'Stock must be positive' } } });
    }
    expect((await t.http().get(`/api/products/${p.id}`).set(b.auth).expect(200)).body.stockQuantity).toBe(7);
  });

  it('treats an upper-case id as the same record: one send, no stray row', async () => {
    const invoice = await sentInvoice(b, { name: 'Kaveri Stores', email: 'kaveri@example.test' });
    const send = (id: string) =>
      t.http().post(`/api/invoices/${id}/send-email`).set(b.auth).set('Idempotency-Key', 'same-click').send({ fromEmail: 'owner@raotraders.example' });
    await send(invoice.id).expect(202);
    const before = await rowCounts(t);
    await send(invoice.id.toUpperCase()).expect(202);
    expect(await rowCounts(t)).toEqual(before);
    const upper = await t.http().get(`/api/invoices/${invoice.id.toUpperCase()}`).set(b.auth).expect(200);
    expect(upper.body.id).toBe(invoice.id);
    const draft = await createInvoice(b, (await customer(b)).id);
    expect((await t.http().get(`/api/invoices/${draft.id.toUpperCase()}/communications`).set(b.auth).expect(200)).body).toBeDefined();
  });

  it("answers oversized headers with 431 in the app's error shape", async () => {
    const r = await t.http().get('/api/health').set('X-Padding', 'x'.repeat(32 * 1024));
    expect(r.status).toBe(431);
    expect(r.body).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.', requestId: expect.any(String) });
  });

  it('answers 401 for a token whose session id is not a UUID', async () => {
    const [header, , signature] = b.token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: b.user.id, sid: 'not-a-uuid' })).toString('base64url');
    for (const token of [`${header}.${payload}.${signature}`, 'x.y.z', 'garbage']) {
      const r = await t.http().get('/api/user').set('Authorization', `Bearer ${token}`);
      expect(r.status).toBe(401);
    }
  });
});
