import { isValidVpa, upiPaymentUri } from './upi';

describe('isValidVpa', () => {
  it.each([
    ['shop@okicici', true],
    ['ravi.kumar-1@ybl', true],
    ['9876543210@paytm', true],
    ['a_b@upi', true],
    ['shop@ok2bank', true],
    ['a@upi', false],
    ['shop', false],
    ['shop@', false],
    ['@upi', false],
    ['shop@@upi', false],
    ['sh op@upi', false],
    ['shop@1bank', false],
    ['shop@ok.icici', false],
    ['shop@upi ', false],
  ])('%p → %p', (vpa, valid) => {
    expect(isValidVpa(vpa)).toBe(valid);
  });
});

describe('upiPaymentUri', () => {
  it.each([
    [
      { vpa: 'shop@okicici', payeeName: 'Sri Murugan Stores', amountPaise: 123450, note: 'Invoice INV/25-26/0001' },
      'upi://pay?pa=shop@okicici&pn=Sri%20Murugan%20Stores&am=1234.50&cu=INR&tn=Invoice%20INV%2F25-26%2F0001',
    ],
    [
      { vpa: 'shop@okicici', payeeName: 'A & B Traders', amountPaise: 1, note: 'Pay', reference: 'INV/25-26/0001' },
      'upi://pay?pa=shop@okicici&pn=A%20%26%20B%20Traders&am=0.01&cu=INR&tn=Pay&tr=INV%2F25-26%2F0001',
    ],
    [
      { vpa: 'ravi.kumar-1@ybl', payeeName: ' Ravi ', amountPaise: 100000, note: 'Bill #7 = 50%+', reference: '' },
      'upi://pay?pa=ravi.kumar-1@ybl&pn=Ravi&am=1000.00&cu=INR&tn=Bill%20%237%20%3D%2050%25%2B',
    ],
    [
      { vpa: 'kadai@upi', payeeName: 'கடை', amountPaise: 5005, note: 'நன்றி' },
      'upi://pay?pa=kadai@upi&pn=%E0%AE%95%E0%AE%9F%E0%AF%88&am=50.05&cu=INR&tn=%E0%AE%A8%E0%AE%A9%E0%AF%8D%E0%AE%B1%E0%AE%BF',
    ],
  ])('%j', (payment, uri) => {
    expect(upiPaymentUri(payment)).toBe(uri);
  });

  it('round-trips through URLSearchParams', () => {
    const uri = upiPaymentUri({ vpa: 'shop@okicici', payeeName: 'A+B', amountPaise: 99, note: 'x&y', reference: 'R 1' });
    const params = new URLSearchParams(uri.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({ pa: 'shop@okicici', pn: 'A+B', am: '0.99', cu: 'INR', tn: 'x&y', tr: 'R 1' });
  });

  it.each([
    [{ vpa: 'bad', payeeName: 'X', amountPaise: 100, note: '' }],
    [{ vpa: 'shop@upi', payeeName: '  ', amountPaise: 100, note: '' }],
    [{ vpa: 'shop@upi', payeeName: 'X', amountPaise: 0, note: '' }],
    [{ vpa: 'shop@upi', payeeName: 'X', amountPaise: -100, note: '' }],
    [{ vpa: 'shop@upi', payeeName: 'X', amountPaise: 10.5, note: '' }],
  ])('rejects %j', (payment) => {
    expect(() => upiPaymentUri(payment)).toThrow(RangeError);
  });
});
