import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import DeleteAccountPage from './DeleteAccountPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

  it('warns about the 72 months, and the export button then reads Export Requested', async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => json(202, { success: true, message: 'Export Requested: a download link will be e-mailed to you within 24 hours.' }));
    const { user } = renderPage(fetchMock);
    expect(screen.getByText(/keep its records for 72 months/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Request Data Export' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Requested' })).toHaveProperty('disabled', true));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/export-data');
  });

  it('asks for the exact text and the checkbox before sending, then signs out 2 s after the deletion is scheduled', async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => json(200, { success: true, message: 'Scheduled.', scheduledFor: '2026-11-28T10:00:00.000Z' }));
    const { user, signOut } = renderPage(fetchMock);
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
