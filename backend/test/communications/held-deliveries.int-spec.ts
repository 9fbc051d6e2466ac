import { RazorpayStub } from '../../../test-support/razorpay-stub';
import { appWithRazorpay, closeWithRazorpay } from '../../../test-support/razorpay-app';
import { signUpBusiness, type SignedUpBusiness } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';
import type { TestApp } from '../../../test-support/test-app';
import { SubscriptionAccess } from '../../src/modules/subscription';
import type { Biz } from '../billing/billing-fixtures';
import { business, cloneOverdueInvoices, countsByDelivery, sentInvoice, waitUntil } from './communications-fixtures';

const MASTER = 'master@hisaab.example';

/**
 * Issue #9 point 3: scheduled work pauses for a lapsed business and resumes after payment. A reminder
 * batch whose business loses access mid-way holds its remaining deliveries (neither sent nor failed),
 * and paying queues them again: every overdue invoice is reminded exactly once.
 */
describe('reminders held while a business has no access', () => {
  let t: TestApp;
  let master: SignedUpBusiness;
  const razorpay = new RazorpayStub();
  beforeAll(async () => {
    t = await appWithRazorpay(razorpay, { MASTER_ADMIN_EMAIL: MASTER, JOB_BACKOFF_MS: '300' });
    master = await signUpBusiness(t, { email: MASTER });
  });
  afterAll(() => closeWithRazorpay(t, razorpay));

  const statuses = async (batchId: string) =>
    Object.fromEntries(
      (await sql<{ status: string; n: number }>(t, 'select status, count(*)::int as n from communications where batch_id = $1 group by status', [batchId])).map((r) => [r.status, r.n]),
    ) as Record<string, number | undefined>;
  const progress = async (b: Biz, batchId: string) => (await t.http().get(`/api/communications/batches/${batchId}`).set(b.auth).expect(200)).body;
  const setTrial = (b: Biz, isTrialActive: boolean) =>
    t.http().put(`/api/admin/users/${b.user.id}/trial`).set(master.auth).send({ isTrialActive, trialStartDate: '2020-01-01', trialEndDate: isTrialActive ? '2099-01-08' : '2020-01-08' }).expect(200);
  const sinkCounts = (batchId: string) => countsByDelivery(t.smtp.messages.filter((m) => String(m.headers.get('x-hisaab-delivery')).startsWith(batchId)));

  /** A batch of `count` e-mail reminders that has sent a few when the master ends the business's trial. */
  async function lapsedMidBatch(count: number): Promise<{ b: Biz; batchId: string }> {
    const b = await business(t);
    const first = await sentInvoice(b, { email: 'first@example.test' }, 5);
    await cloneOverdueInvoices(t.databaseUrl, first.id, count - 1);
    t.smtp.replyDelayMs = 150; // a server across a network: the batch takes a while
    // The start answers after up to 3 s; the trial ends while it waits.
    const started = t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' }).then((r) => r);
    const businessId = await businessIdOf(t, b);
    const [{ id: batchId }] = await waitUntil(() => sql<{ id: string }>(t, 'select id from communication_batches where business_id = $1', [businessId]), (rows) => rows.length === 1, 10_000, 20);
    await waitUntil(() => statuses(batchId), (s) => (s.sent ?? 0) >= 3, 20_000, 20);
    await setTrial(b, false);
    expect((await started).body.batchId).toBe(batchId);
    // Deliveries already past their check finish; every other one is held.
    const settled = await waitUntil(() => statuses(batchId), (s) => (s.sent ?? 0) + (s.held ?? 0) === count, 30_000, 50);
    t.smtp.replyDelayMs = 0;
    expect(settled.held).toBeGreaterThan(0);
    expect(settled.failed).toBeUndefined();
    return { b, batchId };
  }

  it('holds the rest of a batch when the business lapses; paying resumes them and each invoice is reminded once', async () => {
    const { b, batchId } = await lapsedMidBatch(60);
    await t.jobsIdle();
    const held = (await statuses(batchId)).held!;
    expect((await t.http().get(`/api/communications/batches/${batchId}`).set(b.auth).expect(402)).body.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(sinkCounts(batchId).size).toBe(60 - held); // nothing more went out while lapsed

    // The batch says it is paused, with the held count (access restored behind the app's back, so nothing resumes yet).
    await sql(t, `update users set trial_end_date = now() + interval '1 hour' where id = $1`, [b.user.id]);
    t.app.get(SubscriptionAccess).forgetUser(b.user.id);
    expect(await progress(b, batchId)).toMatchObject({ status: 'paused', total: 60, successCount: 60 - held, failureCount: 0, heldCount: held, finishedAt: null });
    // Paused is not stalled: a new start joins it rather than reminding the same invoices again.
    await sql(t, `update communication_batches set created_at = now() - interval '2 hours' where id = $1`, [batchId]);
    expect((await t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' })).body.batchId).toBe(batchId);
    await sql(t, `update users set trial_end_date = now() - interval '1 hour' where id = $1`, [b.user.id]);
    t.app.get(SubscriptionAccess).forgetUser(b.user.id);

    // Paying through Razorpay Checkout queues the held reminders again.
    const order = (await t.http().post('/api/subscription/create-order').set(b.auth).send({ planId: 'plan_1_year' }).expect(200)).body;
    await t.http().post('/api/subscription/verify-payment').set(b.auth).send(razorpay.checkoutAnswer(razorpay.pay(order.orderId))).expect(200);
    const done = await waitUntil(() => progress(b, batchId), (p) => p.status === 'finished', 30_000);
    expect(done).toMatchObject({ total: 60, successCount: 60, failureCount: 0, heldCount: 0 });
    await t.jobsIdle();
    const counts = sinkCounts(batchId);
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);

  it('resumes held reminders when the master extends the trial', async () => {
    const { b, batchId } = await lapsedMidBatch(30);
    await setTrial(b, true);
    expect(await waitUntil(() => progress(b, batchId), (p) => p.status === 'finished', 30_000)).toMatchObject({ total: 30, successCount: 30, heldCount: 0 });
    await t.jobsIdle();
    expect([...sinkCounts(batchId).values()]).toEqual(Array(30).fill(1));
  }, 60_000);

  it('holds a single send whose retry comes after the business lapsed, and sends it once access is back', async () => {
    const b = await business(t);
    const invoice = await sentInvoice(b, { email: 'single@example.test' }, 3);
    t.smtp.refuseWith = { code: 451, message: 'Try again later' };
    await t.http().post(`/api/invoices/${invoice.id}/send-reminder-email`).set(b.auth).send({ fromEmail: 'owner@raotraders.example' });
    await waitUntil(() => sql<{ attempts: number }>(t, 'select attempts from communications where invoice_id = $1', [invoice.id]), (rows) => rows[0]?.attempts >= 1, 10_000, 20);
    await setTrial(b, false);
    t.smtp.refuseWith = null;
    await t.jobsIdle();
    expect(await sql(t, 'select status from communications where invoice_id = $1', [invoice.id])).toEqual([{ status: 'held' }]);
    expect(t.smtp.messages.filter((m) => m.to.includes('single@example.test'))).toHaveLength(0);

    await setTrial(b, true);
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes('single@example.test'));
    expect(await sql(t, 'select status from communications where invoice_id = $1', [invoice.id])).toEqual([{ status: 'sent' }]);
    expect(t.smtp.messages.filter((m) => m.to.includes('single@example.test'))).toHaveLength(1);
  }, 30_000);
});
