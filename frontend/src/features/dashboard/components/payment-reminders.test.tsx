import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { PaymentReminders } from './payment-reminders';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const OVERDUE = [
  { id: '11111111-1111-4111-8111-111111111111', invoiceNumber: 'INV/26-27/0007', displayStatus: 'overdue', customer: { name: 'Kaveri Stores', email: 'accounts@kaveri.in' }, total: 1180, outstanding: 1180 },
  { id: '22222222-2222-4222-8222-222222222222', invoiceNumber: 'INV/26-27/0009', displayStatus: 'overdue', customer: { name: 'Walk-in', email: null }, total: 500, outstanding: 200 },
];

afterEach(() => vi.unstubAllGlobals());

describe('Payment Reminders card', () => {
  it("lists overdue invoices as 'Overdue - amount' with a Send button that e-mails a reminder", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path.startsWith('/api/invoices/overdue')) return json({ items: OVERDUE, nextCursor: null });
        if (path.endsWith('/send-reminder-email')) {
          sent.push(path);
          return json({ success: true, communicationId: 'c1', status: 'queued' }, 202);
        }
        return json({ companyEmail: 'owner@shop.in' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentReminders />);

    expect(await screen.findByText('Kaveri Stores')).toBeTruthy();
    expect(screen.getByText(/Overdue - ₹1,180\.00/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send a reminder for INV/26-27/0009' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Send a reminder for INV/26-27/0007' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((screen.getByLabelText(/From/) as HTMLInputElement).value).toBe('owner@shop.in'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminder Email' }));
    await waitFor(() => expect(sent).toEqual([`/api/invoices/${OVERDUE[0].id}/send-reminder-email`]));
  });
});
