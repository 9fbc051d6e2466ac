import { DomainError } from '../../../shared/domain-error';
import type { TaxStanding } from './input-tax-credit';
import { calculatePurchase, supplierKeyOf, type PurchaseBillForm, type PurchaseLineForm } from './purchase-bill';

const TODAY = '2026-11-20';
const BUSINESS: TaxStanding = { gstin: '33AAAPZ1234C2Z6', stateCode: '33', composition: false };
const line = (fields: Partial<PurchaseLineForm> = {}): PurchaseLineForm => ({ productId: null, productName: 'Yarn', hsn: '5205', quantity: 10, unit: 'kg', rate: 100, gstRate: 18, cessRate: 0, ...fields });
const form = (fields: Partial<PurchaseBillForm> = {}): PurchaseBillForm => ({
  supplierName: 'Kaveri Mills',
  supplierGstin: '29AAFCC9980M1ZR',
  billNumber: 'KM-1',
  billDate: '2026-11-02',
  placeOfSupply: '33',
  items: [line()],
  itcEligible: true,
  notes: null,
  ...fields,
});
const fieldsOf = (f: Partial<PurchaseBillForm>, standing = BUSINESS) => {
  try {
    calculatePurchase(form(f), TODAY, standing);
    return {};
  } catch (error) {
    return (error as DomainError).details?.fields;
  }
};

describe('calculatePurchase', () => {
  it('computes the bill by the supplier state and the place of supply, and what each line cost', () => {
    const bill = calculatePurchase(form({ items: [line(), line({ productId: 'p', quantity: 2, rate: 50, gstRate: 5 })] }), TODAY, BUSINESS);
    expect(bill).toMatchObject({ supplierKey: '29AAFCC9980M1ZR', fy: '2026-27', supplierState: '29', supplyType: 'INTER', intraLabel: 'SGST' });
    expect(bill.tax).toEqual({ subtotalPaise: 110_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_500, cessPaise: 0, gstAmountPaise: 18_500, totalPaise: 128_500 });
    // Credit claimed: the tax is not a cost.
    expect(bill.lines.map((l) => l.costPaise)).toEqual([100_000, 10_000]);
    const noCredit = calculatePurchase(form({ itcEligible: false, items: [line({ cessRate: 1 })] }), TODAY, BUSINESS);
    expect(noCredit.lines[0].costPaise).toBe(100_000 + 18_000 + 1_000);
  });

  it('names a supplier without GSTIN by its name, in any case and spacing', () => {
    expect(supplierKeyOf('  Ravi   Stores ', null)).toBe('name:ravi stores');
    expect(supplierKeyOf('Ravi Stores', '29AAFCC9980M1ZR')).toBe('29AAFCC9980M1ZR');
  });

  it.each([
    [{ billDate: '2026-11-21' }, { billDate: 'Bill date cannot be in the future' }],
    [{ billDate: '2017-06-30' }, { billDate: 'Bill date cannot be before 01/07/2017, when GST began' }],
    [{ placeOfSupply: '96' }, { placeOfSupply: 'Place of supply of a purchase must be an Indian state' }],
    [{ supplierGstin: null }, { itcEligible: "Input tax credit needs the supplier's GSTIN" }],
    [{ items: [line({ gstRate: 28 })] }, { 'items.0.gstRate': '28% is not a GST rate on 02/11/2026: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%' }],
    [{ billDate: '2025-09-01', items: [line({ gstRate: 28 })] }, {}],
    [{ items: [line({ quantity: 10_000_000, rate: 100_000 })] }, { 'items.0.rate': 'Quantity × rate is too large (at most ₹10,000 crore a line)' }],
    [{ items: [line({ productId: 'p', quantity: 1.5 })] }, { 'items.0.quantity': 'Stock is counted in whole units: use a whole quantity, or type the item without picking the product' }],
  ] as const)('%j → %j', (fields, expected) => expect(fieldsOf(fields as Partial<PurchaseBillForm>)).toEqual(expected));

  it('needs a state for a supplier without GSTIN, and lets only a registered business outside the composition scheme claim credit', () => {
    expect(fieldsOf({ supplierGstin: null, itcEligible: false }, { ...BUSINESS, stateCode: null })).toEqual({ supplierGstin: "Enter the supplier's GSTIN, or set your business's state in Configuration" });
    expect(fieldsOf({}, { ...BUSINESS, gstin: null })).toEqual({ itcEligible: 'Input tax credit needs your GSTIN: add it in Configuration' });
    expect(fieldsOf({}, { ...BUSINESS, composition: true })).toEqual({ itcEligible: 'A business in the composition scheme cannot claim input tax credit' });
  });
});
