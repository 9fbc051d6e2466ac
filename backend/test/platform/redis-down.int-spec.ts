import { signUpBusiness } from '../../../test-support/identity';
import { createExtraApi, createTestApp, ExtraApi, TestApp } from '../../../test-support/test-app';

/** Nothing listens on this port: Redis is down for the API under test. */
const DEAD_REDIS = 'redis://127.0.0.1:9';

describe('with Redis down', () => {
  let t: TestApp;
  let api: ExtraApi;
  beforeAll(async () => {
    t = await createTestApp();
    api = await createExtraApi(t, { REDIS_URL: DEAD_REDIS });
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  it('/api/health answers within 2 seconds with the queue marked down', async () => {
    const { result, ms } = await timed(() => api.http().get('/api/health'));
    expect(ms).toBeLessThan(2000);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'degraded', database: 'up', queue: 'down' });
  });

  it('password reset answers a known and an unknown e-mail alike, in about the same time', async () => {
    const business = await signUpBusiness(t);
    const known = await timed(() => api.http().post('/api/auth/send-reset-otp').send({ email: business.user.email }));
    const unknown = await timed(() => api.http().post('/api/auth/send-reset-otp').send({ email: 'ghost@example.com' }));
    expect(unknown.result.status).toBe(known.result.status);
    expect(unknown.result.body.code).toBe(known.result.body.code);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(500);
  });
});
