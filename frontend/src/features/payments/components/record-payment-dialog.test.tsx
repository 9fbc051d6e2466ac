import { PaymentMessages } from '@hisaab/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { RecordPaymentDialog } from './record-payment-dialog';

const INVOICE = { id: '11111111-1111-4111-8111-111111111111', invoiceNumber: 'INV/26-27/0001', invoiceDate: '2026-11-01', status: 'sent', customer: { name: 'Kaveri Stores', email: null, phone: null }, total: 1180, amountPaid: 0, outstanding: 1180 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('Record Payment', () => {
  it("shows the server's reason under its field and stays open (a date before the invoice's)", async () => {
    const message = PaymentMessages.paymentDateBeforeInvoice;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? json({ code: 'VALIDATION_FAILED', message, details: { fields: { paymentDate: message } } }, 400)
          : json({ items: [INVOICE], nextCursor: null }),
      ),
    );
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RecordPaymentDialog onOpenChange={onOpenChange} />);
    await user.selectOptions(await screen.findByLabelText('Invoice'), INVOICE.id);
    await user.selectOptions(screen.getByLabelText('Payment method'), 'upi');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    const date = screen.getByLabelText('Payment date');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
