import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUpBusiness } from '../../../test-support/identity';

describe('sign-up with jobs on BullMQ', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: true });
  });
  afterAll(() => t.close());

  it('delivers the code through the Redis queue and the worker, over SMTP', async () => {
    const health = await t.http().get('/api/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up', queue: 'up' });
    const business = await signUpBusiness(t);
    expect(business.user.id).toEqual(expect.any(String));
  });
});
