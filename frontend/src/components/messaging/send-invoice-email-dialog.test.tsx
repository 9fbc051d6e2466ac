import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { SendInvoiceEmailDialog } from './send-invoice-email-dialog';

const INVOICE = { id: '11111111-1111-4111-8111-111111111111', invoiceNumber: 'INV/26-27/0001', customerName: 'Cauvery Components' };
const PATH = `/api/invoices/${INVOICE.id}/send-email`;
const QUEUED = { success: true, message: 'Invoice e-mail queued for sending', communicationId: 'c1', status: 'queued' };

type Answer = () => Promise<Response>;
const json = (body: unknown, status = 202) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the send with the next of `answers`; every other call with the business configuration. */
function serve(answers: Answer[]) {
  const keys: (string | null)[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== PATH) return json({ companyEmail: 'owner@shop.in' }, 200);
    keys.push(new Headers(init?.headers).get('Idempotency-Key'));
    return answers.shift()!();
  });
  vi.stubGlobal('fetch', fetchMock);
  return keys;
}

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <SendInvoiceEmailDialog invoice={INVOICE} kind="invoice" onClose={onClose} />
      <Toaster />
    </>,
  );
  return onClose;
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Send Email dialog', () => {
  it('blocks a second send and closing while the first waits, then closes on success', async () => {
    let answer!: (response: Response) => void;
    const keys = serve([() => new Promise((resolve) => (answer = resolve))]);
    const user = userEvent.setup();
    const onClose = renderDialog();
    const submit = screen.getByRole('button', { name: 'Send Email' });
    await waitFor(() => expect((screen.getByLabelText('From email') as HTMLInputElement).value).toBe('owner@shop.in'));
    await user.click(submit);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    await user.click(submit);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    answer(json(QUEUED));
    expect(await screen.findByText('Email sent!')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('keeps the key for a retry after no answer came, and takes a fresh one after the server refused', async () => {
    const keys = serve([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json({ code: 'CUSTOMER_HAS_NO_EMAIL', message: 'Cauvery Components has no e-mail address.' }, 409)),
      () => Promise.resolve(json(QUEUED)),
    ]);
    const user = userEvent.setup();
    const onClose = renderDialog();
    await waitFor(() => expect((screen.getByLabelText('From email') as HTMLInputElement).value).toBe('owner@shop.in'));
    const submit = screen.getByRole('button', { name: 'Send Email' });
    await user.click(submit);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
