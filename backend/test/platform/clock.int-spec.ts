import { createInvoice, customer, gstBusiness, istDate, product, item, setStatus } from '../billing/billing-fixtures';
import { advanceClock } from '../../../test-support/clock';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { businessIdOf } from '../../../test-support/sql';
import { SubscriptionService } from '../../../backend/src/modules/subscription';

/** Services read time from the Clock, so a test moves time instead of waiting or backdating rows. */
describe('the clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('decides when an invoice is overdue (public page, reminders) and which financial year the dashboard shows', async () => {
    const b = await gstBusiness(t);
    const buyer = await customer(b);
    const bolt = await product(b, { stockQuantity: 10 });
    const invoice = await createInvoice(b, buyer.id, { invoiceDate: istDate(), dueDate: istDate(5) }, [item({ productId: bolt.id, quantity: 1, rate: 100 })]);
    await setStatus(b, invoice.id, 'sent');
    const before = await t.http().get(`/api/client/invoice/${invoice.shareId}`).expect(200);
    expect(before.body.isOverdue).toBe(false);
    expect((await t.http().get('/api/communications/summary').set(b.auth).expect(200)).body.overdueInvoices).toBe(0);
    expect((await t.http().get('/api/dashboard/metrics').set(b.auth).expect(200)).body.totalRevenue).toBeGreaterThan(0);

    // 140 days on, the trial has long ended: a plan keeps the business's API open.
    await t.app.get(SubscriptionService).grantPlan(await businessIdOf(t, b), 'plan_1_year', 150_000, b.user.id);
    advanceClock(t, 140 * 24 * 3600_000);
    const after = await t.http().get(`/api/client/invoice/${invoice.shareId}`).expect(200);
    expect(after.body.isOverdue).toBe(true);
    // The sign-in has expired meanwhile; a new one is valid from the moved time on.
    await t.http().get('/api/user').set(b.auth).expect(401);
    const login = await t.http().post('/api/login').send({ email: b.user.email, password: b.password }).expect(200);
    // 140 days on, the invoice belongs to an earlier financial year.
    const metrics = await t.http().get('/api/dashboard/metrics').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    expect(metrics.body.totalRevenue).toBe(0);
    const summary = await t.http().get('/api/communications/summary').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    expect(summary.body.overdueInvoices).toBe(1);
  });
});
