import type { AuthSessionResponse, RegistrationData } from '@hisaab/contracts';
import { randomBytes } from 'node:crypto';
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

/** Signs a new business up through the real flow: code by e-mail, verification, registration. */
export async function signUpBusiness(testApp: TestApp, overrides: Partial<RegistrationData> = {}): Promise<SignedUpBusiness> {
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
