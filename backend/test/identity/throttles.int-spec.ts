import { MikroORM, RequestContext } from '@mikro-orm/core';
import { SessionService } from '../../../backend/src/modules/identity/application/session.service';
import { advanceClock } from '../../../test-support/clock';
import { registrationData, requestCode, signUpBusiness } from '../../../test-support/identity';
import { sql } from '../../../test-support/sql';
import { createExtraApi, createTestApp, TestApp } from '../../../test-support/test-app';

describe('sign-in and code throttles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_SENDS_PER_IP_PER_HOUR: '1000' } });
  });
  // Closing waits for the app's jobs; under a full parallel run it once took over the default minute.
  afterAll(() => t.close(), 120_000);

  /** Signs in as if from `ip` (every HTTP request of a test comes from 127.0.0.1). */
  const loginFrom = (ip: string, email: string, password: string) =>
    RequestContext.create(t.app.get(MikroORM).em, () => t.app.get(SessionService).login(email, password, { ip, userAgent: null })).then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );

  it('check at most 10 passwords of an e-mail when 30 wrong sign-ins arrive at once', async () => {
    const business = await signUpBusiness(t);
    const replies = await Promise.all(Array.from({ length: 30 }, () => t.http().post('/api/login').send({ email: business.user.email, password: 'wrong-pass' })));
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(codes.filter((c) => c === 'LOGIN_THROTTLED')).toHaveLength(20);
  });

  it('store at most 5 codes for an e-mail when 20 sends arrive at once', async () => {
    const email = registrationData().email;
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.http().post('/api/auth/send-registration-otp').send({ email })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429 && r.body.code === 'OTP_SEND_LIMIT')).toHaveLength(15);
    const [{ count }] = await sql<{ count: string }>(t, 'select count(*) from email_otps where email = $1', [email]);
    expect(Number(count)).toBe(5);
  });

  it('do not let failures from a stranger’s addresses lock the owner out of their own', async () => {
    const business = await signUpBusiness(t);
    for (let i = 0; i < 10; i++) expect(await loginFrom('203.0.113.9', business.user.email, 'wrong-pass')).toBe('INVALID_CREDENTIALS');
    expect(await loginFrom('203.0.113.9', business.user.email, business.password)).toBe('LOGIN_THROTTLED');
    expect(await loginFrom('198.51.100.7', business.user.email, business.password)).toBe('ok');
  });

  it('take the client address from a trusted proxy (TRUST_PROXY), so one address cannot lock out another', async () => {
    const business = await signUpBusiness(t);
    const behindProxy = await createExtraApi(t, { TRUST_PROXY: '127.0.0.1' });
    try {
      const login = (ip: string, password: string) => behindProxy.http().post('/api/login').set('X-Forwarded-For', ip).send({ email: business.user.email, password });
      for (let i = 0; i < 10; i++) await login('203.0.113.9', 'wrong-pass').expect(401);
      await login('203.0.113.9', business.password).expect(429);
      await login('198.51.100.7', business.password).expect(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('stop an e-mail at its higher ceiling however many addresses try it', async () => {
    const business = await signUpBusiness(t);
    const attempts = Array.from({ length: 100 }, (_, i) => loginFrom(`10.0.${Math.floor(i / 10)}.${i % 10}`, business.user.email, 'wrong-pass'));
    expect((await Promise.all(attempts)).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(await loginFrom('10.9.9.9', business.user.email, business.password)).toBe('LOGIN_THROTTLED');
  }, 60_000);
});

describe('no account discovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  // Closing waits for the app's jobs; under a full parallel run it once took over the default minute.
  afterAll(() => t.close(), 120_000);

  it('send-registration-otp answers a registered e-mail like a new one and mails its owner to sign in instead', async () => {
    const business = await signUpBusiness(t);
    const sent = t.smtp.messages.length;
    const registered = await t.http().post('/api/auth/send-registration-otp').send({ email: business.user.email }).expect(200);
    const fresh = await t.http().post('/api/auth/send-registration-otp').send({ email: registrationData().email }).expect(200);
    expect(Object.keys(registered.body)).toEqual(Object.keys(fresh.body));
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m, i = t.smtp.messages.indexOf(m)) => i >= sent && m.to.includes(business.user.email));
    expect(mail.subject).toBe('You already have a Hisaab account');
    expect(mail.text).toContain('Please sign in instead');
    expect(mail.text).not.toMatch(/\d{6}/);
    const guess = await t.http().post('/api/auth/verify-registration-otp').send({ otpId: registered.body.otpId, otp: '123456' }).expect(400);
    expect(guess.body.code).toBe('OTP_INVALID');
  });
});

describe('time as the services see it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  // Closing waits for the app's jobs; under a full parallel run it once took over the default minute.
  afterAll(() => t.close(), 120_000);

  it('expires codes and sign-ins when the clock moves on', async () => {
    const business = await signUpBusiness(t);
    const { otpId, code } = await requestCode(t, 'send-reset-otp', business.user.email);
    advanceClock(t, 11 * 60_000);
    const expired = await t.http().post('/api/auth/verify-reset-otp').send({ otpId, otp: code }).expect(400);
    expect(expired.body.code).toBe('OTP_EXPIRED');
    await t.http().get('/api/user').set(business.auth).expect(200);
    advanceClock(t, 7 * 24 * 3600_000);
    await t.http().get('/api/user').set(business.auth).expect(401);
  });
});
