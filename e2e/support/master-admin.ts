import type { AuthSessionResponse } from '@hisaab/contracts';
import { baseUrl, codeFromMail, mailCount } from './browser';
import { api, type OwnerApi } from './owner-api';

const PASSWORD = 'master-secret-1';

async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * The master admin's API (MASTER_ADMIN_EMAIL of the run): signed in, or signed up through the real
 * e-mailed-code flow the first time any journey needs it. The master needs no admin session.
 */
export async function masterAdminApi(): Promise<OwnerApi> {
  return api(await masterAdminToken());
}

/** The master's sign-in token, as the app keeps it in localStorage ('hisaab_jwt'): a browser page signed in as the master. */
export async function masterAdminToken(): Promise<string> {
  const email = process.env.E2E_MASTER_ADMIN_EMAIL;
  if (!email) throw new Error('E2E_MASTER_ADMIN_EMAIL is not set: run the browser tests through jest (global setup)');
  const login = await post<AuthSessionResponse>('/api/login', { email, password: PASSWORD });
  if (login.status === 200) return login.body.token;

  const earlier = mailCount(email);
  const sent = await post<{ otpId: string }>('/api/auth/send-registration-otp', { email });
  const verified = await post<{ verificationToken: string }>('/api/auth/verify-registration-otp', { otpId: sent.body.otpId, otp: await codeFromMail(email, earlier) });
  const registered = await post<AuthSessionResponse>('/api/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Master',
    lastName: 'Admin',
    businessName: 'Hisaab',
    phone: '9800000000',
    businessAddress: 'Bengaluru',
    otpId: sent.body.otpId,
    verificationToken: verified.body.verificationToken,
  });
  if (registered.status !== 201) throw new Error(`Master admin sign-up failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return registered.body.token;
}
