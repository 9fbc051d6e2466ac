import { describe, expect, it } from 'vitest';
import { blankLine, challanSchema, consignmentValuePaise, lineAmountPaise, needsEwayBill, newChallanValues, toChallanRequest, type ChallanFormValues } from './schema';

const values = (overrides: Partial<ChallanFormValues> = {}): ChallanFormValues => ({
  ...newChallanValues(),
  customerId: '00000000-0000-4000-8000-000000000001',
  challanDate: '2026-11-26',
  items: [{ ...blankLine(), productName: 'Steel Bolt', quantity: '10', rate: '100' }],
  ...overrides,
});
const issues = (input: ChallanFormValues) => {
  const result = challanSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('delivery challan form (spec part 2 §5)', () => {
  it("uses the spec's messages for the customer and the first item", () => {
    expect(issues(values({ customerId: '' }))).toEqual({ customerId: 'Please select a customer' });
    expect(issues(values({ items: [blankLine()] }))['items.0.productName']).toBe('Please add at least one item');
    expect(issues(values({ items: [{ ...blankLine(), productName: 'A', rate: '1' }, blankLine()] }))['items.1.productName']).toBe('Product name is required');
  });

  it('needs a quantity of at least 1 and a rate of at least 0; whole units for products from stock', () => {
    const line = { ...blankLine(), productName: 'A' };
    expect(issues(values({ items: [{ ...line, quantity: '0', rate: '-1' }] }))).toEqual({ 'items.0.quantity': 'Quantity must be at least 1', 'items.0.rate': 'Rate cannot be negative' });
    expect(issues(values({ items: [{ ...line, productId: 'p', quantity: '1.5', rate: '0' }] }))['items.0.quantity']).toMatch(/whole units/);
    expect(issues(values({ items: [{ ...line, quantity: '1.5', rate: '0' }] }))).toEqual({});
    // A blank rate is missing, not negative.
    expect(issues(values({ items: [{ ...line, rate: '' }] }))).toEqual({ 'items.0.rate': 'Rate must be an amount of at least 0 with at most 4 decimals' });
  });

  it('checks the transport fields and the dates', () => {
    expect(issues(values({ vehicleNumber: 'T!', driverPhone: '12345', deliveryDate: '2026-11-01' }))).toEqual({
      vehicleNumber: 'Vehicle number must be 4 to 12 letters and digits, such as TN01AB1234',
      driverPhone: 'Phone number must be exactly 10 digits starting with 6-9',
      deliveryDate: 'Delivery date cannot be before the challan date',
    });
    expect(issues(values({ vehicleNumber: 'tn 01 ab 1234', driverPhone: '+91 98765 43210' }))).toEqual({});
  });

  it('shows quantity × rate per item and warns about an e-way bill above ₹50,000 of goods (tax included for a supply)', () => {
    expect(lineAmountPaise({ quantity: '3', rate: '250.5' })).toBe(75_150);
    const big = values({ items: [{ ...blankLine(), productName: 'A', quantity: '45', rate: '1000', gstRate: '18' }] });
    expect(consignmentValuePaise(big)).toBe(5_310_000);
    expect(needsEwayBill(consignmentValuePaise(big))).toBe(true);
    expect(needsEwayBill(consignmentValuePaise({ ...big, purpose: 'job_work' }))).toBe(false);
  });

  it('sends the contract request: numbers as numbers, blanks left out', () => {
    expect(toChallanRequest(values({ notes: ' ', vehicleNumber: 'TN01AB1234' }))).toEqual({
      customerId: '00000000-0000-4000-8000-000000000001',
      challanDate: '2026-11-26',
      purpose: 'supply',
      transportMode: 'road',
      vehicleNumber: 'TN01AB1234',
      items: [{ productName: 'Steel Bolt', quantity: 10, unit: 'nos', rate: 100, gstRate: 18 }],
    });
  });
});
