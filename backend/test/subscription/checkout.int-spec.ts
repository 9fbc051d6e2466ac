import { RazorpayStub } from '../../../test-support/razorpay-stub';
import { appWithRazorpay, closeWithRazorpay } from '../../../test-support/razorpay-app';
import { signUpBusiness } from '../../../test-support/identity';
import { createExtraApi, TestApp } from '../../../test-support/test-app';

/** A directive's sources, e.g. ["'self'"] for "script-src 'self'". */
const sources = (csp: string, name: string) => (csp.split(';').map((part) => part.trim().split(' ')).find(([first]) => first === name) ?? []).slice(1);

/** What the Subscription page needs to open Razorpay Checkout: the script's URL, and a policy that lets it run. */
describe('Razorpay Checkout on the Subscription page', () => {
  let t: TestApp;
  const razorpay = new RazorpayStub();
  beforeAll(async () => (t = await appWithRazorpay(razorpay)));
  afterAll(() => closeWithRazorpay(t, razorpay));

  it('hands the page the configured Checkout script with the order', async () => {
    const b = await signUpBusiness(t);
    const order = (await t.http().post('/api/subscription/create-order').set(b.auth).send({ planId: 'plan_1_year' }).expect(200)).body;
    expect(order).toMatchObject({ key: razorpay.keyId, amount: 150_000, checkoutUrl: razorpay.checkoutUrl });
  });

  it('defaults to Razorpay’s own checkout.js', async () => {
    const { RAZORPAY_CHECKOUT_URL: _configured, ...env } = razorpay.env;
    const api = await createExtraApi(t, env);
    try {
      const b = await signUpBusiness(t);
      const order = (await api.http().post('/api/subscription/create-order').set(b.auth).send({ planId: 'plan_1_year' }).expect(200)).body;
      expect(order.checkoutUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
    } finally {
      await api.close();
    }
  });

  it('allows Checkout’s script, frames and calls, and the configured script’s origin, and nothing else third-party', async () => {
    const csp = String((await t.http().get('/subscription')).headers['content-security-policy']);
    const stubOrigin = new URL(razorpay.checkoutUrl).origin;
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(sources(csp, name).sort()).toEqual(["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com', stubOrigin].sort());
    }
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('allows no payment origin when payments are not configured', async () => {
    const api = await createExtraApi(t, {});
    try {
      const csp = String((await api.http().get('/subscription')).headers['content-security-policy']);
      expect(csp).not.toContain('razorpay');
      expect(sources(csp, 'script-src')).toEqual(["'self'"]);
    } finally {
      await api.close();
    }
  });
});
