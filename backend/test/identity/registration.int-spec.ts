import { createTestApp, TestApp } from '../../../test-support/test-app';
import { registrationData, requestCode, signUpThroughApi } from '../../../test-support/identity';
import { sql } from '../../../test-support/sql';

describe('sign-up over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers with the e-mailed code and starts the 7-day trial', async () => {
    const business = await signUpThroughApi(t, { email: 'Meena.Iyer@Example.com', phone: '+91 98400 12345' });
    expect(business.user).toMatchObject({ email: 'meena.iyer@example.com', firstName: 'Asha', phone: '9840012345', role: 'user' });
    expect(business.user).not.toHaveProperty('passwordHash');
    const trialDays = (Date.parse(business.user.trialEndDate) - Date.parse(business.user.trialStartDate)) / 86_400_000;
    expect(trialDays).toBe(7);

    const me = await t.http().get('/api/user').set(business.auth).expect(200);
    expect(me.body.id).toBe(business.user.id);
    const status = await t.http().get('/api/subscription/status').set(business.auth).expect(200);
    expect(status.body).toMatchObject({ hasActiveSubscription: false, subscription: null, trial: { isTrialActive: true, daysRemaining: 7 } });
  });

  it('sends the code from the configured sender, and stores only its hash', async () => {
    const email = registrationData().email;
    const { otpId, code } = await requestCode(t, 'send-registration-otp', email);
    const mail = t.smtp.messages.find((m) => m.to.includes(email))!;
    expect(mail.from).toContain('no-reply@hisaab.local');
    expect(mail.subject).toBe('Your Hisaab verification code');
    const rows = await sql<{ code_hash: string }>(t, 'select code_hash from email_otps where id = $1', [otpId]);
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].code_hash.length).toBeGreaterThan(20);
  });

  it('sends no code to an e-mail that is already registered, whatever its case (the owner is told to sign in)', async () => {
    const business = await signUpThroughApi(t);
    const sent = t.smtp.messages.length;
    await t.http().post('/api/auth/send-registration-otp').send({ email: business.user.email.toUpperCase() }).expect(200);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m, i = t.smtp.messages.indexOf(m)) => i >= sent && m.to.includes(business.user.email));
    expect(mail.subject).toBe('You already have a Hisaab account');
  });

  it('binds the verification token to the e-mail it verified', async () => {
    const verifiedEmail = registrationData().email;
    const { otpId, code } = await requestCode(t, 'send-registration-otp', verifiedEmail);
    const verified = await t.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: code }).expect(200);
    const other = registrationData();
    const response = await t
      .http()
      .post('/api/auth/register')
      .send({ ...other, otpId, verificationToken: verified.body.verificationToken })
      .expect(400);
    expect(response.body.code).toBe('VERIFICATION_INVALID');
    // …and the token still works once for its own e-mail, then never again.
    await t.http().post('/api/auth/register').send({ ...other, email: verifiedEmail, otpId, verificationToken: verified.body.verificationToken }).expect(201);
    const again = await t
      .http()
      .post('/api/auth/register')
      .send({ ...other, email: verifiedEmail, otpId, verificationToken: verified.body.verificationToken })
      .expect(400);
    expect(again.body.code).toBe('VERIFICATION_INVALID');
  });

  it('answers every invalid field with the spec message', async () => {
    const response = await t.http().post('/api/auth/register').send({ email: 'not-an-email', password: '123', phone: '12' }).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details.fields).toMatchObject({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      businessName: 'Business name is required',
      phone: 'Phone number is required',
      businessAddress: 'Business address is required',
    });
    expect(response.body.requestId).toEqual(expect.any(String));
  });
});
