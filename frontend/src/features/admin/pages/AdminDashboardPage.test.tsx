import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEligibilityResponse, AdminUserView, PlanResponse } from '@hisaab/contracts';
import { Toaster } from '@/components/ui/toaster';
import { AUTH_TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { RoleActionReasons, storeAdminSession } from '../session';
import AdminDashboardPage from './AdminDashboardPage';

const MASTER = 'master@hisaab.in';
const ADMIN = 'ops@hisaab.in';

const trial = { isTrialActive: false, trialStartDate: '2026-06-01T00:00:00Z', trialEndDate: '2026-06-08T00:00:00Z' };
const row = (id: string, email: string, over: Partial<AdminUserView> = {}): AdminUserView => ({
  id,
  firstName: id,
  lastName: 'Rao',
  email,
  businessName: 'Rao Traders',
  role: 'user',
  isMaster: false,
  hasAdminDomain: email.endsWith('@hisaab.in'),
  subscription: null,
  trial,
  ...over,
});

const ROWS = [
  row('master', MASTER, { isMaster: true }),
  row('self', ADMIN, { role: 'admin' }),
  row('colleague', 'colleague@hisaab.in'),
  row('outsider', 'kavya@example.com'),
];

const PLANS: PlanResponse[] = [
  { id: 'plan_1_year', name: 'Basic', duration: 12, price: 1500, features: [], includesCampaigns: false },
  { id: 'plan_2_year', name: 'Professional', duration: 24, price: 2500, features: [], includesCampaigns: false },
  { id: 'plan_3_year', name: 'Enterprise', duration: 36, price: 3500, features: [], includesCampaigns: false },
  { id: 'plan_premium', name: 'Premium Campaign', duration: 12, price: 5000, features: [], includesCampaigns: true },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(viewer: string) {
  const eligibility: AdminEligibilityResponse = { eligible: true, isMaster: viewer === MASTER, hasAdminRole: viewer !== MASTER, hasAdminDomain: true, email: viewer, totpEnrolled: false };
  const writes: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input).split('?')[0];
      if (method !== 'GET') {
        writes.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return json(200, ROWS[0]);
      }
      if (path === '/api/admin/check-eligibility') return json(200, eligibility);
      if (path === '/api/admin/summary') return json(200, { totalUsers: 4, activeSubscriptions: 0, activeTrials: 0, adminUsers: 1 });
      if (path === '/api/admin/users') return json(200, { items: ROWS, nextCursor: null });
      if (path === '/api/subscription/plans') return json(200, PLANS);
      if (path === '/api/admin/audit-log') return json(200, { items: [], nextCursor: null });
      return json(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });
    }),
  );
  return writes;
}

function renderPage() {
  renderWithProviders(
    <>
      <AdminDashboardPage />
      <Toaster />
    </>,
    { route: '/admin' },
  );
  return userEvent.setup();
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;
const reasonOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token'));
afterEach(() => {
  dismissToast();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AdminDashboardPage row actions', () => {
  it('offers Make Admin only where it can succeed and says why elsewhere; the master row has no role action', async () => {
    const writes = serve(MASTER);
    const user = renderPage();

    const colleague = within(await rowOf('colleague@hisaab.in')).getByRole('button', { name: 'Make Admin: colleague@hisaab.in' });
    expect(colleague.getAttribute('aria-disabled')).toBeNull();

    const outsider = within(await rowOf('kavya@example.com')).getByRole('button', { name: 'Make Admin: kavya@example.com' });
    expect(outsider.getAttribute('aria-disabled')).toBe('true');
    expect(reasonOf(outsider)).toBe(RoleActionReasons.notCompanyDomain);
    await user.click(outsider);

    const master = await rowOf(MASTER);
    expect(within(master).queryByRole('button', { name: /Make Admin|Remove Admin/ })).toBeNull();
    expect(within(master).getByRole('button', { name: 'Set Subscription' })).toBeTruthy();

    // Asked first: going back changes nothing.
    await user.click(colleague);
    let confirm = await screen.findByRole('alertdialog', { name: 'Make this user an admin?' });
    expect(confirm.textContent).toContain('colleague@hisaab.in gets the admin area');
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes).toEqual([]);
    await user.click(colleague);
    confirm = await screen.findByRole('alertdialog', { name: 'Make this user an admin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make Admin' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: '/api/admin/users/colleague/make-admin', body: undefined }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("removes another admin's role only after the confirmation says what it does", async () => {
    const writes = serve(MASTER);
    const user = renderPage();
    await user.click(within(await rowOf(ADMIN)).getByRole('button', { name: `Remove Admin: ${ADMIN}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove admin role?' });
    expect(confirm.textContent).toContain(`${ADMIN} loses the admin area at once`);
    expect(writes).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remove Admin' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'DELETE', path: '/api/admin/users/self/remove-admin', body: undefined }]));
  });

  it('a plain admin cannot remove their own admin role: the button says why', async () => {
    storeAdminSession('session-1');
    const writes = serve(ADMIN);
    const user = renderPage();
    const own = within(await rowOf(ADMIN)).getByRole('button', { name: `Remove Admin: ${ADMIN}` });
    expect(own.getAttribute('aria-disabled')).toBe('true');
    expect(reasonOf(own)).toBe(RoleActionReasons.ownRole);
    await user.click(own);
    expect(writes).toEqual([]);
    // Not the master: no plan or trial buttons.
    expect(screen.queryByRole('button', { name: 'Set Subscription' })).toBeNull();
  });

  it('Set Subscription shows the plan names and prefills the chosen plan’s price', async () => {
    const writes = serve(MASTER);
    const user = renderPage();
    await user.click(within(await rowOf('kavya@example.com')).getByRole('button', { name: 'Set Subscription' }));
    const dialog = await screen.findByRole('dialog');
    const plan = (await within(dialog).findByLabelText('Plan')) as HTMLSelectElement;
    expect(Array.from(plan.options).map((option) => option.textContent)).toEqual([
      'Basic (₹1,500.00 / 12 months)',
      'Professional (₹2,500.00 / 24 months)',
      'Enterprise (₹3,500.00 / 36 months)',
      'Premium Campaign (₹5,000.00 / 12 months)',
    ]);
    const amount = within(dialog).getByLabelText('Amount (₹)') as HTMLInputElement;
    expect(amount.value).toBe('1500');
    await user.selectOptions(plan, 'plan_2_year');
    expect(amount.value).toBe('2500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'PUT', path: '/api/admin/users/outsider/subscription', body: { planId: 'plan_2_year', amount: 2500 } }]));
  });

  it('shows the master the audit log, and an admin the authenticator app panel instead', async () => {
    serve(MASTER);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeTruthy();
    expect(await screen.findByText('No audit entries yet')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Authenticator App/ })).toBeNull();
  });

  it('shows a plain admin the authenticator app panel and no audit log', async () => {
    storeAdminSession('session-1');
    serve(ADMIN);
    renderPage();
    expect(await screen.findByRole('heading', { name: /Authenticator App/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set Up Authenticator App' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Audit Log' })).toBeNull();
  });
});
