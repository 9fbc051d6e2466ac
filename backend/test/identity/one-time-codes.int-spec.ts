import { createTestApp, TestApp } from '../../../test-support/test-app';
import { registrationData, requestCode } from '../../../test-support/identity';

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_TTL_SECONDS: '2', OTP_SENDS_PER_IP_PER_HOUR: '1000' } });
  });
  afterAll(() => t.close());

  it('are six random digits, different each time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) codes.add((await requestCode(t, 'send-registration-otp', registrationData().email)).code);
    expect([...codes].every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(codes.size).toBe(4);
  });

  it('die after five wrong tries: even the right code is then refused', async () => {
    const { otpId, code } = await requestCode(t, 'send-registration-otp', registrationData().email);
    for (let i = 1; i <= 4; i++) {
      const r = await t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: wrong(code) }).expect(400);
      expect(r.body).toMatchObject({ code: 'OTP_INVALID', details: { attemptsLeft: 5 - i } });
    }
    const fifth = await t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: wrong(code) }).expect(400);
    expect(fifth.body.code).toBe('OTP_ATTEMPTS_EXCEEDED');
    const right = await t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: code }).expect(400);
    expect(right.body.code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('cannot be guessed in parallel beyond the limit', async () => {
    const { otpId, code } = await requestCode(t, 'send-registration-otp', registrationData().email);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((otp) => t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp })));
    const right = await t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: code }).expect(400);
    expect(right.body.code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('are single use', async () => {
    const { otpId, code } = await requestCode(t, 'send-registration-otp', registrationData().email);
    await t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: code }).expect(200);
    const again = await t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: code }).expect(400);
    expect(again.body.code).toBe('OTP_INVALID');
  });

  it('expire (here after the configured 2 seconds)', async () => {
    const { otpId, code } = await requestCode(t, 'send-registration-otp', registrationData().email);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const r = await t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: code }).expect(400);
    expect(r.body.code).toBe('OTP_EXPIRED');
  });

  it('reject malformed ids and codes with a clear 400', async () => {
    const r = await t.http().post('/api/auth/verify-registration-otp').send({ otpId: 'nope', otp: '12ab' }).expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    const unknown = await t.http().post('/api/auth/verify-registration-otp').send({ otpId: 'not-a-uuid', otp: '123456' }).expect(400);
    expect(unknown.body.code).toBe('OTP_INVALID');
  });

  it('are limited per e-mail: the sixth send within the hour gets 429', async () => {
    const email = registrationData().email;
    for (let i = 0; i < 5; i++) await t.http().post('/api/auth/send-registration-otp').send({ email }).expect(200);
    const r = await t.http().post('/api/auth/send-registration-otp').send({ email }).expect(429);
    expect(r.body.code).toBe('OTP_SEND_LIMIT');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('one-time code sends per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_SENDS_PER_IP_PER_HOUR: '3' } });
  });
  afterAll(() => t.close());

  it('are limited per IP address', async () => {
    for (let i = 0; i < 3; i++) await t.http().post('/api/auth/send-registration-otp').send({ email: registrationData().email }).expect(200);
    const r = await t.http().post('/api/auth/send-registration-otp').send({ email: registrationData().email }).expect(429);
    expect(r.body.code).toBe('OTP_SEND_LIMIT');
  });
});
