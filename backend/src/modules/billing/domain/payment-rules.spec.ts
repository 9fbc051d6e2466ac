import { applyPayment, outstandingOf } from './payment-rules';

describe('payments against an invoice', () => {
  const sent = { status: 'sent' as const, totalPaise: 118000, amountPaidPaise: 0 };

  it('two partial payments settle the invoice', () => {
    const first = applyPayment(sent, 50000);
    expect(first).toEqual({ amountPaidPaise: 50000, outstandingPaise: 68000, settles: false });
    expect(applyPayment({ ...sent, amountPaidPaise: first.amountPaidPaise }, 68000)).toEqual({ amountPaidPaise: 118000, outstandingPaise: 0, settles: true });
  });

  it('refuses more than the outstanding amount, naming it in rupees', () => {
    expect(() => applyPayment({ ...sent, amountPaidPaise: 50000 }, 68001)).toThrow(
      expect.objectContaining({ code: 'PAYMENT_EXCEEDS_OUTSTANDING', details: expect.objectContaining({ outstanding: 680 }) }),
    );
  });

  it.each(['draft', 'paid', 'cancelled'] as const)('refuses payments on a %s invoice', (status) => {
    expect(() => applyPayment({ ...sent, status }, 100)).toThrow(expect.objectContaining({ code: 'INVOICE_NOT_PAYABLE' }));
  });

  it('outstanding is owed only on sent invoices', () => {
    expect(outstandingOf({ ...sent, amountPaidPaise: 1000 })).toBe(117000);
    expect(outstandingOf({ ...sent, status: 'draft' })).toBe(0);
    expect(outstandingOf({ ...sent, status: 'paid' })).toBe(0);
  });
});
