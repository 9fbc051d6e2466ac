import { PUBLIC_INVOICE_REQUESTS_PER_MINUTE } from '../../../backend/src/modules/billing/http/public-invoice.controller';
import { registrationData, signUpBusiness } from '../../../test-support/identity';
import { sql } from '../../../test-support/sql';
import { createExtraApi, createTestApp, ExtraApi, TestApp } from '../../../test-support/test-app';

describe('limits with two API processes on one Redis and one database', () => {
  let t: TestApp;
  let second: ExtraApi;
  beforeAll(async () => {
    t = await createTestApp({ redis: true });
    second = await createExtraApi(t, { REDIS_URL: t.config.redisUrl!, QUEUE_PREFIX: t.config.queuePrefix });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('the public invoice page allows one budget per IP across both', async () => {
    const path = '/api/client/invoice/00000000-0000-4000-8000-000000000000';
    const replies = [];
    for (let i = 0; i < PUBLIC_INVOICE_REQUESTS_PER_MINUTE + 10; i++) replies.push(await (i % 2 ? second : t).http().get(path));
    expect(replies.filter((r) => r.status === 404)).toHaveLength(PUBLIC_INVOICE_REQUESTS_PER_MINUTE);
    const limited = replies.filter((r) => r.status === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0].body.code).toBe('RATE_LIMITED');
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(0);
  });

  it('code sends for one e-mail stop at 5 however the requests are spread', async () => {
    const email = registrationData().email;
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? second : t).http().post('/api/auth/send-registration-otp').send({ email })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    const [{ count }] = await sql<{ count: string }>(t, 'select count(*) from email_otps where email = $1', [email]);
    expect(Number(count)).toBe(5);
  });

  it('failed sign-ins for one e-mail stop at 10 however the requests are spread', async () => {
    const business = await signUpBusiness(t);
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? second : t).http().post('/api/login').send({ email: business.user.email, password: 'wrong-pass' })),
    );
    expect(replies.filter((r) => r.body.code === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(replies.filter((r) => r.body.code === 'LOGIN_THROTTLED')).toHaveLength(6);
  });
});
