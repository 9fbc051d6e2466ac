import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecurringMessages, type RecurringGenerateResponse, type RecurringInvoiceResponse } from '@hisaab/contracts';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import RecurringInvoicesPage from './RecurringInvoicesPage';

function template(overrides: Partial<RecurringInvoiceResponse>): RecurringInvoiceResponse {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    customerId: '00000000-0000-4000-8000-0000000000c1',
    customer: { name: 'Kaveri Stores' },
    templateName: 'Monthly retainer',
    frequency: 'monthly',
    startDate: '2027-01-31',
    endDate: null,
    nextInvoiceDate: '2027-02-28',
    dueInDays: 0,
    notes: null,
    termsAndConditions: null,
    isActive: true,
    delivery: 'issue',
    sendEmail: true,
    sendWhatsApp: false,
    subtotal: 10000,
    gstAmount: 1800,
    total: 11800,
    totalInvoicesGenerated: 1,
    lastRun: { periodDate: '2027-01-31', status: 'generated', invoiceId: 'i1', invoiceNumber: 'INV/26-27/0001', message: null, at: '2027-01-31T00:30:00.000Z' },
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    items: [{ id: 'l1', productId: null, productName: 'Retainer', description: null, hsnCode: '998311', quantity: 1, unit: 'nos', rate: 10000, gstRate: 18, amount: 10000 }],
    ...overrides,
  };
}

const ACTIVE = template({});
const PAUSED = template({ id: '00000000-0000-4000-8000-000000000002', templateName: 'Paused rent', isActive: false });

/** Answers the list (with `items`), and records every other call. */
function serve(items: RecurringInvoiceResponse[]) {
  const calls: { method: string; path: string; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      const method = init?.method ?? 'GET';
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (method === 'GET') return json({ items, nextCursor: null });
      calls.push({ method, path, key: new Headers(init?.headers).get('Idempotency-Key') });
      if (path.endsWith('/generate')) {
        const answer: RecurringGenerateResponse = {
          message: 'Invoice INV/26-27/0002 created for Kaveri Stores and e-mailed',
          customerName: 'Kaveri Stores',
          invoice: { id: 'i2', invoiceNumber: 'INV/26-27/0002', invoiceDate: '2026-11-26', status: 'sent', total: 11800 },
          notifications: [{ channel: 'email', status: 'queued', message: 'Invoice e-mail queued for sending' }],
          template: ACTIVE,
        };
        return json(answer, 201);
      }
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json({ code: 'X', message: 'Nope', requestId: 'r' }, 409);
    }),
  );
  return calls;
}

function renderPage() {
  renderWithProviders(
    <>
      <RecurringInvoicesPage />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Recurring Invoices screen', () => {
  it('shows skeletons while loading, then the templates; Generate Now is disabled while a template is paused', async () => {
    serve([ACTIVE, PAUSED]);
    renderPage();
    expect(screen.getAllByTestId('template-skeleton')).toHaveLength(6);
    const paused = (await screen.findByRole('heading', { name: 'Paused rent' })).closest('li')!;
    expect((within(paused).getByRole('button', { name: 'Generate Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(paused).getByRole('switch', { name: 'Active: Paused rent' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('false');
    const active = screen.getByRole('heading', { name: 'Monthly retainer' }).closest('li')!;
    expect((within(active).getByRole('button', { name: 'Generate Now' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(active).getByText('INV/26-27/0001', { exact: false })).toBeTruthy();
  });

  it('Generate Now sends a key and toasts the server’s sentence, which names the customer', async () => {
    const calls = serve([ACTIVE]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Generate Now' }));
    expect(await screen.findByText('Invoice INV/26-27/0002 created for Kaveri Stores and e-mailed')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: `/api/recurring-invoices/${ACTIVE.id}/generate`, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('a failed switch says so with the spec’s words', async () => {
    serve([ACTIVE]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Active: Monthly retainer' }));
    expect(await screen.findByText(RecurringMessages.toggleFailed)).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    const calls = serve([ACTIVE]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Monthly retainer' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Are you sure you want to delete Monthly retainer\?/)).toBeTruthy();
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', path: `/api/recurring-invoices/${ACTIVE.id}`, key: null }]));
  });

  it('shows the empty state with a way to create the first template, and the dialog checks the spec’s rules', async () => {
    serve([]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No recurring invoices yet')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'New Template' })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await within(dialog).findByText(RecurringMessages.customer)).toBeTruthy();
    expect(within(dialog).getByText(RecurringMessages.templateName)).toBeTruthy();
    expect(within(dialog).getByText(RecurringMessages.productName)).toBeTruthy();
    expect(within(dialog).getByText(RecurringMessages.quantity)).toBeTruthy();
    expect(within(dialog).getByText(RecurringMessages.rate)).toBeTruthy();
    // The last item cannot be removed.
    expect((within(dialog).getByRole('button', { name: 'Remove item 1' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
