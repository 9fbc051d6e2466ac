import { createHmac } from 'node:crypto';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { requestCode, signUpBusiness, signUpThroughApi } from '../../../test-support/identity';
import { sql } from '../../../test-support/sql';
import { advanceClock } from '../../../test-support/clock';
import { SESSION_CACHE_TTL_MS } from '../../src/modules/identity/adapters/cached-session.repository';

describe('sign-in, tokens and password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores passwords with argon2id', async () => {
    const business = await signUpThroughApi(t);
    const rows = await sql<{ password_hash: string }>(t, 'select password_hash from users where id = $1', [business.user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
  });

  it('signs in case-insensitively and answers the same for an unknown e-mail and a wrong password', async () => {
    const business = await signUpThroughApi(t);
    const ok = await t.http().post('/api/login').send({ email: business.user.email.toUpperCase(), password: business.password }).expect(200);
    expect(ok.body.user.id).toBe(business.user.id);
    const wrongPassword = await t.http().post('/api/login').send({ email: business.user.email, password: 'not-it-123' }).expect(401);
    const unknown = await t.http().post('/api/login').send({ email: 'nobody@example.com', password: 'not-it-123' }).expect(401);
    expect(wrongPassword.body.code).toBe('INVALID_CREDENTIALS');
    expect({ ...wrongPassword.body, requestId: '' }).toEqual({ ...unknown.body, requestId: '' });
  });

  it('throttles repeated failed sign-ins for an e-mail', async () => {
    const business = await signUpThroughApi(t);
    for (let i = 0; i < 10; i++) await t.http().post('/api/login').send({ email: business.user.email, password: 'wrong-pass' }).expect(401);
    const throttled = await t.http().post('/api/login').send({ email: business.user.email, password: business.password }).expect(429);
    expect(throttled.body.code).toBe('LOGIN_THROTTLED');
  });

  it('rejects missing, forged and expired-looking tokens with 401', async () => {
    const business = await signUpThroughApi(t);
    await t.http().get('/api/user').expect(401);
    const [h, p] = business.token.split('.');
    await t.http().get('/api/user').set('Authorization', `Bearer ${h}.${p}.forged`).expect(401);
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    await t.http().get('/api/user').set('Authorization', `Bearer ${h}.${tampered}.${business.token.split('.')[2]}`).expect(401);
  });

  /** An HS256 token as any JWT library (or this app before @nestjs/jwt) writes it, signed with the app's key. */
  const signed = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${part(header)}.${part(claims)}`;
    return `${body}.${createHmac('sha256', t.config.jwtSecret).update(body).digest('base64url')}`;
  };

  it('accepts tokens in the format it has always issued, and answers 401 (never 500) for odd claims', async () => {
    const business = await signUpBusiness(t);
    const claims = JSON.parse(Buffer.from(business.token.split('.')[1], 'base64url').toString());
    await t.http().get('/api/user').set('Authorization', `Bearer ${signed(claims)}`).expect(200);
    for (const odd of [{ ...claims, sid: 'not-a-uuid' }, { ...claims, sub: 42 }, { ...claims, sid: "1' or '1'='1" }, { ...claims, exp: Math.floor(Date.now() / 1000) - 1 }]) {
      const r = await t.http().get('/api/user').set('Authorization', `Bearer ${signed(odd)}`).expect(401);
      expect(r.body.code).toBe('TOKEN_INVALID');
    }
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${business.token.split('.')[1]}.`;
    await t.http().get('/api/user').set('Authorization', `Bearer ${unsigned}`).expect(401);
    await t.http().get('/api/user').set('Authorization', `Bearer ${signed(claims, { alg: 'HS512', typ: 'JWT' })}`).expect(401);
  });

  it('revokes the token at logout: it then gets 401 everywhere', async () => {
    const business = await signUpThroughApi(t);
    const other = await t.http().post('/api/login').send({ email: business.user.email, password: business.password }).expect(200);
    // Both sessions were just checked, so the API holds them in its session cache.
    await t.http().get('/api/user').set(business.auth).expect(200);
    await t.http().get('/api/user').set('Authorization', `Bearer ${other.body.token}`).expect(200);
    await t.http().post('/api/logout').set(business.auth).expect(200);
    const r = await t.http().get('/api/user').set(business.auth).expect(401);
    expect(r.body.code).toBe('TOKEN_INVALID');
    await t.http().get('/api/subscription/status').set(business.auth).expect(401);
    // Only that session ended; the same user's other session still works.
    await t.http().get('/api/user').set('Authorization', `Bearer ${other.body.token}`).expect(200);
  });

  it('honours a session revoked by another API process within the session cache TTL', async () => {
    const business = await signUpBusiness(t);
    await t.http().get('/api/user').set(business.auth).expect(200);
    // Another process signs this session out: only the database knows.
    await sql(t, 'update sessions set revoked_at = now() where user_id = $1', [business.user.id]);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 100));
    await t.http().get('/api/user').set(business.auth).expect(401);
  });

  it('expires tokens', async () => {
    const short = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '60' } });
    try {
      const business = await signUpThroughApi(short);
      const claims = JSON.parse(Buffer.from(business.token.split('.')[1], 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(60);
    } finally {
      await short.close();
    }
  });

  it('refuses a token once it has expired, though it was accepted (and its check remembered) before', async () => {
    const short = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '60' } });
    try {
      const business = await signUpBusiness(short);
      await short.http().get('/api/user').set(business.auth).expect(200);
      // Well inside the 60 s, whatever this test's own pace; then past it.
      advanceClock(short, 30_000);
      await short.http().get('/api/user').set(business.auth).expect(200);
      advanceClock(short, 31_000);
      await short.http().get('/api/user').set(business.auth).expect(401);
    } finally {
      await short.close();
    }
  });

  it('resets the password only with the reset token of that user, and revokes every session', async () => {
    const business = await signUpThroughApi(t);
    const { otpId, code } = await requestCode(t, 'send-reset-otp', business.user.email);
    const verified = await t.http().post('/api/auth/verify-reset-otp').send({ otpId, otp: code }).expect(200);
    expect(verified.body.userId).toBe(business.user.id);

    // The spec's userId alone is not enough.
    const withoutToken = await t.http().post('/api/auth/reset-password').send({ userId: business.user.id, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }).expect(400);
    expect(withoutToken.body.code).toBe('VALIDATION_FAILED');
    const mismatch = await t.http().post('/api/auth/reset-password').send({ ...verified.body, newPassword: 'brand-new-1', confirmPassword: 'other' }).expect(400);
    expect(mismatch.body.details.fields.confirmPassword).toBe("Passwords Don't Match");

    await t.http().get('/api/user').set(business.auth).expect(200); // the session is now cached
    await t.http().post('/api/auth/reset-password').send({ ...verified.body, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }).expect(200);
    await t.http().get('/api/user').set(business.auth).expect(401);
    await t.http().post('/api/login').send({ email: business.user.email, password: business.password }).expect(401);
    await t.http().post('/api/login').send({ email: business.user.email, password: 'brand-new-1' }).expect(200);

    const reused = await t.http().post('/api/auth/reset-password').send({ ...verified.body, newPassword: 'again-new-1', confirmPassword: 'again-new-1' }).expect(400);
    expect(reused.body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('answers send-reset-otp the same for unknown e-mails, and sends them nothing', async () => {
    const sent = t.smtp.messages.length;
    const r = await t.http().post('/api/auth/send-reset-otp').send({ email: 'ghost@example.com' }).expect(200);
    expect(Object.keys(r.body)).toEqual(['otpId']);
    await t.jobsIdle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.messages.slice(sent).some((m) => m.to.includes('ghost@example.com'))).toBe(false);
    const verify = await t.http().post('/api/auth/verify-reset-otp').send({ otpId: r.body.otpId, otp: '123456' }).expect(400);
    expect(verify.body.code).toBe('OTP_INVALID');
  });
});
