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

const NO_EMAIL = { code: 'CUSTOMER_HAS_NO_EMAIL', message: 'The customer has no e-mail address' };
const NO_PHONE = { code: 'CUSTOMER_HAS_NO_PHONE', message: 'The customer has no valid mobile number' };

const finished = (successCount: number, failures: BatchProgress['failures'] = []): BatchProgress => ({
  success: true,
  batchId: '33333333-3333-4333-8333-333333333333',
  status: 'finished',
  total: successCount + failures.reduce((sum, reason) => sum + reason.count, 0),
  successCount,
  failureCount: failures.reduce((sum, reason) => sum + reason.count, 0),
  heldCount: 0,
  failures,
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

/** Renders the page, opens 'Send Bulk Reminders' and, given a method, sends with it. */
async function openBulkDialog(method?: string) {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: /Send Bulk Reminders/ }));
  const dialog = await screen.findByRole('dialog');
  if (method) {
    await user.selectOptions(within(dialog).getByLabelText('Communication method'), method);
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));
  }
  return { user, dialog };
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

  it('opens the wa.me link the server answers with, and says so rather than "sent"', async () => {
    const fetchMock = serve({
      ...baseRoutes,
      [`POST /api/invoices/${ITEMS[0].id}/send-reminder-whatsapp`]: { success: true, message: 'Open WhatsApp to send the message', communicationId: 'c1', status: 'link_opened', url: WA_URL },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Send WhatsApp reminder to Cauvery Components/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(WA_URL, '_blank', 'noopener'));
    expect(await screen.findByText('WhatsApp opened with the reminder')).toBeTruthy();
    // The toast's text, not the screen-reader announcement (a span) that repeats it while it is read.
    expect(screen.getByText(/Nothing is sent until you press send there/, { selector: 'div' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toBe(WA_URL);
    expect(screen.queryByText('WhatsApp reminder sent!')).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/send-reminder-whatsapp'))!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    // No phone on the customer: no WhatsApp reminder.
    expect((screen.getByRole('button', { name: /Send WhatsApp reminder to Rao Traders/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'WhatsApp reminder sent!' when the server sent it through the Cloud API", async () => {
    serve({
      ...baseRoutes,
      [`POST /api/invoices/${ITEMS[0].id}/send-reminder-whatsapp`]: { success: true, message: 'Reminder queued for sending', communicationId: 'c1', status: 'queued' },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Send WhatsApp reminder to Cauvery Components/ }));
    expect(await screen.findByText('WhatsApp reminder sent!')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('blocks a WhatsApp reminder while it is being sent; each new click carries a fresh key', async () => {
    const keys: (string | null)[] = [];
    let answer!: () => void;
    const fetchMock = serve(baseRoutes);
    const routes = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).endsWith('/send-reminder-whatsapp')) return routes(input, init);
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      await new Promise<void>((resolve) => (answer = resolve));
      return new Response(JSON.stringify({ success: true, message: 'Queued', communicationId: 'c1', status: 'queued' }), { status: 202 });
    });
    const user = userEvent.setup();
    renderPage();
    const button = (await screen.findByRole('button', { name: /Send WhatsApp reminder to Cauvery Components/ })) as HTMLButtonElement;
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    await user.click(button);
    expect(keys).toHaveLength(1);
    answer();
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(keys).toHaveLength(2));
    answer();
    expect(keys[1]).not.toBe(keys[0]);
  });

  describe('Send Bulk Reminders dialog', () => {
    it('shows From email for email and all (prefilled with the business e-mail), hides it for whatsapp, and checks it', async () => {
      const posted: unknown[] = [];
      serve({
        ...baseRoutes,
        'POST /api/communications/send-overdue-reminders': (init: RequestInit | undefined) => {
          posted.push(JSON.parse(String(init?.body)));
          return finished(3);
        },
      });
      const { user, dialog } = await openBulkDialog();
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
      expect(screen.getByText('3 reminders sent successfully, 0 failed')).toBeTruthy();
      expect(posted).toEqual([{ method: 'email', fromEmail: 'owner@shop.in' }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('without the WhatsApp Cloud API on the server, offers e-mail only and says why', async () => {
      serve({ ...baseRoutes, 'GET /api/communications/summary': { ...SUMMARY, whatsappConfigured: false } });
      const { dialog } = await openBulkDialog();
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
      const { dialog } = await openBulkDialog();
      const method = within(dialog).getByLabelText('Communication method');
      expect((within(method).getByRole('option', { name: 'WhatsApp' }) as HTMLOptionElement).disabled).toBe(false);
      expect(within(dialog).queryByText(/WhatsApp Cloud API/)).toBeNull();
    });

    it('keeps the dialog open on failures and shows why they failed, with counts', async () => {
      serve({ ...baseRoutes, 'POST /api/communications/send-overdue-reminders': finished(5, [{ ...NO_EMAIL, count: 2 }]) });
      const { user, dialog } = await openBulkDialog('email');
      expect(await screen.findByText('Reminders sent!')).toBeTruthy();
      const reasons = await within(dialog).findByRole('list', { name: 'Why reminders failed' });
      expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['The customer has no e-mail address2']);
      expect(within(dialog).getByText('5 reminders sent successfully, 2 failed')).toBeTruthy();
      // The footer's Close (the corner ✕ is named Close too).
      await user.click(within(dialog).getByText('Close', { selector: 'button' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Read and closed: not shown again on the page.
      expect(screen.queryByRole('list', { name: 'Why reminders failed' })).toBeNull();
    });

    it('shows the failures of a run that finished after the dialog was closed on the page, until dismissed', async () => {
      const running: BatchProgress = { ...finished(0), status: 'running', total: 6, finishedAt: null };
      let polls = 0;
      serve({
        ...baseRoutes,
        'POST /api/communications/send-overdue-reminders': running,
        [`GET /api/communications/batches/${running.batchId}`]: () =>
          ++polls >= 2 ? finished(2, [{ ...NO_PHONE, count: 3 }, { ...NO_EMAIL, count: 1 }]) : running,
      });
      const { user, dialog } = await openBulkDialog('all');
      await user.click(await within(dialog).findByText('Close', { selector: 'button' }));
      const reasons = await screen.findByRole('list', { name: 'Why reminders failed' }, { timeout: 4000 });
      expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'The customer has no valid mobile number3',
        'The customer has no e-mail address1',
      ]);
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('list', { name: 'Why reminders failed' })).toBeNull();
    }, 10_000);

    it('polls a running batch every second until it finishes', async () => {
      const running: BatchProgress = { ...finished(1), status: 'running', total: 4, finishedAt: null };
      let polls = 0;
      serve({
        ...baseRoutes,
        'POST /api/communications/send-overdue-reminders': running,
        [`GET /api/communications/batches/${running.batchId}`]: () => (++polls >= 2 ? finished(4) : { ...running, successCount: 2 }),
      });
      const { dialog } = await openBulkDialog('whatsapp');
      expect(await within(dialog).findByText('1 of 4')).toBeTruthy();
      expect(await screen.findByText('Reminders sent!', undefined, { timeout: 4000 })).toBeTruthy();
      expect(screen.getByText('4 reminders sent successfully, 0 failed')).toBeTruthy();
      expect(polls).toBe(2);
    }, 10_000);

    it('keeps polling a batch paused while the subscription lapsed, saying how many reminders wait', async () => {
      const paused: BatchProgress = { ...finished(1), status: 'paused', total: 4, heldCount: 3, finishedAt: null };
      let polls = 0;
      serve({
        ...baseRoutes,
        'POST /api/communications/send-overdue-reminders': paused,
        [`GET /api/communications/batches/${paused.batchId}`]: () => (++polls >= 2 ? finished(4) : paused),
      });
      const { dialog } = await openBulkDialog('email');
      expect(await within(dialog).findByText('3 paused until your subscription is active again')).toBeTruthy();
      expect(await screen.findByText('Reminders sent!', undefined, { timeout: 4000 })).toBeTruthy();
      expect(polls).toBe(2);
    }, 10_000);
  });
});
