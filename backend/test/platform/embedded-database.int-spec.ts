import { ACCOUNT_DELETION } from '@hisaab/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Housekeeping } from '../../src/platform/housekeeping/housekeeping';
import { advanceClock } from '../../../test-support/clock';
import { signUpBusiness } from '../../../test-support/identity';
import { SubscriptionService } from '../../src/modules/subscription';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { communicationStoreCases } from '../communications/communication-store.cases';
import { concurrentSummariesCases } from '../billing/concurrent-summaries.cases';
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

  it('keeps 32 MB of shared buffers, not 128: ~130 MB less memory at start (embedded-postgres.ts)', async () => {
    const [row] = await t.app.get(EntityManager).fork().execute('show shared_buffers');
    expect(row.shared_buffers).toBe('32MB');
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

  it('a campaign with the premium plan: its targets, one e-mail each, completed', async () => {
    // The app holds PGlite's only connection: its own EntityManager finds the business.
    const [{ business_id: businessId }] = await t.app.get(EntityManager).fork().execute('select business_id from users where id = ?', [b.user.id]);
    await t.app.get(SubscriptionService).grantPlan(businessId, 'plan_premium', 500_000, b.user.id);
    const campaign = (await api().post('/api/campaigns', { name: 'Offer', targetType: 'all_customers', emailSubject: 'Hi {{customer.name}}', emailContent: '**Sale**' }).expect(201)).body;
    const { totalTargets } = (await api().post(`/api/campaigns/${campaign.id}/start`).expect(200)).body;
    expect(totalTargets).toBeGreaterThan(0); // the customers of the steps above
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.subject === 'Hi Kaveri Stores');
    expect((await api().get(`/api/campaigns/${campaign.id}`).expect(200)).body).toMatchObject({ status: 'completed', metrics: { sent: totalTargets } });
  });

  // The stores' own statements on PGlite, which hands numerics and timestamps back as text.
  describe('typed rows from raw SQL', () => sqlRowsCases(() => t));
  describe('idempotency store', () => idempotencyStoreCases(() => t));
  describe('communication store', () => communicationStoreCases(() => t));
  // One statement of ordered steps per status change, and the summaries it keeps, with requests queued for the one connection.
  describe('billing summaries under concurrent changes', () => concurrentSummariesCases(() => t));

  // Last: it moves the clock two days on and removes the business the journey used.
  it('exports the data, then removes the business 2 days after deletion is asked for (the schema-planned erase on PGlite)', async () => {
    const since = t.smtp.messages.length;
    await api().post('/api/auth/export-data').expect(202);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m, i = t.smtp.messages.indexOf(m)) => i >= since && m.to.includes(b.user.email) && m.subject === 'Your Hisaab data export is ready');
    const link = /http:\/\/localhost:3000(\/api\/auth\/export-data\/\S+)/.exec(mail.text)![1];
    expect((await t.http().get(link).buffer(true).expect(200)).headers['content-type']).toMatch(/zip/);

    const shareId = (await api().get('/api/invoices').expect(200)).body.items[0].shareId;
    // The embedded database serves the app's one connection only: read through the app.
    const query = async (statement: string, params: unknown[]) => (await t.app.get(EntityManager).fork().execute(statement, params))[0];
    const { business_id: businessId } = await query('select business_id from users where id = ?', [b.user.id]);
    await t.http().delete('/api/auth/delete-account').set(b.auth).send({ confirmText: ACCOUNT_DELETION.confirmText }).expect(200);
    advanceClock(t, 2 * 24 * 3600 * 1000 + 60_000);
    await t.app.get(Housekeeping).runAll();
    await t.jobsIdle();

    const count = async (table: string) => (await query(`select count(*)::int as n from ${table} where business_id = ?`, [businessId])).n;
    for (const table of ['users', 'customers', 'products', 'invoices', 'invoice_items', 'payments', 'communications', 'business_settings']) expect(`${table}: ${await count(table)}`).toBe(`${table}: 0`);
    await t.http().get(`/api/client/invoice/${shareId}`).expect(404);
    await t.http().post('/api/login').send({ email: b.user.email, password: b.password }).expect(401);
  });
});
