import { weightedAverageCost } from './cost-price';

describe('weightedAverageCost', () => {
  it.each([
    // [stock before, cost before, received quantity, received cost (paise), new cost price]
    [0, null, 10, 100_000, 100],
    [0, 80, 10, 100_000, 100],
    [5, null, 10, 100_000, 100],
    [-3, 80, 10, 100_000, 100],
    [10, 80, 10, 100_000, 90],
    [2, 14.285, 1, 1_500, 14.5233],
    [3, 0, 1, 100, 0.25],
    [1, 10, 2, 1, 3.3367],
    [1_000_000_000, 99_999_999.9999, 1, 10_000_000_000, 99_999_999.9999],
  ])('stock %d at %s + %d costing %d paise → %d', (stock, cost, quantity, costPaise, expected) => {
    expect(weightedAverageCost(stock, cost, { quantity, costPaise })).toBe(expected);
  });

  it('needs a positive quantity', () => {
    expect(() => weightedAverageCost(0, null, { quantity: 0, costPaise: 100 })).toThrow(RangeError);
  });
});
