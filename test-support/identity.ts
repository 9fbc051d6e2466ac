import { AUTH_LIMITS, type AuthSessionResponse, type RegistrationData } from '@hisaab/contracts';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../backend/src/modules/identity/application/ports/crypto';
import { UserRepository } from '../backend/src/modules/identity/application/ports/identity-store';
import { SessionService } from '../backend/src/modules/identity/application/session.service';
import { SubscriptionAccess } from '../backend/src/modules/subscription';
import { sql } from './sql';
import { codeIn } from './smtp-sink';
import type { TestApp } from './test-app';

export interface SignedUpBusiness extends AuthSessionResponse {
  password: string;
  /** `{ Authorization: 'Bearer …' }` for supertest's .set(). */
  auth: { Authorization: string };
}

export function registrationData(overrides: Partial<RegistrationData> = {}): RegistrationData {
  return {
    email: `owner-${randomBytes(5).toString('hex')}@example.com`,
    password: 'secret123',
    firstName: 'Asha',
    lastName: 'Rao',
    businessName: 'Rao Traders',
    phone: '9876543210',
    businessAddress: '12 Anna Salai, Chennai',
    ...overrides,
  };
}

/** Requests a code over HTTP and reads it from the mail that reached the SMTP sink. */
export async function requestCode(testApp: TestApp, path: 'send-registration-otp' | 'send-reset-otp', email: string) {
  const sentBefore = testApp.smtp.messages.length;
  const response = await testApp.http().post(`/api/auth/${path}`).send({ email }).expect(200);
  await testApp.jobsIdle();
  const mail = await testApp.smtp.waitFor((m, i = testApp.smtp.messages.indexOf(m)) => i >= sentBefore && m.to.includes(email.toLowerCase()));
  return { otpId: response.body.otpId as string, code: codeIn(mail) };
}

const DAY_MS = 24 * 3600 * 1000;
// Argon2 is slow on purpose; every factory business shares the password, so it is hashed once per password.
const hashes = new Map<string, Promise<string>>();

/**
 * A new business with its owner and a signed-in session, written straight into the database through the
 * app's own repositories: no e-mail, no code. The token is a real one the API accepts. Tests of sign-up
 * and sign-in themselves use signUpThroughApi.
 */
export async function signUpBusiness(testApp: TestApp, overrides: Partial<RegistrationData> = {}): Promise<SignedUpBusiness> {
  const data = registrationData(overrides);
  const { app } = testApp;
  let hash = hashes.get(data.password);
  if (!hash) hashes.set(data.password, (hash = app.get(PasswordHasher).hash(data.password)));
  const passwordHash = await hash;
  const now = new Date();
  const session = await RequestContext.create(app.get(MikroORM).em, async () => {
    const user = await app.get(UserRepository).createWithBusiness({
      email: data.email.toLowerCase(),
      passwordHash,
      firstName: data.firstName,
      lastName: data.lastName,
      businessName: data.businessName,
      phone: data.phone,
      businessAddress: data.businessAddress,
      trialStartDate: now,
      trialEndDate: new Date(now.getTime() + AUTH_LIMITS.trialDays * DAY_MS),
    });
    return app.get(SessionService).startSession(user, { ip: '127.0.0.1', userAgent: 'test-factory' });
  });
  return { ...session, password: data.password, auth: { Authorization: `Bearer ${session.token}` } };
}

/** Signs a new business up through the real flow: code by e-mail, verification, registration. */
export async function signUpThroughApi(testApp: TestApp, overrides: Partial<RegistrationData> = {}): Promise<SignedUpBusiness> {
  const data = registrationData(overrides);
  const { otpId, code } = await requestCode(testApp, 'send-registration-otp', data.email);
  const verified = await testApp.http().post('/api/auth/verify-registration-otp').send({ otpId, otp: code }).expect(200);
  const registered = await testApp
    .http()
    .post('/api/auth/register')
    .send({ ...data, otpId, verificationToken: verified.body.verificationToken })
    .expect(201);
  const session = registered.body as AuthSessionResponse;
  return { ...session, password: data.password, auth: { Authorization: `Bearer ${session.token}` } };
}

/**
 * Ends the owner's trial behind the app's back (no plan is bought): the gate forgets what it knew of
 * the user, as it does when the master changes a trial through the admin area.
 */
export async function endTrial(t: TestApp, business: SignedUpBusiness): Promise<void> {
  await sql(t, `update users set trial_start_date = now() - interval '10 days', trial_end_date = now() - interval '3 days' where id = $1`, [business.user.id]);
  t.app.get(SubscriptionAccess).forgetUser(business.user.id);
}
