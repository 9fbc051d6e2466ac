import { CreditNoteMessages } from '@hisaab/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { CreditNoteDialog } from './credit-note-dialog';
import type { CreditableInvoice } from './preview';

const line = { productId: null, hsn: '7318', unit: 'nos', cessRate: 0, cess: 0, igst: 0, creditedQuantity: 0, creditedValue: 0 };
const INVOICE: CreditableInvoice = {
  id: '11111111-1111-4111-8111-111111111111',
  invoiceNumber: 'INV/26-27/0001',
  invoiceDate: '2026-11-10',
  status: 'sent',
  supplyType: 'INTRA',
  subtotal: 3400,
  total: 3700,
  credited: 0,
  amountPaid: 0,
  outstanding: 3700,
  customer: { name: 'Kaveri Stores' },
  taxBreakdown: { labels: { cgst: 'CGST', sgst: 'SGST', igst: 'IGST' }, applicable: ['CGST', 'SGST'] },
  items: [
    { ...line, id: 'aaaaaaaa-1111-4111-8111-111111111111', productId: 'pppppppp-1111-4111-8111-111111111111', productName: 'Bolt', quantity: 4, gstRate: 18, taxable: 1000, cgst: 90, sgst: 90, creditedQuantity: 1, creditedValue: 250 },
    { ...line, id: 'bbbbbbbb-1111-4111-8111-111111111111', productName: 'Wire', quantity: 2, gstRate: 5, taxable: 2400, cgst: 60, sgst: 60 },
  ],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(answer: (body: unknown) => Response) {
  const posts: { body: unknown; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push({ body, key: new Headers(init.headers).get('Idempotency-Key') });
        return answer(body);
      }
      expect(String(input)).toContain(`/api/invoices/${INVOICE.id}`);
      return json(INVOICE);
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe('Create Credit Note', () => {
  it('shows what is left of each line, previews the tax and sends the lines with a key', async () => {
    const posts = serve(() => json({ noteNumber: 'CN/26-27/0001', total: 295, refundDue: 0, invoiceNumber: INVOICE.invoiceNumber }, 201));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CreditNoteDialog invoiceId={INVOICE.id} onClose={onClose} />);
    const bolt = await screen.findByLabelText('Bolt (3 of 4 nos can be credited)');
    await user.type(bolt, '1');
    const preview = screen.getByRole('region', { name: 'Credit note preview' });
    expect(within(preview).getByText('₹250.00')).toBeTruthy();
    expect(within(preview).getAllByText('₹22.50')).toHaveLength(2);
    expect(within(preview).getByText('₹295.00')).toBeTruthy();
    await user.click(screen.getByLabelText('Put returned goods back into stock'));
    await user.selectOptions(screen.getByLabelText('Reason'), 'sales_return');
    await user.click(screen.getByRole('button', { name: 'Create Credit Note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toMatchObject({ invoiceId: INVOICE.id, reason: 'sales_return', items: [{ itemId: INVOICE.items[0].id, quantity: 1 }], restock: true });
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says what is wrong before sending: no reason, nothing to credit, more than is left', async () => {
    const posts = serve(() => json({}, 201));
    const user = userEvent.setup();
    renderWithProviders(<CreditNoteDialog invoiceId={INVOICE.id} onClose={() => {}} />);
    await screen.findByLabelText('Bolt (3 of 4 nos can be credited)');
    await user.click(screen.getByRole('button', { name: 'Create Credit Note' }));
    expect(await screen.findByText(CreditNoteMessages.reason)).toBeTruthy();
    expect(screen.getByText(CreditNoteMessages.itemsOrAmount)).toBeTruthy();
    await user.type(screen.getByLabelText('Bolt (3 of 4 nos can be credited)'), '4');
    await user.click(screen.getByRole('button', { name: 'Create Credit Note' }));
    expect(await screen.findByText('At most 3 can be credited (4 invoiced, 1 already credited)')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it("takes a value-only amount and shows the server's refusal under its field", async () => {
    const message = 'At most ₹3,150.00 of taxable value is left to credit on this invoice';
    serve(() => json({ code: 'VALIDATION_FAILED', message: 'Please correct the highlighted fields', details: { fields: { amount: message } } }, 400));
    const user = userEvent.setup();
    renderWithProviders(<CreditNoteDialog invoiceId={INVOICE.id} onClose={() => {}} />);
    await user.click(await screen.findByLabelText('A value only (post-sale discount)'));
    await user.type(screen.getByLabelText('Amount (₹, taxable value)'), '100');
    await user.selectOptions(screen.getByLabelText('Reason'), 'post_sale_discount');
    await user.click(screen.getByRole('button', { name: 'Create Credit Note' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
