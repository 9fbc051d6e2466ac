import { Housekeeping } from '../../src/platform/housekeeping/housekeeping';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { requestCode, signUpThroughApi } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';
import { customer, gstBusiness, invoiceBody } from '../billing/billing-fixtures';

describe('housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const runAll = () => t.app.get(Housekeeping).runAll();

  it('deletes codes, failed sign-ins and sessions a day past their use, and keeps the rest', async () => {
    // Through the API: the registration code it leaves behind is one of the rows housekeeping deletes.
    const b = await signUpThroughApi(t);
    await requestCode(t, 'send-reset-otp', b.user.email);
    const login = (userAgent: string) => t.http().post('/api/login').set('User-Agent', userAgent).send({ email: b.user.email, password: b.password }).expect(200);
    for (const userAgent of ['expired-2d', 'revoked-2d', 'expired-1h']) await login(userAgent);
    const revokedNow = await login('revoked-now');
    await t.http().post('/api/logout').set('Authorization', `Bearer ${revokedNow.body.token}`).expect(200);
    const misses = ['old-miss@example.com', 'new-miss@example.com'];
    for (const email of misses) await t.http().post('/api/login').send({ email, password: 'wrong-pass' }).expect(401);

    await sql(t, `update email_otps set created_at = now() - interval '2 days' where email = $1 and purpose = 'registration'`, [b.user.email]);
    await sql(t, `update login_failures set created_at = now() - interval '2 days' where email = $1`, [misses[0]]);
    await sql(t, `update sessions set expires_at = now() - interval '2 days' where user_agent = 'expired-2d'`);
    await sql(t, `update sessions set revoked_at = now() - interval '2 days' where user_agent = 'revoked-2d'`);
    await sql(t, `update sessions set expires_at = now() - interval '1 hour' where user_agent = 'expired-1h'`);

    expect(await runAll()).toMatchObject({ identity: 4 });
    expect(await sql(t, 'select purpose from email_otps where email = $1', [b.user.email])).toEqual([{ purpose: 'reset' }]);
    expect(await sql(t, 'select email from login_failures where email = any($1)', [misses])).toEqual([{ email: misses[1] }]);
    const sessions = await sql<{ user_agent: string | null }>(t, 'select user_agent from sessions where user_id = $1', [b.user.id]);
    expect(sessions.map((s) => s.user_agent)).toEqual(expect.arrayContaining(['expired-1h', 'revoked-now']));
    expect(sessions).toHaveLength(3);
    // The session from sign-up is active: it keeps working.
    await t.http().get('/api/user').set(b.auth).expect(200);
  });

  it('replays an Idempotency-Key for 24 hours; then the key creates a new invoice, and the sweep deletes it', async () => {
    const b = await gstBusiness(t);
    const c = await customer(b);
    const post = (key: string) => t.http().post('/api/invoices').set(b.auth).set('Idempotency-Key', key).send(invoiceBody(c.id)).expect(201);
    const age = (key: string, interval: string) => sql(t, `update idempotency_keys set created_at = now() - $2::interval where key = $1`, [key, interval]);

    const first = await post('daily-1');
    await age('daily-1', '23 hours');
    const retry = await post('daily-1');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);

    await age('daily-1', '25 hours');
    const later = await post('daily-1');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.id).not.toBe(first.body.id);
    // The key now stands for the new invoice.
    expect((await post('daily-1')).body.id).toBe(later.body.id);
    const list = await t.http().get(`/api/invoices?customerId=${c.id}`).set(b.auth).expect(200);
    expect(list.body.items).toHaveLength(2);

    await post('daily-2');
    await age('daily-2', '2 days');
    expect(await runAll()).toMatchObject({ 'idempotency-keys': 1 });
    expect(await sql(t, 'select key from idempotency_keys where business_id = $1', [await businessIdOf(t, b)])).toEqual([{ key: 'daily-1' }]);
  });
});
