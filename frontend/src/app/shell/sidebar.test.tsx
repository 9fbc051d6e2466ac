import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { SubscriptionStatusResponse, UserDto } from '@hisaab/contracts';
import { renderWithProviders } from '@/test/render';
import { Sidebar } from './sidebar';

const LOCKED: SubscriptionStatusResponse = {
  hasActiveSubscription: false,
  subscription: null,
  trial: { isTrialActive: false, daysRemaining: 0, trialStartDate: '2026-11-01T00:00:00.000Z', trialEndDate: '2026-11-08T00:00:00.000Z' },
  hasAccess: false,
  canUseCampaigns: false,
  paymentsConfigured: true,
};

const USER = { id: 'u1', email: 'kavya@example.com', firstName: 'Kavya', lastName: 'Menon' } as UserDto;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('Sidebar', () => {
  it('links to /delete-account, followable even while access is locked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path === '/api/subscription/status') return json(200, LOCKED);
        if (path === '/api/admin/check-eligibility') return json(200, { eligible: false, isMaster: false, hasAdminRole: false, email: USER.email });
        return json(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });
      }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/subscription" element={<Sidebar user={USER} />} />
        <Route path="/delete-account" element={<h1>Delete account page</h1>} />
      </Routes>,
      { route: '/subscription' },
    );
    // Locked: the business screens are not followable…
    await waitFor(() => expect(screen.getByText('Invoices').closest('a')).toBeNull());
    // …but deletion (and its export) is.
    const link = screen.getByRole('link', { name: 'Delete account' });
    expect(link.getAttribute('href')).toBe('/delete-account');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Delete account page' })).toBeTruthy();
  });
});
