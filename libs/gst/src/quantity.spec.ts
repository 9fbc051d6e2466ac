import { bpToRate, fromMilli, rateToBp, toMilli } from './quantity';

describe('toMilli / fromMilli', () => {
  it.each([
    ['1.5', 1500],
    [1, 1000],
    [0.01, 10],
    [0.001, 1],
    ['2.125', 2125],
    [0, 0],
  ])('%p → %p milli', (quantity, milli) => {
    expect(toMilli(quantity)).toBe(milli);
    expect(fromMilli(milli)).toBe(Number(quantity));
  });

  it.each([['0.0001'], [-1], ['x']])('rejects %p', (quantity) => {
    expect(() => toMilli(quantity)).toThrow(RangeError);
  });
});

describe('rateToBp / bpToRate', () => {
  it.each([
    [0.25, 25],
    ['0.25', 25],
    [3, 300],
    [5, 500],
    [18, 1800],
    [40, 4000],
    [0, 0],
    [12.5, 1250],
  ])('%p%% → %p bp', (rate, bp) => {
    expect(rateToBp(rate)).toBe(bp);
    expect(bpToRate(bp)).toBe(Number(rate));
  });

  it.each([[0.125], [-5], [Number.NaN]])('rejects %p', (rate) => {
    expect(() => rateToBp(rate)).toThrow(RangeError);
  });
});
