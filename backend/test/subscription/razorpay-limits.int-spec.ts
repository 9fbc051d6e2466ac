import { RazorpayStub } from '../../../test-support/razorpay-stub';
import { appWithRazorpay, closeWithRazorpay } from '../../../test-support/razorpay-app';
import { signUpBusiness } from '../../../test-support/identity';
import { type TestApp } from '../../../test-support/test-app';

/**
 * Every business shares one Razorpay merchant key: a free account must not be able to spend its API
 * limits. Orders and payment checks are rate-limited, and Refresh Status asks about the latest few
 * pending orders only. Its own app, so the per-client budgets start empty.
 */
describe('Razorpay calls are limited', () => {
  let t: TestApp;
  const razorpay = new RazorpayStub();
  beforeAll(async () => (t = await appWithRazorpay(razorpay)));
  afterAll(() => closeWithRazorpay(t, razorpay));

  it('ten orders per client in 15 minutes, and a refresh asks about five pending orders at most', async () => {
    const b = await signUpBusiness(t);
    for (let i = 0; i < 10; i++) await t.http().post('/api/subscription/create-order').set(b.auth).send({ planId: 'plan_1_year' }).expect(200);
    const refused = await t.http().post('/api/subscription/create-order').set(b.auth).send({ planId: 'plan_1_year' }).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(razorpay.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders')).toHaveLength(10);

    const before = razorpay.requests.length;
    await t.http().post('/api/subscription/refresh').set(b.auth).expect(200);
    expect(razorpay.requests.length - before).toBe(5);
  });
});
