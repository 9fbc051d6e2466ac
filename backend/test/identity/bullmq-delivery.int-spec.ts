import { Redis } from 'ioredis';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { requestCode, signUpBusiness, signUpThroughApi } from '../../../test-support/identity';
import { waitUntil, withDb } from '../communications/communications-fixtures';

describe('sign-up with jobs on BullMQ', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: true });
  });
  afterAll(() => t.close());

  it('delivers the code through the Redis queue and the worker, over SMTP', async () => {
    const health = await t.http().get('/api/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up', queue: 'up' });
    const business = await signUpThroughApi(t);
    expect(business.user.id).toEqual(expect.any(String));
  });

  it('keeps no one-time code in plain text in Redis (completed jobs stay there) or in the outbox', async () => {
    const { otpId, code } = await requestCode(t, 'send-reset-otp', (await signUpBusiness(t)).user.email);
    const redis = new Redis(t.config.redisUrl!);
    try {
      // Completed, and still kept: the mail arrives a moment before the worker records the completion.
      const job = await waitUntil(() => redis.hgetall(`${t.config.queuePrefix}:hisaab:otp.${otpId}`), (hash) => hash.finishedOn !== undefined, 5_000, 50);
      expect(JSON.parse(job.data)).toEqual({ otpId, to: expect.any(String), sealedCode: expect.any(String), purpose: 'reset', validMinutes: 10, notice: 'code' });
      const keys = await redis.keys(`${t.config.queuePrefix}:*`);
      for (const key of keys) {
        const type = await redis.type(key);
        const values = type === 'hash' ? Object.values(await redis.hgetall(key)) : type === 'string' ? [await redis.get(key)] : [];
        for (const value of values) expect(value).not.toContain(code);
      }
    } finally {
      redis.disconnect();
    }
    const outbox = await withDb(t.databaseUrl, async (client) => (await client.query('select payload::text from job_outbox')).rows);
    expect(outbox).toEqual([]);
  });
});
