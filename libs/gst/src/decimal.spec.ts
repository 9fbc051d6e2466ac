import { fromScaledInteger, scaledToFixed, toScaledInteger } from './decimal';

describe('toScaledInteger', () => {
  it.each([
    ['1.1', 2, 110],
    [1.1, 2, 110],
    [0.29, 2, 29],
    [1.005, 3, 1005],
    ['  12.5 ', 2, 1250],
    ['.5', 2, 50],
    ['7.', 2, 700],
    ['+3', 2, 300],
    ['-0.01', 2, -1],
    ['-0', 2, 0],
    ['1.500', 2, 150],
    ['0', 3, 0],
    [123456789.12, 2, 12345678912],
    [18, 2, 1800],
    [-5, 2, -500],
    [-0, 2, 0],
    [90071992547409, 2, 9007199254740900],
  ])('%p at scale %p → %p', (value, scale, expected) => {
    expect(Object.is(toScaledInteger(value, scale), expected)).toBe(true);
  });

  it.each([
    ['1.001', 2],
    [0.1 + 0.2, 2],
    ['', 2],
    ['.', 2],
    ['abc', 2],
    ['1,000', 2],
    ['1e3', 2],
    [1e-7, 2],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    ['99999999999999999', 2],
    [2 ** 53, 2],
    [1e21, 2],
  ])('rejects %p at scale %p', (value, scale) => {
    expect(() => toScaledInteger(value, scale)).toThrow(RangeError);
  });
});

describe('fromScaledInteger / scaledToFixed', () => {
  it.each([
    [150, 2, 1.5, '1.50'],
    [1, 2, 0.01, '0.01'],
    [-5, 2, -0.05, '-0.05'],
    [0, 2, 0, '0.00'],
    [1500, 3, 1.5, '1.500'],
    [12345678990, 2, 123456789.9, '123456789.90'],
  ])('%p at scale %p → %p / %p', (value, scale, number, text) => {
    expect(fromScaledInteger(value, scale)).toBe(number);
    expect(scaledToFixed(value, scale)).toBe(text);
  });

  it('never yields negative zero', () => {
    expect(Object.is(fromScaledInteger(-0, 2), 0)).toBe(true);
  });

  it.each([[1.5], [Number.NaN], [2 ** 53]])('rejects non-integer %p', (value) => {
    expect(() => fromScaledInteger(value, 2)).toThrow(RangeError);
    expect(() => scaledToFixed(value, 2)).toThrow(RangeError);
  });
});
