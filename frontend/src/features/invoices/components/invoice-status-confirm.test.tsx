import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { ISSUED_NOT_DELIVERED } from '../api';
import type { InvoiceListItem } from '../types';
import { InvoiceStatusConfirm } from './invoice-status-confirm';

const INVOICE = { id: '11111111-1111-4111-8111-111111111111', invoiceNumber: 'INV/26-27/0001', invoiceDate: '2026-11-01', total: 1180, amountPaid: 0, outstanding: 1180 } as InvoiceListItem;

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Send Invoice', () => {
  it('says the invoice is issued but not yet delivered to the customer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ...INVOICE, status: 'sent' }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <InvoiceStatusConfirm invoice={INVOICE} status="sent" onClose={vi.fn()} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Invoice status updated successfully')).toBeTruthy();
    expect(screen.getByText(ISSUED_NOT_DELIVERED)).toBeTruthy();
  });
});
