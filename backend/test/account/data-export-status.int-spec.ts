import { advanceClock } from '../../../test-support/clock';
import { endTrial, signUpBusiness } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const DAY_MS = 24 * 3600 * 1000;

/** GET /api/auth/export-data/status: the page reads 'Export Requested' after a reload (spec part 2 §2, §4). */
describe('data export status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("says whether today's export was requested, per business, and a new Indian day starts afresh", async () => {
    const b = await signUpBusiness(t);
    const other = await signUpBusiness(t);
    expect((await t.http().get('/api/auth/export-data/status').set(b.auth).expect(200)).body).toEqual({ requestedToday: false, requestedAt: null });

    const requested = await t.http().post('/api/auth/export-data').set(b.auth).expect(202);
    // The toast's title already says 'Export Requested': the message says only what happens next.
    expect(requested.body.message).toBe(`A download link will be e-mailed to ${b.user.email} within 24 hours.`);
    const status = (await t.http().get('/api/auth/export-data/status').set(b.auth).expect(200)).body;
    expect(status.requestedToday).toBe(true);
    expect(Number.isNaN(Date.parse(status.requestedAt))).toBe(false);
    // Another business's request is not this one's.
    expect((await t.http().get('/api/auth/export-data/status').set(other.auth).expect(200)).body.requestedToday).toBe(false);

    advanceClock(t, DAY_MS);
    expect((await t.http().get('/api/auth/export-data/status').set(b.auth).expect(200)).body).toEqual({ requestedToday: false, requestedAt: null });
    await t.jobsIdle();
  });

  it('answers a lapsed account (no plan, no trial), like the export itself, and refuses a signed-out caller', async () => {
    const lapsed = await signUpBusiness(t);
    await endTrial(t, lapsed);
    await t.http().get('/api/customers').set(lapsed.auth).expect(402);
    expect((await t.http().get('/api/auth/export-data/status').set(lapsed.auth).expect(200)).body.requestedToday).toBe(false);
    await t.http().get('/api/auth/export-data/status').expect(401);
  });
});
