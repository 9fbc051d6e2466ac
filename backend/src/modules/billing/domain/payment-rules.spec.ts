import { applyPayment, outstandingOf, refundDueOf, reversePayment } from './payment-rules';

describe('payments against an invoice', () => {
  const sent = { status: 'sent' as const, totalPaise: 118000, amountPaidPaise: 0, creditedPaise: 0 };

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

  it('a credit note lowers what is owed; beyond the unpaid part it is a refund due', () => {
    const credited = { ...sent, amountPaidPaise: 50000, creditedPaise: 20000 };
    expect(outstandingOf(credited)).toBe(48000);
    expect(refundDueOf(credited)).toBe(0);
    expect(applyPayment(credited, 48000)).toEqual({ amountPaidPaise: 98000, outstandingPaise: 0, settles: true });
    expect(() => applyPayment(credited, 48001)).toThrow(expect.objectContaining({ code: 'PAYMENT_EXCEEDS_OUTSTANDING' }));
    const over = { ...sent, status: 'paid' as const, amountPaidPaise: 118000, creditedPaise: 30000 };
    expect([outstandingOf(over), refundDueOf(over)]).toEqual([0, 30000]);
  });

  it('a reversed payment leaves the invoice settled when its credit notes cover the total', () => {
    const covered = { ...sent, status: 'paid' as const, amountPaidPaise: 18000, creditedPaise: 118000 };
    expect(reversePayment(covered, { amountPaise: 18000, reversedAt: null })).toEqual({ amountPaidPaise: 0, settled: true });
    expect(reversePayment({ ...covered, creditedPaise: 0 }, { amountPaise: 18000, reversedAt: null })).toEqual({ amountPaidPaise: 0, settled: false });
  });

  it('outstanding is owed only on sent invoices', () => {
    expect(outstandingOf({ ...sent, amountPaidPaise: 1000 })).toBe(117000);
    expect(outstandingOf({ ...sent, status: 'draft' })).toBe(0);
    expect(outstandingOf({ ...sent, status: 'paid' })).toBe(0);
  });
});
