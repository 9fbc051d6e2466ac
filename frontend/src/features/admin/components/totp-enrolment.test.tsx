import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { AUTH_TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { storeAdminSession } from '../session';
import { TotpEnrolment } from './totp-enrolment';

const SECRET = 'JBSWY3DPEHPK3PXP';
const URL_ = `otpauth://totp/Hisaab:ops%40hisaab.in?secret=${SECRET}&issuer=Hisaab`;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(confirm: (otp: string) => Response) {
  const calls: { path: string; body: unknown; session: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body, session: new Headers(init?.headers).get('X-Admin-Session') });
      if (path === '/api/admin/totp/enroll') return json(200, { secret: SECRET, otpauthUrl: URL_ });
      if (path === '/api/admin/totp/confirm') return confirm((body as { otp: string }).otp);
      return json(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });
    }),
  );
  return calls;
}

function renderPanel(enrolled: boolean) {
  renderWithProviders(
    <>
      <TotpEnrolment enrolled={enrolled} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
  storeAdminSession('session-1');
});
afterEach(() => {
  dismissToast();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('TotpEnrolment', () => {
  it('shows the secret as text, the setup link and a QR code, and confirms with six digits', async () => {
    const calls = serve(() => json(200, { success: true }));
    const user = renderPanel(false);
    await user.click(screen.getByRole('button', { name: 'Set Up Authenticator App' }));
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByText(URL_)).toBeTruthy();
    const qr = (await screen.findByAltText('QR code to scan with your authenticator app')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const code = screen.getByLabelText('Code from the app');
    await user.type(code, '12a34');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(code, '56');
    await user.click(confirm);
    expect(await screen.findByText('Authenticator app enrolled')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/totp'))).toEqual([
      { path: '/api/admin/totp/enroll', body: undefined, session: 'session-1' },
      { path: '/api/admin/totp/confirm', body: { otp: '123456' }, session: 'session-1' },
    ]);
  });

  it('says why a code was refused and lets the admin try again', async () => {
    serve(() => json(400, { code: 'TOTP_INVALID', message: 'Invalid authenticator code. 4 attempts left.', requestId: 'r' }));
    const user = renderPanel(false);
    await user.click(screen.getByRole('button', { name: 'Set Up Authenticator App' }));
    await user.type(await screen.findByLabelText('Code from the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid authenticator code. 4 attempts left.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('shows the enrolled state without a setup button', () => {
    serve(() => json(200, { success: true }));
    renderPanel(true);
    expect(screen.getByText('Enrolled')).toBeTruthy();
    expect(screen.getByText(/asks for the 6-digit code from your authenticator app/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set Up Authenticator App' })).toBeNull();
  });
});
