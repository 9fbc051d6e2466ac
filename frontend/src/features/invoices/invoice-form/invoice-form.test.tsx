import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amountInWords, computeInvoice, formatINR } from '@hisaab/gst';
import { renderWithProviders } from '@/test/render';
import { InvoiceForm } from './invoice-form';

/** Business in Tamil Nadu (33), registered under GST unless told otherwise; customer and product searches answer with empty lists. */
function renderForm({ gstRegistered = true, composition = false, roundOff = true } = {}) {
  renderWithProviders(
    <InvoiceForm
      businessState="33"
      invoicePrefix="INV"
      roundOff={roundOff}
      composition={composition}
      gstRegistered={gstRegistered}
      lineDefaults={{ gstRate: 18, cessRate: 0 }}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
    />,
  );
}

/** `gst` undefined: the document charges no GST, so the line has no GST field. */
async function fillLine(user: ReturnType<typeof userEvent.setup>, index: number, values: { name: string; qty: string; rate: string; gst?: string }) {
  const line = screen.getByRole('listitem', { name: `Line ${index + 1}` });
  await user.type(within(line).getByLabelText('Item'), values.name);
  await user.clear(within(line).getByLabelText('Qty'));
  await user.type(within(line).getByLabelText('Qty'), values.qty);
  await user.clear(within(line).getByLabelText('Rate (₹)'));
  await user.type(within(line).getByLabelText('Rate (₹)'), values.rate);
  if (values.gst) await user.selectOptions(within(line).getByLabelText('GST'), values.gst);
}

const totalsText = () => within(screen.getByRole('region', { name: 'Invoice totals' }));
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const NO_ROWS = { items: [], nextCursor: null };

/** Customer searches answer with these customers; everything else with an empty list. */
function stubCustomers(...customers: object[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => json(path.startsWith('/api/customers') ? { items: customers, nextCursor: null } : NO_ROWS)),
  );
}

