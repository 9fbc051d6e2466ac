import { signUpBusiness } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { communicationStoreCases } from '../communications/communication-store.cases';
import { idempotencyStoreCases } from './idempotency-store.cases';
import { sqlRowsCases } from './sql-rows.cases';
import { customer, invoiceBody, istDate, pay, product, setStatus, type Biz } from '../billing/billing-fixtures';

/**
 * `npm start` with no configuration runs on PGlite, which serves one connection: a query that takes
 * a second connection inside a transaction waits there forever. One journey through every module.
 */
describe('a journey through every module on the embedded database (PGlite)', () => {
  let t: TestApp;
  let b: Biz;
  beforeAll(async () => {
    t = await createTestApp({ embedded: true });
    b = { ...(await signUpBusiness(t)), t };
  }, 60_000);
  afterAll(() => t.close());

  const api = () => ({
    get: (path: string) => t.http().get(path).set(b.auth),
    post: (path: string, body: object = {}) => t.http().post(path).set(b.auth).send(body),
  });

  it('runs on PGlite', () => {
    expect(t.config.databaseUrl).toBeNull();
  });

  it('answers an invoice before the settings were ever saved at once (it reads the sign-up details in the transaction)', async () => {
    const c = await customer(b, { state: 'Tamil Nadu' });
    const refused = await api().post('/api/invoices', invoiceBody(c.id)).expect(409);
    expect(refused.body.code).toBe('BUSINESS_STATE_MISSING');
  });

  it('settings, customer, product, invoice, payment, reads and an e-mail', async () => {
    await api().post('/api/config', { companyName: 'Rao Traders', gstNumber: '33AAAPZ1234C2Z6' }).expect(200);
    await api().post('/api/gst-settings', { isComposition: false }).expect(200);
    expect((await api().get('/api/config').expect(200)).body).toMatchObject({ gstNumber: '33AAAPZ1234C2Z6' });

    const c = await customer(b, { email: 'kaveri@example.test', state: 'Tamil Nadu' });
    const p = await product(b);
    const items = [{ productId: p.id, productName: p.name, description: '', hsn: '7318', quantity: 2, unit: 'nos', rate: 100, gstRate: 18, serialNumber: '' }];
    const invoice = (await api().post('/api/invoices', invoiceBody(c.id, { invoiceDate: istDate(-1), dueDate: istDate(29) }, items)).expect(201)).body;
    await setStatus(b, invoice.id, 'sent');
    await pay(b, invoice.id, 100).expect(201);

    expect((await api().get(`/api/invoices/${invoice.id}`).expect(200)).body).toMatchObject({ id: invoice.id, status: 'sent' });
    expect((await api().get('/api/invoices').expect(200)).body.items).toContainEqual(expect.objectContaining({ id: invoice.id }));
    await api().get('/api/invoices/overdue').expect(200);
    await api().get('/api/payments').expect(200);
    expect((await api().get(`/api/products/${p.id}`).expect(200)).body.stockQuantity).toBe(8);
    await api().get(`/api/products/${p.id}/history`).expect(200);
    // Timestamps come back from PGlite as text: replies still carry ISO 8601.
    const [listed] = (await api().get('/api/customers').expect(200)).body.items;
    expect(listed.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await api().get(`/api/customers/${c.id}`).expect(200)).body.updatedAt).toMatch(/Z$/);
    await api().get('/api/dashboard/metrics').expect(200);
    await api().get('/api/reports/sales?format=csv').expect(200);
    await api().get(`/api/client/invoice/${invoice.shareId}`).expect(200);
    await api().get('/api/subscription/status').expect(200);

    await api().post(`/api/invoices/${invoice.id}/send-email`, { fromEmail: 'owner@raotraders.example' }).expect(202);
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes('kaveri@example.test'));
    await api().get('/api/communications/summary').expect(200);
    const log = await api().get(`/api/invoices/${invoice.id}/communications`).expect(200);
    expect(log.body.items).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  // The stores' own statements on PGlite, which hands numerics and timestamps back as text.
  describe('typed rows from raw SQL', () => sqlRowsCases(() => t));
  describe('idempotency store', () => idempotencyStoreCases(() => t));
  describe('communication store', () => communicationStoreCases(() => t));
});
