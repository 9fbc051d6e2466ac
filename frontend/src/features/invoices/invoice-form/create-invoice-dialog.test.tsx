import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeInvoice, formatINR } from '@hisaab/gst';
import { renderWithProviders } from '@/test/render';
import InvoiceFormDialog from './create-invoice-dialog';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const TEA = { id: 'p-tea', name: 'Assam Tea', price: 200, gstRate: 18, hsnCode: '0902', unit: 'kg', stockQuantity: 40 };

/** A Tamil Nadu business whose default GST rate is 5%, with a 1% cess in its GST settings. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/config') return json({ gstEnabled: true, stateCode: '33', invoicePrefix: 'INV', roundOff: true, defaultGstRate: 5 });
      if (path === '/api/gst-settings') return json({ cgstRate: 2.5, sgstRate: 2.5, igstRate: 5, cessRate: 1, isComposition: false, filingFrequency: 'monthly' });
      if (path.startsWith('/api/products')) return json({ items: [TEA], nextCursor: null });
      return json({ items: [], nextCursor: null });
    }),
  );
}

const valueOf = (scope: ReturnType<typeof within>, label: string) => (scope.getByLabelText(label) as HTMLInputElement).value;

describe('Create New Invoice dialog: lines start at the configured default rate', () => {
  beforeEach(stubApi);

  it("takes the default GST rate and the GST settings' cess for new lines; a picked product's own rate wins", async () => {
    const user = userEvent.setup();
    renderWithProviders(<InvoiceFormDialog onOpenChange={vi.fn()} />);

    const line1 = within(await screen.findByRole('listitem', { name: 'Line 1' }));
    expect(valueOf(line1, 'GST')).toBe('5');
    expect(valueOf(line1, 'Cess (%)')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    const line2 = within(screen.getByRole('listitem', { name: 'Line 2' }));
    expect(valueOf(line2, 'GST')).toBe('5');
    expect(valueOf(line2, 'Cess (%)')).toBe('1');

    // The product brings 18%; the line keeps the business's cess.
    await user.type(line1.getByLabelText('Item'), 'Assam');
    await user.click(await line1.findByRole('option', { name: /Assam Tea/ }));
    expect(valueOf(line1, 'GST')).toBe('18');
    expect(valueOf(line1, 'HSN/SAC')).toBe('0902');
    await user.clear(line2.getByLabelText('Rate (₹)'));
    await user.type(line2.getByLabelText('Rate (₹)'), '100');

    const expected = computeInvoice(
      [
        { quantity: '1', rate: '200', gstRate: '18', cessRate: '1' },
        { quantity: '1', rate: '100', gstRate: '5', cessRate: '1' },
      ],
      { supplierState: '33', placeOfSupply: '33' },
    );
    const totals = within(screen.getByRole('region', { name: 'Invoice totals' }));
    expect(totals.getByTestId('total-CGST @ 2.5%').textContent).toBe(formatINR(expected.rateBreakdown[0].cgstPaise));
    expect(totals.getByTestId('total-CGST @ 9%').textContent).toBe(formatINR(expected.rateBreakdown[1].cgstPaise));
    expect(totals.getByTestId('total-Cess').textContent).toBe(formatINR(expected.cessPaise));
    expect(totals.getByTestId('total-Total').textContent).toBe(formatINR(expected.totalPaise));
  });
});