async function pickCustomer(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByLabelText('Customer'), name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('Create New Invoice form', () => {
  beforeEach(() => {
    stubCustomers();
  });

  it('shows live totals equal to computeInvoice, CGST + SGST within the state', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillLine(user, 0, { name: 'Basmati Rice', qty: '3', rate: '450', gst: '5' });
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    await fillLine(user, 1, { name: 'Delivery', qty: '1', rate: '99.5', gst: '18' });

    const expected = computeInvoice(
      [
        { quantity: '3', rate: '450', gstRate: '5' },
        { quantity: '1', rate: '99.5', gstRate: '18' },
      ],
      { supplierState: '33', placeOfSupply: '33', roundOff: true },
    );
    expect(totalsText().getByTestId('total-Subtotal').textContent).toBe(formatINR(expected.subtotalPaise));
    expect(totalsText().getByTestId('total-Total').textContent).toBe(formatINR(expected.totalPaise));
    expect(totalsText().getByTestId('total-Round off').textContent).toBe(formatINR(expected.roundOffPaise));
    expect(totalsText().getByTestId('total-CGST @ 2.5%').textContent).toBe(formatINR(expected.rateBreakdown[0].cgstPaise));
    expect(totalsText().getByTestId('total-SGST @ 9%').textContent).toBe(formatINR(expected.rateBreakdown[1].sgstPaise));
    expect(totalsText().queryByText(/IGST/)).toBeNull();
    expect(screen.getByTestId('amount-in-words').textContent).toBe(amountInWords(expected.totalPaise));
    expect(screen.getByTestId('line-total-1').textContent).toBe(formatINR(expected.lines[1].totalPaise));
  });

  it('switches between IGST and CGST + SGST with the place of supply', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillLine(user, 0, { name: 'Steel Tiffin', qty: '2', rate: '349', gst: '18' });

    await user.selectOptions(screen.getByLabelText('Place of supply'), '29');
    const inter = computeInvoice([{ quantity: '2', rate: '349', gstRate: '18' }], { supplierState: '33', placeOfSupply: '29' });
    expect(totalsText().getByTestId('total-IGST @ 18%').textContent).toBe(formatINR(inter.igstPaise));
    expect(totalsText().queryByText(/CGST/)).toBeNull();
    expect(screen.getByText('Inter-state: IGST')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Place of supply'), '33');
    expect(totalsText().getByText('CGST @ 9%')).toBeTruthy();
    expect(totalsText().queryByText(/IGST/)).toBeNull();
  });

  it('charges an SEZ unit in the same state IGST at the full rate, as the server does', async () => {
    stubCustomers({ id: 'c-sez', name: 'Sriperumbudur SEZ Unit', gstNumber: '33ABCDE1234F1Z7', stateCode: '33', city: null, sezUnit: true });
    const user = userEvent.setup();
    renderForm();
    await pickCustomer(user, 'Sriperumbudur SEZ Unit');
    await fillLine(user, 0, { name: 'Server rack', qty: '1', rate: '1000', gst: '18' });

    expect((screen.getByLabelText('Place of supply') as HTMLSelectElement).value).toBe('33');
    const expected = computeInvoice([{ quantity: '1', rate: '1000', gstRate: '18' }], { supplierState: '33', placeOfSupply: '33', sez: true });
    expect(totalsText().getByTestId('total-IGST @ 18%').textContent).toBe(formatINR(expected.igstPaise));
    expect(totalsText().queryByText(/CGST/)).toBeNull();
    expect(screen.getByText('SEZ unit: IGST')).toBeTruthy();
  });

  it('charges no GST when the business is not registered (GST off), as the server does', async () => {
    const user = userEvent.setup();
    renderForm({ gstRegistered: false });
    expect(screen.queryByLabelText('GST')).toBeNull();
    await fillLine(user, 0, { name: 'Notebook', qty: '2', rate: '80' });
    expect(totalsText().getByTestId('total-Total').textContent).toBe(formatINR(16000));
    expect(totalsText().queryByText(/CGST|SGST|IGST/)).toBeNull();
    expect(totalsText().getByText(/not registered under GST/)).toBeTruthy();
    expect(screen.queryByText(/Intra-state/)).toBeNull();
  });

  it('shows no GST on the lines of a bill of supply, and no Round off line when round-off is off', async () => {
    const user = userEvent.setup();
    renderForm({ composition: true, roundOff: false });
    expect(screen.queryByLabelText('GST')).toBeNull();
    await fillLine(user, 0, { name: 'Notebook', qty: '3', rate: '33.33' });
    expect(totalsText().getByText(/Bill of supply/)).toBeTruthy();
    expect(totalsText().queryByText('Round off')).toBeNull();
    expect(totalsText().getByTestId('total-Total').textContent).toBe(formatINR(9999));
  });

  it('asks for the HSN/SAC of every line to a customer with a GSTIN, as the server does', async () => {
    stubCustomers({ id: 'c-ka', name: 'Hubli Hardware', gstNumber: '29AAFCC9980M1ZR', stateCode: '29', city: 'Hubli', sezUnit: false });
    const user = userEvent.setup();
    renderForm();
    await pickCustomer(user, 'Hubli Hardware');
    await fillLine(user, 0, { name: 'Steel Bolt', qty: '10', rate: '12.5', gst: '18' });
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const line = within(screen.getByRole('listitem', { name: 'Line 1' }));
    expect(await line.findByText('HSN/SAC code is required on an invoice to a customer with a GSTIN')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(line.getByLabelText('HSN/SAC'), '7318');
    expect(line.queryByText('HSN/SAC code is required on an invoice to a customer with a GSTIN')).toBeNull();
  });

  it('lets a line to a customer without a GSTIN (B2C) leave out the HSN/SAC', async () => {
    stubCustomers({ id: 'c-walk-in', name: 'Walk-in Buyer', gstNumber: null, stateCode: '33', city: null, sezUnit: false });
    const user = userEvent.setup();
    renderForm();
    await pickCustomer(user, 'Walk-in Buyer');
    await fillLine(user, 0, { name: 'Steel Bolt', qty: '10', rate: '12.5', gst: '18' });
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    expect(screen.queryByText(/HSN\/SAC code is required/)).toBeNull();
  });

  it('never removes the last line', async () => {
    const user = userEvent.setup();
    renderForm();
    expect((screen.getByRole('button', { name: 'Remove line 1' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    expect((screen.getByRole('button', { name: 'Remove line 1' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.getAllByRole('listitem', { name: /^Line / })).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Remove line 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the spec's messages and offers the next number of the series", async () => {
    const user = userEvent.setup();
    renderForm();
    expect((screen.getByLabelText('Invoice number') as HTMLInputElement).placeholder).toMatch(/^Auto \(INV\/\d\d-\d\d\/…\)$/);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    for (const message of ['Customer is required', 'Product name is required', 'Rate must be greater than 0']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('keeps the invoice date as typed, key by key, though the form watches it', async () => {
    const user = userEvent.setup();
    renderForm();
    const date = screen.getByLabelText('Invoice date') as HTMLInputElement;
    await user.tripleClick(date);
    await user.keyboard('20/11/2026');
    expect(date.value).toBe('20/11/2026');
    await user.keyboard('{Backspace}');
    expect(date.value).toBe('20/11/202');
  });
});

describe('invoice form: GST rates, stock and Rule 46 while typing', () => {
  const OLD_SOAP = { id: 'p-soap', name: 'Old Slab Soap', price: 40, gstRate: 12, hsnCode: '3401', unit: 'pcs', stockQuantity: 5 };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path.startsWith('/api/products')) return json({ items: [OLD_SOAP], nextCursor: null });
        if (path.startsWith('/api/customers')) return json({ items: [{ id: 'c-walk-in', name: 'Walk-in Buyer', gstNumber: null, stateCode: null, address: null, city: null, sezUnit: false }], nextCursor: null });
        return json(NO_ROWS);
      }),
    );
  });

  async function pickSoap(user: ReturnType<typeof userEvent.setup>) {
    const line = within(screen.getByRole('listitem', { name: 'Line 1' }));
    await user.type(line.getByLabelText('Item'), 'Old');
    await user.click(await screen.findByRole('option', { name: /Old Slab Soap/ }));
    return line;
  }

  it('shows the rate charged for a product saved at 12%, and says that rate must change in Inventory', async () => {
    const user = userEvent.setup();
    renderForm();
    const line = await pickSoap(user);
    expect((line.getByLabelText('GST') as HTMLSelectElement).value).toBe('12');
    expect(line.getByRole('option', { name: '12%', selected: true })).toBeTruthy();
    expect(await line.findByText(/^12% is not a GST rate on .*: use 0%, 0\.1%, 0\.25%, 3%, 5%, 18% or 40%\. .*change the product's GST rate in Inventory/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the stock of a picked product and warns when the line asks for more', async () => {
    const user = userEvent.setup();
    renderForm();
    const line = await pickSoap(user);
    expect(line.getByText('5 pcs in stock')).toBeTruthy();
    await user.clear(line.getByLabelText('Qty'));
    await user.type(line.getByLabelText('Qty'), '6');
    expect(line.getByText('Only 5 pcs in stock: add stock before sending')).toBeTruthy();
  });

  it("warns before saving that ₹50,000 or more to a customer without GSTIN needs the customer's address and state", async () => {
    const user = userEvent.setup();
    renderForm();
    await pickCustomer(user, 'Walk-in Buyer');
    await fillLine(user, 0, { name: 'Gold coin', qty: '1', rate: '49999.99', gst: '3' });
    expect(screen.queryByText(/must show the customer's address and state/)).toBeNull();
    await user.clear(within(screen.getByRole('listitem', { name: 'Line 1' })).getByLabelText('Rate (₹)'));
    await user.type(within(screen.getByRole('listitem', { name: 'Line 1' })).getByLabelText('Rate (₹)'), '50000');
    expect(screen.getByText(/must show the customer's address and state/)).toBeTruthy();
  });
});
