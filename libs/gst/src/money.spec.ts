import { divRoundHalfUp, formatAmount, formatINR, formatUnitPrice, roundToRupee, toPaise, toPriceUnits, toRupees, toSafeNumber } from './money';

describe('toPaise', () => {
  it.each([
    [0, 0],
    ['0.01', 1],
    [0.07, 7],
    [1.1, 110],
    [19.99, 1999],
    ['1234.50', 123450],
    [123456789.9, 12345678990],
    [-0.5, -50],
  ])('%p → %p paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it.each([['1.234'], [0.001], [Number.NaN], [Number.NEGATIVE_INFINITY], ['₹10'], ['']])('rejects %p', (rupees) => {
    expect(() => toPaise(rupees)).toThrow(RangeError);
  });
});

describe('toRupees', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [110, 1.1],
    [123450, 1234.5],
    [-50, -0.5],
  ])('%p paise → %p', (paise, rupees) => {
    expect(toRupees(paise)).toBe(rupees);
  });

  it('round-trips every paise value exactly', () => {
    for (let paise = -1000; paise <= 100000; paise += 1) {
      expect(toPaise(toRupees(paise))).toBe(paise);
    }
  });

  it('rejects fractional paise', () => {
    expect(() => toRupees(1.5)).toThrow(RangeError);
  });
});

describe('divRoundHalfUp', () => {
  it.each([
    [0, 7, 0],
    [5, 2, 3],
    [4, 2, 2],
    [7, 2, 4],
    [149, 100, 1],
    [150, 100, 2],
    [151, 100, 2],
    [-5, 2, -3],
    [-149, 100, -1],
    [-150, 100, -2],
    [5, -2, -3],
    [-5, -2, 3],
    [1, 3, 0],
    [2, 3, 1],
  ])('%p / %p → %p (half away from zero)', (n, d, expected) => {
    expect(divRoundHalfUp(n, d)).toBe(expected);
    expect(divRoundHalfUp(BigInt(n), BigInt(d))).toBe(BigInt(expected));
  });

  it('stays exact beyond 2^53 with BigInt', () => {
    expect(divRoundHalfUp(10n ** 20n + 50n, 100n)).toBe(10n ** 18n + 1n);
  });

  it.each([
    [1, 0],
    [1.5, 1],
    [2 ** 53, 1],
  ])('rejects %p / %p', (n, d) => {
    expect(() => divRoundHalfUp(n, d)).toThrow(RangeError);
  });

  it('toSafeNumber refuses results that would not be exact', () => {
    expect(toSafeNumber(42n)).toBe(42);
    expect(() => toSafeNumber(2n ** 53n)).toThrow(RangeError);
  });
});

describe('roundToRupee', () => {
  it.each([
    [12349, 12300],
    [12350, 12400],
    [12351, 12400],
    [100, 100],
    [50, 100],
    [49, 0],
    [-50, -100],
    [-49, 0],
  ])('%p → %p', (paise, rounded) => {
    expect(roundToRupee(paise)).toBe(rounded);
  });
});

describe('formatINR / formatAmount', () => {
  it.each([
    [1234567890, '₹1,23,45,678.90', '1,23,45,678.90'],
    [0, '₹0.00', '0.00'],
    [1, '₹0.01', '0.01'],
    [123450, '₹1,234.50', '1,234.50'],
    [25000000, '₹2,50,000.00', '2,50,000.00'],
    [99999, '₹999.99', '999.99'],
    [-123450, '-₹1,234.50', '-1,234.50'],
  ])('%p paise → %p', (paise, inr, plain) => {
    expect(formatINR(paise)).toBe(inr);
    expect(formatAmount(paise)).toBe(plain);
  });
});

describe('unit prices with up to 4 decimals', () => {
  it.each([
    ['14.285', 142850],
    [0.0001, 1],
    ['1200', 12000000],
  ])('%p → %p 1/100 paise', (rupees, units) => {
    expect(toPriceUnits(rupees)).toBe(units);
  });

  it('refuses a fifth decimal', () => {
    expect(() => toPriceUnits('1.23456')).toThrow(RangeError);
  });

  it('formats with 2 to 4 decimals and Indian grouping', () => {
    expect(formatUnitPrice(14.285)).toBe('14.285');
    expect(formatUnitPrice(120000)).toBe('1,20,000.00');
    expect(formatUnitPrice(0.1234)).toBe('0.1234');
  });
});
