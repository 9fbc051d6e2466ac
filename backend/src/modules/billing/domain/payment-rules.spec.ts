import { applyPayment, outstandingOf } from './payment-rules';

describe('payments against an invoice', () => {
  const sent = { status: 'sent' as const, total: 118000, amountPaid: 0 };

  it('two partial payments settle the invoice', () => {
    const first = applyPayment(sent, 50000);
    expect(first).toEqual({ amountPaid: 50000, outstanding: 68000, settles: false });
    expect(applyPayment({ ...sent, amountPaid: first.amountPaid }, 68000)).toEqual({ amountPaid: 118000, outstanding: 0, settles: true });
  });

  it('refuses more than the outstanding amount, naming it in rupees', () => {
    expect(() => applyPayment({ ...sent, amountPaid: 50000 }, 68001)).toThrow(
      expect.objectContaining({ code: 'PAYMENT_EXCEEDS_OUTSTANDING', details: expect.objectContaining({ outstanding: 680 }) }),
    );
  });

  it.each(['draft', 'paid', 'cancelled'] as const)('refuses payments on a %s invoice', (status) => {
    expect(() => applyPayment({ ...sent, status }, 100)).toThrow(expect.objectContaining({ code: 'INVOICE_NOT_PAYABLE' }));
  });

  it('outstanding is owed only on sent invoices', () => {
    expect(outstandingOf({ ...sent, amountPaid: 1000 })).toBe(117000);
    expect(outstandingOf({ ...sent, status: 'draft' })).toBe(0);
    expect(outstandingOf({ ...sent, status: 'paid' })).toBe(0);
  });
});
