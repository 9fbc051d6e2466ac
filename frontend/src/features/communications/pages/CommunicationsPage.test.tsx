import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import type { BatchProgress, CommunicationsSummary, PendingInvoice } from '../api';
import CommunicationsPage from './CommunicationsPage';

const WA_URL = 'https://wa.me/919876543210?text=Reminder%20INV%2F26-27%2F0001';

const pendingInvoice = (overrides: Partial<PendingInvoice>): PendingInvoice => ({
  id: '11111111-1111-4111-8111-111111111111',
  invoiceNumber: 'INV/26-27/0001',
  customerName: 'Cauvery Components',
  invoiceDate: '2026-10-01',
  dueDate: '2026-10-09',
  total: 1180,
  outstanding: 1180,
  isOverdue: true,
  daysOverdue: 12,
  hasEmail: true,
  hasPhone: true,
  ...overrides,
});

const SUMMARY: CommunicationsSummary = { pendingInvoices: 2, overdueInvoices: 1, emailEnabled: 2, smsEnabled: 1, whatsappConfigured: true };
const ITEMS = [
  pendingInvoice({}),
  pendingInvoice({ id: '22222222-2222-4222-8222-222222222222', invoiceNumber: 'INV/26-27/0002', customerName: 'Rao Traders', isOverdue: false, daysOverdue: 0, hasPhone: false }),
];

const finished = (successCount: number, failureCount: number): BatchProgress => ({
  success: true,
  batchId: '33333333-3333-4333-8333-333333333333',
  status: 'finished',
  total: successCount + failureCount,
  successCount,
  failureCount,
  createdAt: '2026-11-21T05:00:00.000Z',
  finishedAt: '2026-11-21T05:00:01.000Z',
});

type Handler = (init: RequestInit | undefined) => unknown;

/** A fetch stub answering by "METHOD path" (the query string is ignored). */
function serve(routes: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0];
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (!(key in routes)) return new Response(JSON.stringify({ message: `no route ${key}` }), { status: 404 });
    const route = routes[key];
    const body = typeof route === 'function' ? (route as Handler)(init) : route;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const baseRoutes = {
  'GET /api/communications/summary': SUMMARY,
  'GET /api/communications/pending': { items: ITEMS, nextCursor: null },
  'GET /api/config': { companyEmail: 'owner@shop.in' },
};

