import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import type { Payment } from '../api';
import PaymentsPage from './PaymentsPage';

const PAYMENT: Payment = {
  id: '44444444-4444-4444-8444-444444444444',
  invoiceId: '11111111-1111-4111-8111-111111111111',
  invoice: { invoiceNumber: 'INV/26-27/0001' },
  amount: 500,
  paymentDate: '2026-11-20',
  paymentMethod: 'upi',
  reference: null,
  notes: null,
  reversedAt: null,
  reversalReason: null,
};

function renderPage() {
  renderWithProviders(
    <>
      <PaymentsPage />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Payments: confirmations', () => {
  it('blocks Send Email while the confirmation is being sent; each new click carries a fresh key', async () => {
    const keys: (string | null)[] = [];
    let answer!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).endsWith('/send-confirmation-email')) {
          return new Response(JSON.stringify({ items: [PAYMENT], nextCursor: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
        }
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        await new Promise<void>((resolve) => (answer = resolve));
        return new Response(JSON.stringify({ success: true, message: 'Queued', communicationId: 'c1', status: 'queued' }), { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    // The table and the phone cards each have the buttons: both wait for the same send.
    const buttons = (await screen.findAllByRole('button', { name: 'Send Email for INV/26-27/0001' })) as HTMLButtonElement[];
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]);
    await waitFor(() => expect(buttons.every((button) => button.disabled)).toBe(true));
    await user.click(buttons[1]);
    expect(keys).toHaveLength(1);
    answer();
    expect(await screen.findByText('Email confirmation sent successfully')).toBeTruthy();
    await waitFor(() => expect(buttons[0].disabled).toBe(false));
    await user.click(buttons[0]);
    await waitFor(() => expect(keys).toHaveLength(2));
    answer();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('opens WhatsApp with the confirmation when the server answers a wa.me link, and says so', async () => {
    const url = 'https://wa.me/919876543210?text=Payment%20received';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const body = String(input).endsWith('/send-confirmation-whatsapp')
          ? { success: true, message: 'Open WhatsApp to send the message', communicationId: 'c1', status: 'link_opened', url }
          : { items: [PAYMENT], nextCursor: null };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'Send WhatsApp for INV/26-27/0001' }))[0]);
    expect(await screen.findByText('WhatsApp opened with the payment confirmation')).toBeTruthy();
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    expect(screen.queryByText('WhatsApp confirmation sent successfully')).toBeNull();
  });

  it('Reverse asks for a reason and a confirmation, then posts it; a reversed payment shows its reason and no actions', async () => {
    const posted: unknown[] = [];
    let reversed = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith(`/payments/${PAYMENT.id}/reverse`)) {
          posted.push(JSON.parse(String(init?.body)));
          reversed = true;
          return new Response(JSON.stringify({}), { status: 200, headers: { 'Content-Type': 'application/json' } });
        }
        const item = reversed ? { ...PAYMENT, reversedAt: '2026-11-23T10:00:00.000Z', reversalReason: 'Cheque bounced' } : PAYMENT;
        return new Response(JSON.stringify({ items: [item], nextCursor: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'Reverse payment for INV/26-27/0001' }))[0]);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(dialog).findByText('Say why this payment is being reversed')).toBeTruthy();
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Cheque bounced');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText('Payment reversed')).toBeTruthy();
    expect(posted).toEqual([{ reason: 'Cheque bounced' }]);
    expect((await screen.findAllByText('Cheque bounced')).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'Reverse payment for INV/26-27/0001' })).toHaveLength(0);
  });
});
