import { ExpenseMessages } from '@hisaab/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { addDays, todayInIndia } from '@/lib/calendar';
import type { Expense } from '../api';
import { ExpenseDialog } from './expense-dialog';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const SAVED: Expense = {
  id: '11111111-1111-4111-8111-111111111111',
  expenseDate: '2026-11-02',
  category: 'rent',
  amount: 25000,
  gstPaid: 4500,
  gstRate: 18,
  supplyType: 'INTRA',
  cgst: 2250,
  sgst: 2250,
  igst: 0,
  itcEligible: true,
  total: 29500,
  paymentMethod: 'bank_transfer',
  vendor: 'Lakshmi Estates',
  notes: null,
  receipt: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: (path: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => answer(path, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// Filling the form takes a few seconds of user events on a loaded machine.
describe('Record Expense', { timeout: 15_000 }, () => {
  it('says what is missing or wrong under each field, with the server’s words, and sends nothing', async () => {
    const fetch = stubFetch(() => json({}));
    const user = userEvent.setup();
    renderWithProviders(<ExpenseDialog onClose={vi.fn()} />);
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, addDays(todayInIndia(), 2).split('-').reverse().join('/'));
    await user.type(screen.getByLabelText('Amount before GST (₹)'), '100');
    await user.type(screen.getByLabelText('GST paid (₹)'), '150');
    await user.click(screen.getByLabelText('Input tax credit can be claimed'));
    await user.click(screen.getByRole('button', { name: 'Record Expense' }));
    expect(await screen.findByText(ExpenseMessages.dateFuture)).toBeTruthy();
    expect(screen.getByText(ExpenseMessages.category)).toBeTruthy();
    expect(screen.getByText(ExpenseMessages.paymentMethod)).toBeTruthy();
    expect(screen.getByText(ExpenseMessages.gstPaidTooLarge)).toBeTruthy();
    expect(screen.getByLabelText('Category').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the GST of the rate, sends the contract’s body with an Idempotency-Key, then the receipt, and closes', async () => {
    const sent: { path: string; method?: string; body?: unknown; headers?: Headers }[] = [];
    stubFetch((path, init) => {
      sent.push({ path, method: init?.method, body: init?.body, headers: new Headers(init?.headers) });
      return json(path.endsWith('/receipt') ? { ...SAVED, receipt: { fileName: 'bill.png', contentType: 'image/png', size: 8, uploadedAt: SAVED.createdAt } } : SAVED, path.endsWith('/receipt') ? 200 : 201);
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ExpenseDialog onClose={onClose} />);
    await user.selectOptions(screen.getByLabelText('Category'), 'rent');
    await user.type(screen.getByLabelText('Amount before GST (₹)'), '25000');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'bank_transfer');
    await user.selectOptions(screen.getByLabelText('GST rate'), '18');
    await user.click(await screen.findByRole('button', { name: 'Use ₹4,500.00' }));
    expect((screen.getByLabelText('GST paid (₹)') as HTMLInputElement).value).toBe('4500.00');
    await user.click(screen.getByLabelText('Input tax credit can be claimed'));
    await user.type(screen.getByLabelText('Vendor'), 'Lakshmi Estates');
    await user.upload(screen.getByLabelText('Receipt (photo or PDF, optional)'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bill.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Record Expense' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect(sent[0]).toMatchObject({ path: '/api/expenses', method: 'POST' });
    expect(JSON.parse(String(sent[0].body))).toEqual({
      expenseDate: todayInIndia(),
      category: 'rent',
      amount: 25000,
      gstPaid: 4500,
      gstRate: 18,
      supplyType: 'INTRA',
      itcEligible: true,
      paymentMethod: 'bank_transfer',
      vendor: 'Lakshmi Estates',
      notes: null,
    });
    expect(sent[0].headers?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toMatchObject({ path: `/api/expenses/${SAVED.id}/receipt`, method: 'POST' });
    expect((sent[1].body as FormData).get('receipt')).toBeInstanceOf(File);
  });

  it('refuses a receipt that is not an image or a PDF before sending it', async () => {
    stubFetch(() => json({}));
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ExpenseDialog onClose={vi.fn()} />);
    await user.upload(screen.getByLabelText('Receipt (photo or PDF, optional)'), new File(['<html>'], 'receipt.html', { type: 'text/html' }));
    expect(await screen.findByText(ExpenseMessages.receiptType)).toBeTruthy();
  });

  it('edits with PUT, keeping the receipt, and shows a refusal of the server under its field', async () => {
    const message = 'Input tax credit needs your GSTIN: add it in Configuration';
    const fetch = stubFetch(() => json({ code: 'VALIDATION_FAILED', message, details: { fields: { itcEligible: message } } }, 400));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ExpenseDialog expense={{ ...SAVED, receipt: { fileName: 'rent.pdf', contentType: 'application/pdf', size: 100, uploadedAt: SAVED.createdAt } }} onClose={onClose} />);
    expect((screen.getByLabelText('Amount before GST (₹)') as HTMLInputElement).value).toBe('25000.00');
    expect(screen.getByText('Attached: rent.pdf. A new file replaces it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetch.mock.calls[0][0]).toBe(`/api/expenses/${SAVED.id}`);
    expect(fetch.mock.calls[0][1]?.method).toBe('PUT');
    expect(onClose).not.toHaveBeenCalled();
  });
});
