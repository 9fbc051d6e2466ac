import { summaryChange } from './summary-change';

const inv = (status: 'draft' | 'sent' | 'paid' | 'cancelled', amountPaidPaise = 0, creditedPaise = 0) => ({ status, totalPaise: 11_800, amountPaidPaise, creditedPaise });

describe('summaryChange', () => {
  it('issuing adds the invoice to the issued totals and to the pending balance', () => {
    expect(summaryChange(inv('draft'), inv('sent'))).toEqual({ issued: 1, openCount: 1, outstandingPaise: 11_800 });
  });

  it('a partial payment lowers the pending balance only', () => {
    expect(summaryChange(inv('sent', 1000), inv('sent', 4000))).toEqual({ issued: 0, openCount: 0, outstandingPaise: -3000 });
  });

  it('the payment that settles it takes it out of pending; it stays issued', () => {
    expect(summaryChange(inv('sent', 4000), inv('paid', 11_800))).toEqual({ issued: 0, openCount: -1, outstandingPaise: -7800 });
  });

  it('a credit note lowers the pending balance; one that settles it takes it out of pending', () => {
    expect(summaryChange(inv('sent', 1000), inv('sent', 1000, 3000))).toEqual({ issued: 0, openCount: 0, outstandingPaise: -3000 });
    expect(summaryChange(inv('sent', 1000, 3000), inv('paid', 1000, 11_800))).toEqual({ issued: 0, openCount: -1, outstandingPaise: -7800 });
  });

  it('cancelling an issued invoice takes it out of both', () => {
    expect(summaryChange(inv('sent'), inv('cancelled'))).toEqual({ issued: -1, openCount: -1, outstandingPaise: -11_800 });
  });

  it('cancelling a draft changes nothing', () => {
    expect(summaryChange(inv('draft'), inv('cancelled'))).toEqual({ issued: 0, openCount: 0, outstandingPaise: 0 });
  });
});
