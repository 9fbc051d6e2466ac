import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryChallanListItemResponse } from '@hisaab/contracts';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import DeliveryChallansPage from './DeliveryChallansPage';

let serial = 0;
function challan(overrides: Partial<DeliveryChallanListItemResponse>): DeliveryChallanListItemResponse {
  serial++;
  return {
    id: `00000000-0000-4000-8000-00000000000${serial}`,
    challanNumber: `DC/26-27/000${serial}`,
    challanDate: '2026-11-20',
    deliveryDate: null,
    customerId: 'c',
    customer: { name: 'Kaveri Stores' },
    purpose: 'supply',
    status: 'draft',
    isInvoiced: false,
    invoiceId: null,
    invoiceNumber: null,
    transportMode: 'road',
    vehicleNumber: 'TN01AB1234',
    itemCount: 1,
    total: 1180,
    ewayBillRequired: false,
    ...overrides,
  };
}

const DRAFT = challan({});
const DELIVERED = challan({ status: 'delivered', total: 70800, ewayBillRequired: true });
const INVOICED = challan({ status: 'delivered', isInvoiced: true, invoiceId: 'i', invoiceNumber: 'INV/26-27/0007' });
const PARTLY = challan({ status: 'partially_returned', customer: { name: 'Lakshmi Textiles' } });

/** Answers the list and counters; a pending list when `hold` is set. Records every write. */
function serve(options: { hold?: boolean; items?: DeliveryChallanListItemResponse[] } = {}) {
  const writes: { method: string; path: string; body: unknown; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined, key: new Headers(init?.headers).get('Idempotency-Key') });
        const moved = { ...DELIVERED, status: 'delivered', invoiceNumber: 'INV/26-27/0009', isInvoiced: true };
        return new Response(JSON.stringify(moved), { status: method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' } });
      }
      if (path.endsWith('/counters')) return json({ total: 3, dispatched: 0, delivered: 2, pendingInvoice: 1 });
      if (path !== '/api/delivery-challans') return json({ items: [], nextCursor: null });
      if (options.hold) return new Promise<Response>(() => {});
      return json({ items: options.items ?? [DRAFT, DELIVERED, INVOICED], nextCursor: null });
    }),
  );
  return writes;
}
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderPage() {
  renderWithProviders(
    <>
      <DeliveryChallansPage />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Delivery Challans screen (spec part 2 §2)', () => {
  it('shows five placeholder rows while loading, then the four counters', async () => {
    serve({ hold: true });
    renderPage();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    for (const [title, value] of [
      ['Total Challans', '3'],
      ['Dispatched', '0'],
      ['Delivered', '2'],
      ['Pending Invoice', '1'],
    ]) {
      const card = (await screen.findByRole('heading', { name: title })).closest('div')!.parentElement!;
      await waitFor(() => expect(within(card).getByText(value)).toBeTruthy());
    }
  });

  it('offers only the allowed moves in each row menu, and converts a delivered challan once, with an Idempotency-Key', async () => {
    const writes = serve();
    const user = userEvent.setup();
    renderPage();
    const menu = async (number: string) => {
      await user.click((await screen.findAllByRole('button', { name: `Actions for ${number}` }))[0]);
      const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
      return items;
    };
    expect(await menu(DRAFT.challanNumber)).toEqual(['View details', 'Download PDF', 'Mark as Dispatched']);
    await user.keyboard('{Escape}');
    expect(await menu(INVOICED.challanNumber)).toEqual(['View details', 'Download PDF']);
    await user.keyboard('{Escape}');
    expect(await menu(DELIVERED.challanNumber)).toEqual(['View details', 'Download PDF', 'Record Return', 'Convert to Invoice']);
    await user.click(screen.getByRole('menuitem', { name: 'Convert to Invoice' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(`A draft invoice for Kaveri Stores is made from ${DELIVERED.challanNumber}`);
    await user.click(within(dialog).getByRole('button', { name: 'Convert to Invoice' }));
    await screen.findByText('Challan converted to invoice');
    expect(writes).toEqual([{ method: 'POST', path: `/api/delivery-challans/${DELIVERED.id}/convert-to-invoice`, body: undefined, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(screen.getAllByText('E-way bill needed').length).toBeGreaterThan(0);
  });

  it('converts a partially returned challan: the invoice bills what was kept', async () => {
    const writes = serve({ items: [PARTLY] });
    const user = userEvent.setup();
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: `Actions for ${PARTLY.challanNumber}` }))[0]);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['View details', 'Download PDF', 'Convert to Invoice']);
    await user.click(screen.getByRole('menuitem', { name: 'Convert to Invoice' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(`made from ${PARTLY.challanNumber} for the goods that were kept (what came back is left out)`);
    await user.click(within(dialog).getByRole('button', { name: 'Convert to Invoice' }));
    await screen.findByText('Challan converted to invoice');
    expect(writes.map((write) => write.path)).toEqual([`/api/delivery-challans/${PARTLY.id}/convert-to-invoice`]);
  });

  it('shows the empty state with a create button when there are no challans', async () => {
    serve({ items: [] });
    renderPage();
    expect(await screen.findByText('No delivery challans found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Challan' })).toBeTruthy();
  });

  it("refuses an empty create form with the spec's messages, sending nothing", async () => {
    const writes = serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Challan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Challan' }));
    expect(await within(dialog).findByText('Please select a customer')).toBeTruthy();
    expect(within(dialog).getByText('Please add at least one item')).toBeTruthy();
    expect(writes).toEqual([]);
  });
});
