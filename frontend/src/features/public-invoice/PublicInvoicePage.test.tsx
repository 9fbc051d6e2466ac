import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/test/render';
import type { PublicInvoice } from './api';
import PublicInvoicePage from './PublicInvoicePage';

const SHARE_ID = 'abcdefghijklmnopqrstuvwx';

function invoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return {
    invoiceNumber: 'INV/26-27/0001',
    invoiceDate: '2026-11-10',
    dueDate: '2026-12-10',
    status: 'sent',
    isOverdue: false,
    documentType: 'tax_invoice',
    title: 'TAX INVOICE',
    business: { name: 'Rao Traders', address: '12 Anna Salai, Chennai', gstNumber: '33AAAPZ1234C2Z6', state: 'Tamil Nadu (33)', phone: '9876543210', email: null },
    customer: { name: 'Cauvery Components', address: '1 MG Road, Bengaluru', email: 'a@b.example', phone: null, gstNumber: '29AAFCC9980M1ZR' },
    placeOfSupply: 'Karnataka (29)',
    items: [{ productName: 'Steel Bolt', description: 'M8', hsn: '7318', quantity: 4, unit: 'nos', rate: 250, gstRate: 18, taxable: 1000, totalAmount: 1180 }],
    subtotal: 1000,
    taxes: [{ label: 'IGST', amount: 180 }],
    gstAmount: 180,
    cess: 0,
    roundOff: 0,
    total: 1180,
    amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
    amountReceived: 0,
    credited: 0,
    balanceDue: 1180,
    refundDue: 0,
    creditNotes: [],
    paidOn: null,
    notes: 'Thanks!',
    termsAndConditions: 'Net 30',
    payment: {
      upi: { vpa: 'rao@okicici', payeeName: 'Rao Traders', amount: 1180, uri: 'upi://pay?pa=rao@okicici&am=1180.00', qrImage: 'data:image/png;base64,AAAA' },
      bank: null,
    },
    ...overrides,
  };
}

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/client/:shareId" element={<PublicInvoicePage />} />
    </Routes>,
    { route: `/client/${SHARE_ID}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('public client invoice page', () => {
  it('shows the invoice with Pay Now (UPI link and QR) and Download PDF while sent', async () => {
    const fetchMock = serve(200, invoice());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'INV/26-27/0001' })).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/client/invoice/${SHARE_ID}`);
    expect(screen.getByText('Cauvery Components')).toBeTruthy();
    expect(screen.getAllByText('Steel Bolt').length).toBeGreaterThan(0);
    expect(screen.getByText('IGST')).toBeTruthy();
    expect(screen.getByText('Thanks!')).toBeTruthy();
    expect(screen.getByText('Net 30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('upi://pay?pa=rao@okicici&am=1180.00');
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/client/invoice/${SHARE_ID}/pdf`);
    expect(screen.getByRole('img', { name: /UPI QR code/ })).toBeTruthy();
    expect(screen.queryByText('Payment Received')).toBeNull();
  });

  it('without a UPI id, Pay Now leads to the bank details', async () => {
    serve(200, invoice({ payment: { upi: null, bank: { name: 'SBI', accountNumber: '12345678901', ifsc: 'SBIN0001234', branch: null, accountName: 'Rao Traders' } } }));
    renderPage();
    expect((await screen.findByRole('link', { name: 'Pay Now' })).getAttribute('href')).toBe('#pay');
    expect(screen.getByText('12345678901')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
  });

  it('paid: the Payment Received panel and no Pay Now', async () => {
    serve(200, invoice({ status: 'paid', amountReceived: 1180, balanceDue: 0, paidOn: '2026-11-15', payment: null }));
    renderPage();
    expect(await screen.findByText('Payment Received')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
  });

  it('shows the credit notes issued against the invoice, and the refund due beyond what was owed', async () => {
    const note = { noteNumber: 'CN/26-27/0001', noteDate: '2026-11-20', reason: 'sales_return' as const, total: 1298, refundDue: 118 };
    serve(200, invoice({ status: 'paid', amountReceived: 1180, credited: 1298, balanceDue: 0, refundDue: 118, creditNotes: [note], paidOn: '2026-11-15', payment: null }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Credit notes' })).toBeTruthy();
    expect(screen.getByText('CN/26-27/0001')).toBeTruthy();
    expect(screen.getByText(/20 Nov 2026 · Sales return/)).toBeTruthy();
    expect(screen.getByText('Refund due to you')).toBeTruthy();
    expect(screen.getByText(/₹118.00 to be refunded/)).toBeTruthy();
  });

  it('settled by credit notes alone: nothing due, and no payment claimed', async () => {
    serve(200, invoice({ status: 'paid', credited: 1180, balanceDue: 0, payment: null, creditNotes: [{ noteNumber: 'CN/26-27/0002', noteDate: '2026-11-20', reason: 'correction', total: 1180, refundDue: 0 }] }));
    renderPage();
    expect(await screen.findByText('Nothing Due')).toBeTruthy();
    expect(screen.getByText('Settled by credit notes of ₹1,180.00.')).toBeTruthy();
  });

  it('asks search engines not to index the page', async () => {
    serve(200, invoice());
    renderPage();
    expect(await screen.findByText('Amount due')).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('paid: received on the payment date the business recorded', async () => {
    serve(200, invoice({ status: 'paid', amountReceived: 1180, balanceDue: 0, paidOn: '2026-11-24', payment: null }));
    renderPage();
    expect(await screen.findByText(/received on 24 Nov 2026/)).toBeTruthy();
  });

  it('an unknown link says Invoice Not Found', async () => {
    serve(404, { code: 'INVOICE_NOT_FOUND', message: 'Invoice not found' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invoice Not Found' })).toBeTruthy();
    expect(screen.getByText("The invoice you're looking for doesn't exist or has been removed.")).toBeTruthy();
  });
});
