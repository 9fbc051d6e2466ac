import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeInvoice, formatINR } from '@hisaab/gst';
import { renderWithProviders } from '@/test/render';
import type { Invoice, NewInvoice } from '../types';
import InvoiceFormDialog from './create-invoice-dialog';

const ID = '7d3f1a52-5b8e-4c1e-9a44-2f6d1c0b9e01';
const CUSTOMER_ID = 'c0ffee00-1111-4222-8333-444455556666';
const PRODUCT_ID = 'abcdef00-1111-4222-8333-444455556666';

/** A draft as GET /api/invoices/{id} returns it (only the fields the screens read). */
const DRAFT = {
  id: ID,
  invoiceNumber: 'INV/26-27/0007',
  invoiceDate: '2026-11-02',
  dueDate: '2026-12-02',
  status: 'draft',
  displayStatus: 'draft',
  total: 1652,
  amountPaid: 0,
  credited: 0,
  refundDue: 0,
  creditNotes: [],
  outstanding: 1652,
  shareId: 'share-1',
  customerId: CUSTOMER_ID,
  customer: { name: 'Anbu Traders', gstNumber: null, address: null,
    state: null, email: null, phone: null, sezUnit: false },
  placeOfSupply: '29',
  placeOfSupplyLabel: 'Karnataka (29)',
  documentType: 'tax_invoice',
  supplyType: 'INTER',
  subtotal: 1400,
  roundOff: 0,
  notes: 'Thanks!',
  termsAndConditions: 'Payable in 30 days',
  paymentTerms: 'Net 30',
  salesPersonName: 'Meena',
  salesPersonEmail: 'meena@example.in',
  salesPersonPhone: '9876543210',
  shippingAddress: '12 Gandhi Road, Bengaluru',
  shippingGstin: null,
  companyUdyam: 'UDYAM-TN-01-0000001',
  serialNumber: null,
  authorizedSignature: null,
  cancelReason: null,
  amountInWords: '',
  taxBreakdown: { labels: { cgst: 'CGST', sgst: 'SGST', igst: 'IGST' }, applicable: ['IGST'], rates: [], totals: {} as never },
  items: [
    {
      id: 'line-1',
      productId: PRODUCT_ID,
      productName: 'Basmati Rice',
      description: null,
      hsn: '1006',
      quantity: 3,
      unit: 'kg',
      rate: 450,
      discount: 50,
      gstRate: 5,
      cessRate: 0,
      serialNumber: null,
      taxable: 1300,
      gstAmount: 65,
      totalAmount: 1365,
    },
    {
      id: 'line-2',
      productId: null,
      productName: 'Delivery',
      description: null,
      hsn: '996812',
      quantity: 1,
      unit: 'nos',
      rate: 100,
      discount: 0,
      gstRate: 18,
      cessRate: 0,
      serialNumber: null,
      taxable: 100,
      gstAmount: 18,
      totalAmount: 118,
    },
  ],
} satisfies Invoice;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

describe('Edit Invoice dialog', () => {
  beforeEach(() => {
    fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (path === '/api/config') return json({ gstEnabled: true, stateCode: '33', invoicePrefix: 'INV', roundOff: true, defaultGstRate: 18 });
      if (path === '/api/gst-settings') return json({ isComposition: false });
      if (path === `/api/invoices/${ID}` && method === 'GET') return json(DRAFT);
      if (path === `/api/invoices/${ID}` && method === 'PUT') return json({ ...DRAFT, total: 2125 });
      return json({ items: [], nextCursor: null });
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  it('opens filled from the draft, keeps the live totals, and saves the edits with PUT', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<InvoiceFormDialog edit={{ id: ID, invoiceNumber: DRAFT.invoiceNumber }} onOpenChange={onOpenChange} />);

    expect(screen.getByRole('heading', { name: 'Edit Invoice INV/26-27/0007' })).toBeTruthy();
    const line1 = await screen.findByRole('listitem', { name: 'Line 1' });
    const value = (label: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) => (scope.getByLabelText(label) as HTMLInputElement).value;

    // Prefilled from GET /api/invoices/{id}.
    expect(value('Customer')).toBe('Anbu Traders');
    expect(value('Invoice number')).toBe('INV/26-27/0007');
    expect(value('Invoice date')).toBe('02/11/2026');
    expect(value('Due date')).toBe('02/12/2026');
    expect(value('Payment terms')).toBe('Net 30');
    expect(value('Place of supply')).toBe('29');
    expect(value('Notes')).toBe('Thanks!');
    expect(value('Terms and conditions')).toBe('Payable in 30 days');
    expect(value('Salesperson name')).toBe('Meena');
    expect(value('Shipping address')).toBe('12 Gandhi Road, Bengaluru');
    const l1 = within(line1);
    expect(value('Item', l1)).toBe('Basmati Rice');
    expect(value('HSN/SAC', l1)).toBe('1006');
    expect(value('Qty', l1)).toBe('3');
    expect(value('Unit', l1)).toBe('kg');
    expect(value('Rate (₹)', l1)).toBe('450');
    expect(value('GST', l1)).toBe('5');
    expect(screen.getAllByRole('listitem', { name: /^Line / })).toHaveLength(2);

    // Live totals follow the edit (with the line's discount, inter-state).
    await user.clear(l1.getByLabelText('Qty'));
    await user.type(l1.getByLabelText('Qty'), '5');
    await user.clear(screen.getByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'Edited');
    const expected = computeInvoice(
      [
        { quantity: '5', rate: '450', discount: '50', gstRate: '5' },
        { quantity: '1', rate: '100', gstRate: '18' },
      ],
      { supplierState: '33', placeOfSupply: '29', roundOff: true },
    );
    const totals = within(screen.getByRole('region', { name: 'Invoice totals' }));
    expect(totals.getByTestId('total-Total').textContent).toBe(formatINR(expected.totalPaise));
    expect(screen.getByTestId('line-total-0').textContent).toBe(formatINR(expected.lines[0].totalPaise));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(`/api/invoices/${ID}`);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    const body = JSON.parse(put?.[1]?.body as string) as NewInvoice;
    expect(body.invoice).toMatchObject({
      customerId: CUSTOMER_ID,
      invoiceNumber: 'INV/26-27/0007',
      invoiceDate: '2026-11-02',
      dueDate: '2026-12-02',
      placeOfSupply: '29',
      paymentTerms: 'Net 30',
      notes: 'Edited',
      salesPersonEmail: 'meena@example.in',
      shippingAddress: '12 Gandhi Road, Bengaluru',
      companyUdyam: 'UDYAM-TN-01-0000001',
      status: 'draft',
    });
    expect(body.items).toEqual([
      { productId: PRODUCT_ID, productName: 'Basmati Rice', hsn: '1006', quantity: 5, unit: 'kg', rate: 450, gstRate: 5, discount: 50 },
      { productName: 'Delivery', hsn: '996812', quantity: 1, unit: 'nos', rate: 100, gstRate: 18 },
    ]);
  });
});
