import { PaymentMessages } from '@hisaab/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import type { InvoiceListItem } from '../types';
import { MarkPaidDialog } from './mark-paid-dialog';

const INVOICE = { id: '11111111-1111-4111-8111-111111111111', invoiceNumber: 'INV/26-27/0001', invoiceDate: '2026-11-01', total: 1180, amountPaid: 180, outstanding: 1000 } as InvoiceListItem;

afterEach(() => vi.unstubAllGlobals());

describe('Mark as Paid', () => {
  it('asks for the method and date and sends them with the status', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({}), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MarkPaidDialog invoice={INVOICE} onClose={onClose} />);
    expect(screen.getByText(/balance of ₹1,000.00 is recorded as a payment/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cash');
    const date = screen.getByLabelText('Payment date');
    await user.clear(date);
    await user.type(date, '05/11/2026');
    await user.click(screen.getByRole('button', { name: 'Mark as Paid' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ status: 'paid', paymentMethod: 'cash', paymentDate: '2026-11-05' }]);
  });

  it("shows the server's message under the date and stays open when the date is refused", async () => {
    const message = PaymentMessages.paymentDateBeforeInvoice;
    const refusal = { code: 'VALIDATION_FAILED', message, details: { fields: { paymentDate: message } } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'Content-Type': 'application/json' } })));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MarkPaidDialog invoice={INVOICE} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Mark as Paid' }));
    const date = screen.getByLabelText('Payment date');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
