import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEligibilityResponse } from '@hisaab/contracts';
import { Toaster } from '@/components/ui/toaster';
import { AUTH_TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { renderWithProviders } from '@/test/render';
import { ADMIN_SESSION_STORAGE_KEY } from '../session';
import AdminLoginPage from './AdminLoginPage';

const USER = { id: 'u1', email: 'ops@hisaab.in', firstName: 'Asha', lastName: 'Rao', role: 'admin' };
const ELIGIBLE: AdminEligibilityResponse = { eligible: true, isMaster: false, hasAdminRole: true, hasAdminDomain: true, email: USER.email, totpEnrolled: false };

/** A fetch stub answering by "METHOD path"; each call is recorded with its headers and body. */
function serve(routes: Record<string, { status?: number; body: unknown }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input).split('?')[0]}`];
    if (!route) return new Response(JSON.stringify({ message: 'no route' }), { status: 404 });
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  return renderWithProviders(
    <>
      <AdminLoginPage />
      <Toaster />
    </>,
  );
}

beforeEach(() => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AdminLoginPage', () => {
  it('shows Access Denied with Go to Login when the sign-in is not accepted', async () => {
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    serve({ 'GET /api/admin/check-eligibility': { status: 401, body: { code: 'TOKEN_INVALID', message: 'You are logged out. Please sign in again.' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeTruthy();
  });

  it('tells an ineligible user why, in the spec words', async () => {
    serve({ 'GET /api/user': { body: USER }, 'GET /api/admin/check-eligibility': { body: { ...ELIGIBLE, eligible: false, hasAdminDomain: false } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Admin Access Restricted' })).toBeTruthy();
    expect(screen.getByText('Only company-domain email addresses are authorized.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeTruthy();
  });

  it('goes check → otp → success, accepting digits only and submitting at six, and keeps the admin session', async () => {
    const fetchMock = serve({
      'GET /api/user': { body: USER },
      'GET /api/admin/check-eligibility': { body: ELIGIBLE },
      'POST /api/admin/request-otp': { body: { success: true, message: 'A 6-digit code has been sent to your email.', method: 'email' } },
      'POST /api/admin/verify-otp': { body: { success: true, message: 'Admin access granted', adminSession: 'session-1', isMaster: false, expiresAt: '2026-01-01T00:00:00Z' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    const input = (await screen.findByLabelText('Verification code')) as HTMLInputElement;
    await user.type(input, '12a34');
    expect(input.value).toBe('1234');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, '5678');
    expect(input.value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Admin access granted' })).toBeTruthy();
    expect(localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)).toBe('session-1');
    const verify = fetchMock.mock.calls.find(([path, init]) => String(path) === '/api/admin/verify-otp' && init?.method === 'POST');
    expect(verify?.[1]?.body).toBe('{"otp":"123456"}');
  });

  it('shows Verification Failed with the server message', async () => {
    serve({
      'GET /api/user': { body: USER },
      'GET /api/admin/check-eligibility': { body: ELIGIBLE },
      'POST /api/admin/request-otp': { body: { success: true, message: 'sent', method: 'email' } },
      'POST /api/admin/verify-otp': { status: 400, body: { code: 'OTP_INVALID', message: 'Invalid verification code. 4 attempts left.' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('Invalid verification code. 4 attempts left.')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('dismisses the stale Verification Failed toast once the right code succeeds', async () => {
    let right = false;
    const fetchMock = serve({
      'GET /api/user': { body: USER },
      'GET /api/admin/check-eligibility': { body: ELIGIBLE },
      'POST /api/admin/request-otp': { body: { success: true, message: 'sent', method: 'email' } },
    });
    const ok = { success: true, message: 'Admin access granted', adminSession: 'session-2', isMaster: false, expiresAt: '2026-01-01T00:00:00Z' };
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/admin/verify-otp') return fallback(input, init);
      const body = right ? ok : { code: 'OTP_INVALID', message: 'Invalid verification code. 4 attempts left.' };
      return new Response(JSON.stringify(body), { status: right ? 200 : 400, headers: { 'Content-Type': 'application/json' } });
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code. 4 attempts left.')).toBeTruthy();

    right = true;
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Admin access granted' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Invalid verification code. 4 attempts left.')).toBeNull());
    expect(screen.queryByText('Verification Failed')).toBeNull();
  });
});
