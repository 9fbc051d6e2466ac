import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import DeleteAccountPage from './DeleteAccountPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const NOT_REQUESTED = { requestedToday: false, requestedAt: null };

/** The API as the page calls it: the export status GET, and `write` for everything else. */
function api(write: (path: string, init?: RequestInit) => Response, status: unknown = NOT_REQUESTED) {
  const writes = vi.fn(write);
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => (path === '/api/auth/export-data/status' ? json(200, status) : writes(path, init)));
  return { fetchMock, writes };
}

function renderPage(fetchMock: ReturnType<typeof vi.fn>, signOut = vi.fn()) {
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <>
      <DeleteAccountPage signOut={signOut} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), signOut };
}

describe('Delete account page', () => {
  afterEach(() => vi.useRealTimers());

  it('warns about the 72 months, and the export button then reads Export Requested; the toast does not repeat its title', async () => {
    const message = 'A download link will be e-mailed to kavya@example.com within 24 hours.';
    let requested = false;
    const { fetchMock, writes } = api(() => {
      requested = true;
      return json(202, { success: true, message });
    });
    // The status answers what the server knows: requested once the POST went through.
    fetchMock.mockImplementation(async (path: string, init?: RequestInit) =>
      path === '/api/auth/export-data/status' ? json(200, requested ? { requestedToday: true, requestedAt: '2026-11-26T10:00:00.000Z' } : NOT_REQUESTED) : writes(path, init),
    );
    const { user } = renderPage(fetchMock);
    expect(screen.getByText(/keep its records for 72 months/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Request Data Export' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Requested' })).toHaveProperty('disabled', true));
    expect(writes.mock.calls[0][0]).toBe('/api/auth/export-data');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(/Export Requested:/)).toBeNull();
  });

  it('still reads Export Requested (disabled) after a reload when today’s export was requested', async () => {
    const { fetchMock, writes } = api(() => json(500, {}), { requestedToday: true, requestedAt: '2026-11-26T10:00:00.000Z' });
    renderPage(fetchMock);
    const button = await screen.findByRole('button', { name: 'Export Requested' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Request Data Export' })).toBeNull();
    expect(writes).not.toHaveBeenCalled();
  });

  it('says the sign-out everywhere happens when the deletion is confirmed, not already', () => {
    const { fetchMock } = api(() => json(500, {}));
    renderPage(fetchMock);
    expect(screen.queryByText(/signed out everywhere now/)).toBeNull();
    expect(screen.getByText(/When you confirm, you are signed out everywhere; signing in again before then cancels the deletion/)).toBeTruthy();
  });

  it('asks for the exact text and the checkbox before sending, then signs out 2 s after the deletion is scheduled', async () => {
    const { fetchMock: routes, writes: fetchMock } = api(() => json(200, { success: true, message: 'Scheduled.', scheduledFor: '2026-11-28T10:00:00.000Z' }));
    const { user, signOut } = renderPage(routes);
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'delete my account');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Confirmation Error')).toBeTruthy();

    await user.clear(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'));
    await user.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Confirmation Required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reason for leaving (optional)'), 'Closing the shop');
    await user.click(screen.getByLabelText(/I understand/));
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0];
    expect([path, init?.method, JSON.parse(init?.body as string)]).toEqual(['/api/auth/delete-account', 'DELETE', { confirmText: 'DELETE MY ACCOUNT', reason: 'Closing the shop' }]);
    expect(signOut).not.toHaveBeenCalled();
    await waitFor(() => expect(signOut).toHaveBeenCalled(), { timeout: 3000 });
  });
});
