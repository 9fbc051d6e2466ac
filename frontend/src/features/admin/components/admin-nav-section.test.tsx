import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AdminEligibilityResponse } from '@hisaab/contracts';
import { renderWithProviders } from '@/test/render';
import { AdminNavSection } from './admin-nav-section';

const NOBODY: AdminEligibilityResponse = { eligible: false, isMaster: false, hasAdminRole: false, hasAdminDomain: false, email: 'a@b.in', totpEnrolled: false };

const answer = (eligibility: Partial<AdminEligibilityResponse>) => {
  const body = JSON.stringify({ ...NOBODY, ...eligibility });
  const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminNavSection', () => {
  it.each([
    [{ eligible: true, isMaster: true }, 'Master Admin'],
    [{ eligible: true, hasAdminRole: true, hasAdminDomain: true }, 'Admin Access'],
  ])('links an eligible user to /admin-login as %j', async (eligibility, label) => {
    answer(eligibility);
    renderWithProviders(<AdminNavSection className="" />);
    expect((await screen.findByRole('link', { name: label })).getAttribute('href')).toBe('/admin-login');
  });

  it('shows nothing to anyone else', async () => {
    const fetchMock = answer({ hasAdminRole: true });
    const { container } = renderWithProviders(<AdminNavSection className="" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('a')).toBeNull();
  });
});