function renderPage() {
  return renderWithProviders(
    <>
      <CommunicationsPage />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Communications screen', () => {
  it("lists pending invoices with 'N days overdue' or 'Pending payment'", async () => {
    serve(baseRoutes);
    renderPage();
    expect(screen.getByText('Loading communications...')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Pending Invoices' });
    expect(within(list).getByText('12 days overdue')).toBeTruthy();
    expect(within(list).getByText('Pending payment')).toBeTruthy();
    expect(await screen.findByText('Overdue Invoices')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Send Bulk Reminders/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'All caught up!' and disables bulk reminders when nothing is pending", async () => {
    serve({ ...baseRoutes, 'GET /api/communications/summary': { ...SUMMARY, pendingInvoices: 0, overdueInvoices: 0, emailEnabled: 0, smsEnabled: 0 }, 'GET /api/communications/pending': { items: [], nextCursor: null } });
    renderPage();
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: /Send Bulk Reminders/ }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('opens the wa.me link the server answers with', async () => {
    const fetchMock = serve({
      ...baseRoutes,
      [`POST /api/invoices/${ITEMS[0].id}/send-reminder-whatsapp`]: { success: true, message: 'Open WhatsApp to send the message', communicationId: 'c1', status: 'link_opened', url: WA_URL },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Send WhatsApp reminder to Cauvery Components/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(WA_URL, '_blank', 'noopener'));
    expect(await screen.findByText('WhatsApp reminder sent!')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/send-reminder-whatsapp'))!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    // No phone on the customer: no WhatsApp reminder.
    expect((screen.getByRole('button', { name: /Send WhatsApp reminder to Rao Traders/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  describe('Send Bulk Reminders dialog', () => {
    it('shows From email for email and all (prefilled with the business e-mail), hides it for whatsapp, and checks it', async () => {
      const posted: unknown[] = [];
      serve({
        ...baseRoutes,
        'POST /api/communications/send-overdue-reminders': (init: RequestInit | undefined) => {
          posted.push(JSON.parse(String(init?.body)));
          return finished(3, 1);
        },
      });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: /Send Bulk Reminders/ }));
      const dialog = await screen.findByRole('dialog');
      const method = within(dialog).getByLabelText('Communication method');

      await user.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));
      expect(await within(dialog).findByText('Please select a communication method')).toBeTruthy();

      await user.selectOptions(method, 'whatsapp');
      expect(within(dialog).queryByLabelText('From email')).toBeNull();

      await user.selectOptions(method, 'all');
      const from = within(dialog).getByLabelText('From email') as HTMLInputElement;
      await waitFor(() => expect(from.value).toBe('owner@shop.in'));
      await user.clear(from);
      await user.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));
      expect(await within(dialog).findByText('From email is required when sending emails')).toBeTruthy();

      await user.selectOptions(method, 'email');
      await user.type(within(dialog).getByLabelText('From email'), 'owner@');
      await user.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));
      expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
      expect(posted).toEqual([]);

      await user.type(within(dialog).getByLabelText('From email'), 'shop.in');
      await user.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));
      expect(await screen.findByText('Reminders sent!')).toBeTruthy();
      expect(screen.getByText('3 reminders sent successfully, 1 failed')).toBeTruthy();
      expect(posted).toEqual([{ method: 'email', fromEmail: 'owner@shop.in' }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('without the WhatsApp Cloud API on the server, offers e-mail only and says why', async () => {
      serve({ ...baseRoutes, 'GET /api/communications/summary': { ...SUMMARY, whatsappConfigured: false } });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: /Send Bulk Reminders/ }));
      const dialog = await screen.findByRole('dialog');
      const method = within(dialog).getByLabelText('Communication method');
      const option = (name: string) => within(method).getByRole('option', { name }) as HTMLOptionElement;
      expect(option('WhatsApp').disabled).toBe(true);
      expect(option('Email and WhatsApp').disabled).toBe(true);
      expect(option('Email').disabled).toBe(false);
      const note = within(dialog).getByText(/Bulk WhatsApp reminders need the WhatsApp Cloud API configured on the server/);
      expect(note.textContent).toContain('opens WhatsApp with the reminder ready to send');
      expect(method.getAttribute('aria-describedby')).toContain(note.id);
    });

    it('offers WhatsApp without a note when the server has the Cloud API', async () => {
      serve(baseRoutes);
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: /Send Bulk Reminders/ }));
      const dialog = await screen.findByRole('dialog');
      const method = within(dialog).getByLabelText('Communication method');
      expect((within(method).getByRole('option', { name: 'WhatsApp' }) as HTMLOptionElement).disabled).toBe(false);
      expect(within(dialog).queryByText(/WhatsApp Cloud API/)).toBeNull();
    });

    it('polls a running batch every second until it finishes', async () => {
      const running: BatchProgress = { ...finished(1, 0), status: 'running', total: 4, finishedAt: null };
      let polls = 0;
      serve({
        ...baseRoutes,
        'POST /api/communications/send-overdue-reminders': running,
        [`GET /api/communications/batches/${running.batchId}`]: () => (++polls >= 2 ? finished(4, 0) : { ...running, successCount: 2 }),
      });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: /Send Bulk Reminders/ }));
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(within(dialog).getByLabelText('Communication method'), 'whatsapp');
      await user.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));
      expect(await within(dialog).findByText('1 of 4')).toBeTruthy();
      expect(await screen.findByText('Reminders sent!', undefined, { timeout: 4000 })).toBeTruthy();
      expect(screen.getByText('4 reminders sent successfully, 0 failed')).toBeTruthy();
      expect(polls).toBe(2);
    }, 10_000);
  });
});
