import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceListItemResponse } from '@hisaab/contracts';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import InvoicesPage from './InvoicesPage';

let serial = 0;
function invoice(overrides: Partial<InvoiceListItemResponse>): InvoiceListItemResponse {
  serial++;
  return {
    id: `00000000-0000-4000-8000-00000000000${serial}`,
    invoiceNumber: `INV/26-27/000${serial}`,
    invoiceDate: '2026-10-01',
    dueDate: '2026-12-31',
    status: 'sent',
    displayStatus: 'sent',
    isOverdue: false,
    customerId: 'c',
    customer: { name: 'Cauvery Components', email: 'accounts@cauvery.example', phone: '9876543210' },
    placeOfSupply: '29',
    supplyType: 'INTER',
    subtotal: 1000,
    gstAmount: 180,
    total: 1180,
    amountPaid: 0,
    credited: 0,
    outstanding: 1180,
    refundDue: 0,
    shareId: 'abcdefghijklmnopqrstuvwx',
    ...overrides,
  };
}

const OVERDUE = invoice({ displayStatus: 'overdue', isOverdue: true, dueDate: '2026-10-09' });
const SENT = invoice({});
const DRAFT = invoice({ status: 'draft', displayStatus: 'draft' });
const PAID_NO_PHONE = invoice({ status: 'paid', displayStatus: 'paid', amountPaid: 1180, outstanding: 0, customer: { name: 'Rao Traders', email: null, phone: null } });

/** Answers the list and the configuration; WhatsApp sends wait until `answer()`. */
function serve() {
  const sends: { path: string; key: string | null }[] = [];
  let answer = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      if (path.endsWith('-whatsapp')) {
        sends.push({ path, key: new Headers(init?.headers).get('Idempotency-Key') });
        await new Promise<void>((resolve) => (answer = resolve));
        return new Response(JSON.stringify({ success: true, message: 'Queued', communicationId: 'c1', status: 'queued' }), { status: 202 });
      }
      const body = path === '/api/invoices' ? { items: [OVERDUE, SENT, DRAFT, PAID_NO_PHONE], nextCursor: null } : { companyEmail: 'owner@shop.in' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { sends, answer: () => answer() };
}

function renderPage() {
  renderWithProviders(
    <>
      <InvoicesPage />
      <Toaster />
    </>,
  );
}

/** The table's button (the phone cards repeat every row's buttons, hidden by CSS on wide screens). */
const button = async (name: string) => (await screen.findAllByRole('button', { name }))[0] as HTMLButtonElement;
const tooltipOf = (element: HTMLElement) => element.parentElement!.querySelector('[role="tooltip"]')!.textContent;

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Invoices: per-row email and WhatsApp buttons', () => {
  it('remind on an overdue invoice and share any other issued one, with names and tooltips', async () => {
    serve();
    renderPage();
    const remindEmail = await button(`Send Reminder Email for ${OVERDUE.invoiceNumber}`);
    expect(tooltipOf(remindEmail)).toBe('Send Reminder Email');
    expect(tooltipOf(await button(`Send WhatsApp Reminder for ${OVERDUE.invoiceNumber}`))).toBe('Send WhatsApp Reminder');
    expect((await button(`Send Email for ${SENT.invoiceNumber}`)).disabled).toBe(false);
    expect(tooltipOf(await button(`Send WhatsApp Download Link for ${SENT.invoiceNumber}`))).toBe('Send WhatsApp Download Link');
  });

  it('are unavailable with the reason (still focusable) when nothing can be sent', async () => {
    serve();
    renderPage();
    const unavailable = (element: HTMLButtonElement) => element.getAttribute('aria-disabled') === 'true';
    const draftEmail = await button(`Send Email for ${DRAFT.invoiceNumber}`);
    expect(unavailable(draftEmail)).toBe(true);
    expect(draftEmail.disabled).toBe(false);
    await userEvent.click(draftEmail);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById(draftEmail.getAttribute('aria-describedby')!)!.textContent).toBe('Send Invoice first: a draft is not sent to the customer');
    const noPhone = await button(`Send WhatsApp Download Link for ${PAID_NO_PHONE.invoiceNumber}`);
    expect(unavailable(noPhone)).toBe(true);
    expect(tooltipOf(noPhone)).toBe('The customer has no phone number');
    expect(unavailable(await button(`Send Email for ${PAID_NO_PHONE.invoiceNumber}`))).toBe(true);
  });

  it('Email asks for the from-address, as the menu entry does', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await button(`Send Email for ${SENT.invoiceNumber}`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Send Email' })).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByLabelText('From email') as HTMLInputElement).value).toBe('owner@shop.in'));
  });

  it('WhatsApp sends at once with a key, and its button and menu entry wait for the answer', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderPage();
    const whatsApp = await button(`Send WhatsApp Reminder for ${OVERDUE.invoiceNumber}`);
    await user.click(whatsApp);
    await waitFor(() => expect(whatsApp.disabled).toBe(true));
    expect(server.sends).toEqual([{ path: `/api/invoices/${OVERDUE.id}/send-reminder-whatsapp`, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);

    await user.click(await button(`Actions for ${OVERDUE.invoiceNumber}`));
    const entry = await screen.findByRole('menuitem', { name: 'Send WhatsApp Reminder' });
    expect(entry.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Send WhatsApp Download Link' }).getAttribute('aria-disabled')).toBeNull();
    await user.keyboard('{Escape}');

    server.answer();
    await waitFor(() => expect(whatsApp.disabled).toBe(false));
    expect(server.sends).toHaveLength(1);
  });
});
