import { describe, expect, it } from 'vitest';
import { isCsvFile, isValidStockChange, STOCK_BADGES, stockStatus } from './rules';

describe('stock badge', () => {
  it.each([
    [0, 10, 'Out of Stock'],
    [-2, 10, 'Out of Stock'],
    [10, 10, 'Low Stock'],
    [1, 10, 'Low Stock'],
    [11, 10, 'In Stock'],
    [1, 0, 'In Stock'],
  ])('stock %i with reorder level %i is %s', (stock, reorderLevel, label) => {
    expect(STOCK_BADGES[stockStatus(stock, reorderLevel)].label).toBe(label);
  });
});

describe('CSV file check', () => {
  it('accepts .csv by extension, whatever the browser says the type is', () => {
    expect(isCsvFile({ name: 'products.csv' })).toBe(true);
    expect(isCsvFile({ name: 'PRODUCTS.CSV' })).toBe(true);
    expect(isCsvFile({ name: 'products.xlsx' })).toBe(false);
    expect(isCsvFile({ name: 'products.csv.exe' })).toBe(false);
    expect(isCsvFile({ name: 'csv' })).toBe(false);
  });
});

describe('stock update quantity', () => {
  it('is a positive whole number, at most the stock when removing', () => {
    expect(isValidStockChange('5', 'add', 0)).toBe(true);
    expect(isValidStockChange('0', 'add', 10)).toBe(false);
    expect(isValidStockChange('1.5', 'add', 10)).toBe(false);
    expect(isValidStockChange('-1', 'add', 10)).toBe(false);
    expect(isValidStockChange('', 'add', 10)).toBe(false);
    expect(isValidStockChange('10', 'remove', 10)).toBe(true);
    expect(isValidStockChange('11', 'remove', 10)).toBe(false);
  });
});
