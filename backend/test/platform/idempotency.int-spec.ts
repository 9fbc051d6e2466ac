import { createInvoice, customer, gstBusiness, pay, product, item, setStatus, type Biz } from '../billing/billing-fixtures';
import { advanceClock } from '../../../test-support/clock';
import { createTestApp, TestApp } from '../../../test-support/test-app';

/** @Idempotent() routes (here POST /api/payments): one effect per key, whatever the retries. */
describe('Idempotency-Key on an @Idempotent() route', () => {
  let t: TestApp;
  let b: Biz;
  let invoiceId: string;
  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
    const buyer = await customer(b);
    const bolt = await product(b, { stockQuantity: 10 });
    invoiceId = (await createInvoice(b, buyer.id, {}, [item({ productId: bolt.id, quantity: 1, rate: 1000 })])).id;
    await setStatus(b, invoiceId, 'sent');
  });
  afterAll(() => t.close());

  const amountPaid = async () => (await t.http().get(`/api/invoices/${invoiceId}`).set(b.auth).expect(200)).body.amountPaid;

  it('records one payment for parallel retries, and every retry gets the first answer', async () => {
    const replies = await Promise.all([1, 2, 3, 4].map(() => pay(b, invoiceId, 10).set('Idempotency-Key', 'parallel-1')));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect(await amountPaid()).toBe(10);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const body = { invoiceId, amount: 5, paymentDate: new Date().toISOString().slice(0, 10), paymentMethod: 'cash', referenceNumber: '', notes: '' };
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await t.http().post('/api/payments').set(b.auth).set('Idempotency-Key', 'order-1').send(body).expect(201);
    const again = await t.http().post('/api/payments').set(b.auth).set('Idempotency-Key', 'order-1').send(reordered).expect(201);
    expect(again.body).toEqual(first.body);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const before = await amountPaid();
    const r = await pay(b, invoiceId, 10).set('Idempotency-Key', 'has space').expect(400);
    expect(r.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(await amountPaid()).toBe(before);
  });

  it('keeps keys per business: another business may use the same key', async () => {
    const other = await gstBusiness(t);
    const r = await pay(other, invoiceId, 10).set('Idempotency-Key', 'parallel-1').expect(404);
    expect(r.body.code).toBe('INVOICE_NOT_FOUND');
  });

  // Last: it moves the app's clock for good.
  it("dates a key by the app's clock, which also judges its expiry", async () => {
    // Were the key dated by the database's clock, two days ahead it would look expired at once, and the retry would pay again.
    advanceClock(t, 48 * 3600 * 1000);
    const before = await amountPaid();
    await pay(b, invoiceId, 3).set('Idempotency-Key', 'clock-1').expect(201);
    const retry = await pay(b, invoiceId, 3).set('Idempotency-Key', 'clock-1').expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await amountPaid()).toBe(before + 3);
  });
});
