import { PurchaseMessages } from '@hisaab/contracts';
import { computePurchaseBill, formatINR } from '@hisaab/gst';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { todayInIndia } from '@/lib/calendar';
import { PurchaseDialog } from './purchase-dialog';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const YARN = { id: '22222222-2222-4222-8222-222222222222', name: 'Cotton Yarn', price: 150, gstRate: 5, hsnCode: '5205', unit: 'kg', stockQuantity: 10 };
const MH_SUPPLIER = '27AAPFU0939F1ZV';

afterEach(() => vi.unstubAllGlobals());

/** A Tamil Nadu business (GSTIN 33…) with one inventory product. */
function stubApi(onPost: (body: unknown, init?: RequestInit) => Response = () => json({}, 201), config: object = { gstEnabled: true, gstNumber: '33AAAPZ1234C2Z6', stateCode: '33' }) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (init?.method === 'POST') return onPost(JSON.parse(String(init.body)), init);
    if (path === '/api/config') return json(config);
    if (path.startsWith('/api/products')) return json({ items: [YARN], nextCursor: null });
    return json({ items: [], nextCursor: null });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// Typing a whole bill takes a few seconds of user events on a loaded machine.
describe('Record Purchase Bill', { timeout: 15_000 }, () => {
  it('checks the supplier, the bill and each line before sending, with the server’s words', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<PurchaseDialog onClose={vi.fn()} />);
    await user.type(await screen.findByLabelText('Supplier GSTIN (optional)'), '27AAPFU0939F1ZX');
    await user.type(screen.getByLabelText('Bill number'), 'A BILL');
    await user.click(screen.getByRole('button', { name: 'Record Bill' }));
    expect(await screen.findByText(PurchaseMessages.supplierName)).toBeTruthy();
    expect(screen.getByText(PurchaseMessages.supplierGstin)).toBeTruthy();
    expect(screen.getByText(PurchaseMessages.billNumberFormat)).toBeTruthy();
    const line = within(screen.getByRole('listitem', { name: 'Line 1' }));
    expect(line.getByText(PurchaseMessages.productName)).toBeTruthy();
    expect(line.getByText(PurchaseMessages.hsnRequired)).toBeTruthy();
    expect(line.getByText(PurchaseMessages.rate)).toBeTruthy();
    expect(fetch.mock.calls.every(([, init]) => init?.method !== 'POST')).toBe(true);
  });

  it('asks for the supplier’s GSTIN before claiming credit', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<PurchaseDialog onClose={vi.fn()} />);
    await user.type(await screen.findByLabelText('Supplier name'), 'Corner Shop');
    await user.click(screen.getByRole('button', { name: 'Record Bill' }));
    expect(await screen.findByText(PurchaseMessages.itcNeedsSupplierGstin)).toBeTruthy();
  });

  it('computes IGST for a supplier in another state as the server does, and sends the contract’s body with the product', async () => {
    const posted: { body: unknown; key: string | null }[] = [];
    const fetch = stubApi((body, init) => {
      posted.push({ body, key: new Headers(init?.headers).get('Idempotency-Key') });
      return json({}, 201);
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PurchaseDialog onClose={onClose} />);
    await user.type(await screen.findByLabelText('Supplier name'), 'Pune Traders');
    await user.type(screen.getByLabelText('Supplier GSTIN (optional)'), MH_SUPPLIER);
    await user.type(screen.getByLabelText('Bill number'), 'PT/26-27/0042');
    expect((screen.getByLabelText('Place of supply') as HTMLSelectElement).value).toBe('33');
    const line = within(screen.getByRole('listitem', { name: 'Line 1' }));
    await user.type(line.getByLabelText('Item'), 'Cotton');
    await user.click(await line.findByRole('option', { name: /Cotton Yarn/ }));
    expect((line.getByLabelText('HSN/SAC') as HTMLInputElement).value).toBe('5205');
    expect((line.getByLabelText('GST') as HTMLSelectElement).value).toBe('5');
    await user.clear(line.getByLabelText('Qty'));
    await user.type(line.getByLabelText('Qty'), '12');
    await user.type(line.getByLabelText('Rate (₹)'), '14.285');

    const expected = computePurchaseBill([{ quantity: '12', rate: '14.285', gstRate: '5' }], { supplierGstin: MH_SUPPLIER, businessState: '33', placeOfSupply: '33' });
    expect(expected.supplyType).toBe('INTER');
    const totals = within(screen.getByLabelText('Bill totals'));
    expect(totals.getByText('IGST')).toBeTruthy();
    expect(screen.getByTestId('purchase-total').textContent).toBe(formatINR(expected.totalPaise));

    await user.click(screen.getByRole('button', { name: 'Record Bill' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: {
          supplierName: 'Pune Traders',
          supplierGstin: MH_SUPPLIER,
          billNumber: 'PT/26-27/0042',
          billDate: todayInIndia(),
          placeOfSupply: '33',
          itcEligible: true,
          items: [{ productId: YARN.id, productName: 'Cotton Yarn', hsn: '5205', quantity: 12, unit: 'kg', rate: 14.285, gstRate: 5 }],
        },
      },
    ]);
    expect(fetch).toHaveBeenCalled();
  });

  it('for a new business (no GSTIN, no state) claims no credit by default and shows no tax until the place of supply is known', async () => {
    const posted: unknown[] = [];
    stubApi(
      (body) => {
        posted.push(body);
        return json({}, 201);
      },
      { gstEnabled: false, gstNumber: null, stateCode: null },
    );
    const user = userEvent.setup();
    renderWithProviders(<PurchaseDialog onClose={vi.fn()} />);
    // Ticked, the server refuses it ('needs your GSTIN'): the first bill of a new account was refused.
    expect((await screen.findByLabelText('Input tax credit can be claimed') as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText('Supplier name'), 'Bengaluru Spinners');
    await user.type(screen.getByLabelText('Supplier GSTIN (optional)'), MH_SUPPLIER);
    await user.type(screen.getByLabelText('Bill number'), 'BS-118');
    const line = within(screen.getByRole('listitem', { name: 'Line 1' }));
    await user.type(line.getByLabelText('Item'), 'Freight');
    await user.type(line.getByLabelText('HSN/SAC'), '996511');
    await user.type(line.getByLabelText('Rate (₹)'), '1000');
    // No ₹0.00 that looks computed: the reason instead.
    expect(screen.getByText(PurchaseMessages.taxNeedsPlaceOfSupply)).toBeTruthy();
    expect(line.queryByText('₹0.00')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record Bill' }));
    expect(await screen.findByText(PurchaseMessages.placeOfSupplyRequired)).toBeTruthy();
    expect(posted).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Place of supply'), '29');
    expect(screen.getByTestId('purchase-total').textContent).toBe('₹1,180.00');
    expect(line.getByText('₹1,000.00')).toBeTruthy();
    expect(screen.queryByText(PurchaseMessages.taxNeedsPlaceOfSupply)).toBeNull();
  });

  it('shows a duplicate bill refused by the server under the bill number and stays open', async () => {
    const message = PurchaseMessages.duplicate('PT-1', 'Pune Traders');
    stubApi(() => json({ code: 'PURCHASE_BILL_DUPLICATE', message, details: { fields: { billNumber: message } } }, 409));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PurchaseDialog onClose={onClose} />);
    await user.type(await screen.findByLabelText('Supplier name'), 'Pune Traders');
    await user.type(screen.getByLabelText('Supplier GSTIN (optional)'), MH_SUPPLIER);
    await user.type(screen.getByLabelText('Bill number'), 'PT-1');
    const line = within(screen.getByRole('listitem', { name: 'Line 1' }));
    await user.type(line.getByLabelText('Item'), 'Freight');
    await user.type(line.getByLabelText('HSN/SAC'), '996511');
    await user.type(line.getByLabelText('Rate (₹)'), '500');
    await user.click(screen.getByRole('button', { name: 'Record Bill' }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
