import { RazorpayStub } from '../../../test-support/razorpay-stub';
import { appWithRazorpay, closeWithRazorpay } from '../../../test-support/razorpay-app';
import { signUpBusiness, type SignedUpBusiness } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/** Buying a plan through Razorpay (against a local stand-in of its Orders and Payments API). */
describe('subscription purchase through Razorpay', () => {
  let t: TestApp;
  const razorpay = new RazorpayStub();
  beforeAll(async () => (t = await appWithRazorpay(razorpay)));
  afterAll(() => closeWithRazorpay(t, razorpay));

  const order = async (b: SignedUpBusiness, planId = 'plan_2_year') => (await t.http().post('/api/subscription/create-order').set(b.auth).send({ planId }).expect(200)).body;
  const subscriptionsOf = async (b: SignedUpBusiness) => sql(t, 'select * from subscriptions where business_id = $1', [await businessIdOf(t, b)]);
  const webhook = (delivery: { body: string; signature: string; eventId: string }) =>
    t.http().post('/api/webhooks/razorpay').set('Content-Type', 'application/json').set('X-Razorpay-Signature', delivery.signature).set('X-Razorpay-Event-Id', delivery.eventId).send(delivery.body);

  it('lists the plans in rupees, with the premium alias accepted on input', async () => {
    const b = await signUpBusiness(t);
    const plans = (await t.http().get('/api/subscription/plans').set(b.auth).expect(200)).body;
    expect(plans.map((p: { id: string; price: number; duration: number }) => [p.id, p.price, p.duration])).toEqual([
      ['plan_1_year', 1500, 12],
      ['plan_2_year', 2500, 24],
      ['plan_3_year', 3500, 36],
      ['plan_premium', 5000, 12],
    ]);
    // Campaigns are not built yet: the premium card says so rather than selling them as available.
    const premiumCard = plans.find((p: { id: string }) => p.id === 'plan_premium');
    expect(premiumCard.features).toContain('Marketing campaigns (coming soon)');
    expect(premiumCard.features.filter((f: string) => /campaign/i.test(f) && !/coming soon/i.test(f))).toEqual([]);
    const premium = await order(b, 'plan_premium_campaign');
    expect(premium).toMatchObject({ planId: 'plan_premium', amount: 500_000, currency: 'INR', key: razorpay.keyId });
    const bad = await t.http().post('/api/subscription/create-order').set(b.auth).send({ planId: 'plan_free' }).expect(400);
    expect(bad.body.code).toBe('PLAN_NOT_FOUND');
  });

  it('creates an order in paise with our order id as receipt, and a right signature activates exactly once', async () => {
    const b = await signUpBusiness(t);
    const created = await order(b);
    expect(created).toMatchObject({ amount: 250_000, currency: 'INR', prefill: { name: b.user.businessName, email: b.user.email, contact: b.user.phone } });
    const stored = await sql<{ id: string; status: string }>(t, 'select id, status from subscription_orders where gateway_order_id = $1', [created.orderId]);
    expect(razorpay.orders.get(created.orderId)!.receipt).toBe(stored[0].id);

    const payment = razorpay.pay(created.orderId);
    const answer = razorpay.checkoutAnswer(payment);
    const first = await t.http().post('/api/subscription/verify-payment').set(b.auth).send(answer).expect(200);
    expect(first.body).toMatchObject({ success: true, message: 'Payment verified and subscription activated!', subscription: { planId: 'plan_2_year', amount: 2500, status: 'active', paymentId: payment.id } });
    // A replay and a double click: the same one subscription.
    const [again, twice] = await Promise.all([
      t.http().post('/api/subscription/verify-payment').set(b.auth).send(answer),
      t.http().post('/api/subscription/verify-payment').set(b.auth).send(answer),
    ]);
    expect([again.body.subscription.id, twice.body.subscription.id]).toEqual([first.body.subscription.id, first.body.subscription.id]);
    expect(await subscriptionsOf(b)).toHaveLength(1);

    const status = (await t.http().get('/api/subscription/status').set(b.auth).expect(200)).body;
    expect(status).toMatchObject({ hasActiveSubscription: true, hasAccess: true, canUseCampaigns: false, paymentsConfigured: true, subscription: { planId: 'plan_2_year', amount: 2500 } });
    const months = (new Date(status.subscription.endDate).getTime() - new Date(status.subscription.startDate).getTime()) / (24 * 3600_000);
    expect(months).toBeGreaterThanOrEqual(730);
    expect(months).toBeLessThanOrEqual(731);

    await t.jobsIdle();
    const receipt = await t.smtp.waitFor((m) => m.to.includes(b.user.email) && m.subject.includes('receipt'));
    expect(receipt.text).toContain(payment.id);
    expect(receipt.text).toContain('₹2,500.00');
    expect(t.smtp.messages.filter((m) => m.to.includes(b.user.email) && m.subject.includes('receipt'))).toHaveLength(1);

    const history = (await t.http().get('/api/subscriptions').set(b.auth).expect(200)).body;
    expect(history).toEqual([expect.objectContaining({ planName: 'Professional', duration: 24, amount: 2500, status: 'active', paymentId: payment.id })]);
  });

  it('activates nothing on a wrong signature, an unpaid payment or another business’s order', async () => {
    const b = await signUpBusiness(t);
    const created = await order(b);
    const payment = razorpay.pay(created.orderId);
    const forged = await t.http().post('/api/subscription/verify-payment').set(b.auth).send(razorpay.checkoutAnswer(payment, 'not-the-secret')).expect(400);
    expect(forged.body.code).toBe('PAYMENT_SIGNATURE_INVALID');
    // Signed with the webhook secret instead of the key secret: still wrong.
    await t.http().post('/api/subscription/verify-payment').set(b.auth).send(razorpay.checkoutAnswer(payment, razorpay.webhookSecret)).expect(400);

    const other = await signUpBusiness(t);
    const notTheirs = await t.http().post('/api/subscription/verify-payment').set(other.auth).send(razorpay.checkoutAnswer(payment)).expect(404);
    expect(notTheirs.body.code).toBe('ORDER_NOT_FOUND');

    const pending = await order(b, 'plan_1_year');
    const authorized = razorpay.pay(pending.orderId, 'authorized');
    const early = await t.http().post('/api/subscription/verify-payment').set(b.auth).send(razorpay.checkoutAnswer(authorized)).expect(409);
    expect(early.body.code).toBe('PAYMENT_NOT_CAPTURED');
    const wrongAmount = razorpay.pay((await order(b, 'plan_3_year')).orderId, 'captured', 100);
    await t.http().post('/api/subscription/verify-payment').set(b.auth).send(razorpay.checkoutAnswer(wrongAmount)).expect(409);

    expect(await subscriptionsOf(b)).toHaveLength(0);
    expect(await subscriptionsOf(other)).toHaveLength(0);
  });

  it('webhook first, then the browser: one subscription; a redelivered event does nothing; a wrong signature is refused', async () => {
    const b = await signUpBusiness(t);
    const created = await order(b);
    const payment = razorpay.pay(created.orderId);
    const delivery = razorpay.webhook('payment.captured', payment);

    const forged = razorpay.webhook('payment.captured', payment, razorpay.keySecret);
    expect((await webhook(forged).expect(401)).body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await subscriptionsOf(b)).toHaveLength(0);

    expect((await webhook(delivery).expect(200)).body).toEqual({ status: 'processed' });
    expect((await webhook(delivery).expect(200)).body).toEqual({ status: 'duplicate' });
    // order.paid for the same payment (another event id) finds the subscription already there.
    expect((await webhook(razorpay.webhook('order.paid', payment)).expect(200)).body).toEqual({ status: 'processed' });
    const verified = await t.http().post('/api/subscription/verify-payment').set(b.auth).send(razorpay.checkoutAnswer(payment)).expect(200);
    const rows = await subscriptionsOf(b);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(verified.body.subscription.id);
  });

  it('a webhook alone activates a plan whose browser never came back, also after a failed payment is captured later', async () => {
    const b = await signUpBusiness(t);
    const created = await order(b, 'plan_premium');
    const payment = razorpay.pay(created.orderId, 'failed');
    expect((await webhook(razorpay.webhook('payment.failed', payment)).expect(200)).body).toEqual({ status: 'ignored' });
    expect(await subscriptionsOf(b)).toHaveLength(0);
    expect((await webhook(razorpay.webhook('payment.captured', razorpay.setStatus(payment.id, 'captured'))).expect(200)).body).toEqual({ status: 'processed' });
    const status = (await t.http().get('/api/subscription/status').set(b.auth).expect(200)).body;
    expect(status).toMatchObject({ hasActiveSubscription: true, canUseCampaigns: true, subscription: { planId: 'plan_premium' } });
  });

  it('Refresh Status finds a captured payment of a pending order; a plan bought during another starts when it ends', async () => {
    const b = await signUpBusiness(t);
    const first = await order(b, 'plan_1_year');
    razorpay.pay(first.orderId);
    expect((await t.http().post('/api/subscription/refresh').set(b.auth).expect(200)).body.hasActiveSubscription).toBe(true);
    expect((await t.http().post('/api/subscription/refresh').set(b.auth).expect(200)).body.hasActiveSubscription).toBe(true);
    expect(await subscriptionsOf(b)).toHaveLength(1);

    const second = await order(b, 'plan_2_year');
    await t.http().post('/api/subscription/verify-payment').set(b.auth).send(razorpay.checkoutAnswer(razorpay.pay(second.orderId))).expect(200);
    const history = (await t.http().get('/api/subscriptions').set(b.auth).expect(200)).body;
    expect(history.map((h: { planId: string; status: string }) => [h.planId, h.status])).toEqual([
      ['plan_2_year', 'scheduled'],
      ['plan_1_year', 'active'],
    ]);
    expect(history[0].startDate).toBe(history[1].endDate);
    const status = (await t.http().get('/api/subscription/status').set(b.auth).expect(200)).body;
    expect(status.subscription).toMatchObject({ planId: 'plan_1_year', endDate: history[0].endDate });
  });
});

describe('subscription purchase without Razorpay keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 PAYMENTS_NOT_CONFIGURED and stores nothing; webhooks are refused', async () => {
    const b = await signUpBusiness(t);
    // The page says so before anyone clicks: the status tells it.
    expect((await t.http().get('/api/subscription/status').set(b.auth).expect(200)).body.paymentsConfigured).toBe(false);
    expect((await t.http().post('/api/subscription/refresh').set(b.auth).expect(200)).body.paymentsConfigured).toBe(false);
    const reply = await t.http().post('/api/subscription/create-order').set(b.auth).send({ planId: 'plan_1_year' }).expect(503);
    expect(reply.body.code).toBe('PAYMENTS_NOT_CONFIGURED');
    expect(await sql(t, 'select 1 from subscription_orders')).toHaveLength(0);
    await t.http().post('/api/webhooks/razorpay').set('X-Razorpay-Signature', 'ab').send({ event: 'payment.captured' }).expect(401);
  });
});
