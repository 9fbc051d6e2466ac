import { validateDto } from '../../../platform/http/dto-rules';
import { ProductDto } from '../http/products.dto';
import { productFieldErrors, type ProductForm, readWholeNumber, resolveProduct, stockStatus } from './product';

/** The form as the API checks it (the DTO's field rules, then resolveProduct) and as the CSV import does: both must agree. */
function check(input: ProductForm) {
  const viaDto = validateDto(ProductDto, input);
  const fieldErrors = productFieldErrors(input);
  expect('errors' in viaDto ? viaDto.errors : {}).toEqual(fieldErrors);
  return Object.keys(fieldErrors).length ? { errors: fieldErrors } : resolveProduct(input, '2026-11-23');
}
const ok = (input: ProductForm) => {
  const result = check(input);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.product;
};
const errors = (input: ProductForm) => {
  const result = check(input);
  return 'errors' in result ? result.errors : {};
};

describe('product GST rate: legal on today\'s date', () => {
  it('refuses 7%, and 12% or 28% after 22 Sep 2025, naming the legal rates; takes 0.1% and 40%', () => {
    expect(errors({ name: 'Soap', gstRate: 12 })).toEqual({ gstRate: '12% is not a GST rate on 23/11/2026: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%' });
    expect(errors({ name: 'Soap', gstRate: '28%' }).gstRate).toMatch(/^28% is not a GST rate/);
    expect(errors({ name: 'Soap', gstRate: '7' }).gstRate).toMatch(/^7% is not a GST rate/);
    expect(ok({ name: 'Export lot', gstRate: '0.1' }).gstRate).toBe(0.1);
    expect(ok({ name: 'Cola', gstRate: 40 }).gstRate).toBe(40);
  });
});

describe('product form rules (docs/spec/part-1.md §5)', () => {
  it('takes the spec defaults', () => {
    expect(ok({ name: 'Rice' })).toEqual({
      name: 'Rice',
      description: null,
      sku: null,
      category: null,
      price: 0,
      costPrice: null,
      stockQuantity: 0,
      lowStockThreshold: 10,
      unit: 'nos',
      hsnCode: null,
      gstRate: 18,
    });
  });

  it('gives the spec messages', () => {
    expect(errors({ price: -1, costPrice: -1, stockQuantity: -1, lowStockThreshold: -1, gstRate: 51 })).toEqual({
      name: 'Product name is required',
      price: 'Price must be positive',
      costPrice: 'Cost price must be positive',
      stockQuantity: 'Stock must be positive',
      lowStockThreshold: 'Reorder level must be positive',
      gstRate: 'GST rate must be between 0-50%',
    });
    expect(errors({ name: 'A', stockQuantity: 1.5 }).stockQuantity).toBe('Stock must be a whole number');
    expect(errors({ name: 'A', unit: 'pcs' }).unit).toBeUndefined();
    expect(errors({ name: 'A', unit: 'dozen' }).unit).toBe('Unit must be one of nos, pcs, kg, gm, ltr, mtr, box, pack');
    expect(errors({ name: 'A', hsnCode: '12345' }).hsnCode).toBe('HSN code must be 4, 6 or 8 digits');
    expect(errors({ name: 'A', price: 1.00005 }).price).toBe('Price can have at most 4 decimal places');
    expect(errors({ name: 'A', price: '14.28501' }).price).toBe('Price can have at most 4 decimal places');
    expect(errors({ name: 'A', costPrice: '-1' }).costPrice).toBe('Cost price must be positive');
    expect(errors({ name: 5 }).name).toBe('Product name is required');
    expect(errors({ name: 'x'.repeat(201) }).name).toBe('Product name must be text of at most 200 characters');
  });

  it('reads CSV text cells exactly (money with grouping, percent sign, unit case)', () => {
    expect(ok({ name: 'Dal', price: '1,250.50', stockQuantity: '12', lowStockThreshold: '', gstRate: '5%', unit: 'KG', hsnCode: '0713' })).toMatchObject({
      price: 1250.5,
      stockQuantity: 12,
      lowStockThreshold: 10,
      gstRate: 5,
      unit: 'kg',
      hsnCode: '0713',
    });
    expect(ok({ name: 'x', price: 0.3 }).price).toBe(0.3);
    // A wholesale unit price (₹14.285 a piece) is kept exactly, as an invoice line's rate is.
    expect(ok({ name: 'x', price: '₹ 14.285', costPrice: 9.1234 })).toMatchObject({ price: 14.285, costPrice: 9.1234 });
  });

  it('keeps formula-looking text as text', () => {
    expect(ok({ name: '=HYPERLINK("http://x")', description: '+cmd|calc', sku: '@SUM(1)' })).toMatchObject({
      name: '=HYPERLINK("http://x")',
      description: '+cmd|calc',
      sku: '@SUM(1)',
    });
    expect(errors({ name: 'A', price: '=1+1' }).price).toBe('Price must be positive');
  });

  it('stock value on its own and the stock badge', () => {
    expect(readWholeNumber(5, 'Stock', 'Stock must be positive')).toEqual({ value: 5 });
    expect(readWholeNumber(-1, 'Stock', 'Stock must be positive')).toEqual({ error: 'Stock must be positive' });
    expect(validateDto(ProductDto, { stockQuantity: 5 })).toMatchObject({ value: { stockQuantity: 5 } });
    expect(stockStatus(0, 10)).toBe('out_of_stock');
    expect(stockStatus(10, 10)).toBe('low_stock');
    expect(stockStatus(11, 10)).toBe('in_stock');
  });
});
