import { computePurchaseBill, purchaseSupplierState, splitTaxPaid } from './input-tax';

const KA_SUPPLIER = '29AAFCC9980M1ZR';
const TN_SUPPLIER = '33AAAPZ1234C2Z6';
const DELHI_SUPPLIER = '07AAACA1234B1ZK';

describe('purchaseSupplierState', () => {
  it.each([
    [{ supplierGstin: KA_SUPPLIER, businessState: '33' }, '29'],
    [{ supplierGstin: null, businessState: '33' }, '33'],
    [{ supplierGstin: 'not a gstin', businessState: '27' }, '27'],
    [{ supplierGstin: null, businessState: null }, undefined],
    [{ supplierGstin: null, businessState: '96' }, undefined],
  ])('%j → %s', (parties, state) => expect(purchaseSupplierState(parties)).toBe(state));
});

describe('computePurchaseBill: the supplier state against the place of supply, to the paisa', () => {
  const lines = [
    { quantity: 3, rate: '333.33', gstRate: 18 },
    { quantity: '2.5', rate: '14.285', gstRate: 5, cessRate: 1 },
  ];

  it('a supplier in the place of supply charges CGST + SGST, half each per line', () => {
    const bill = computePurchaseBill(lines, { supplierGstin: TN_SUPPLIER, businessState: '33', placeOfSupply: '33' });
    expect(bill).toMatchObject({ supplierState: '33', supplyType: 'INTRA', subtotalPaise: 99999 + 3571, roundOffPaise: 0, intraLabel: 'SGST' });
    // 999.99 × 9% = 90.00 (89.9991); 35.71 × 2.5% = 0.89 (0.89275); cess 1% of 35.71 = 0.36.
    expect(bill.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise, l.cessPaise])).toEqual([
      [99999, 9000, 9000, 0, 0],
      [3571, 89, 89, 0, 36],
    ]);
    expect(bill).toMatchObject({ cgstPaise: 9089, sgstPaise: 9089, igstPaise: 0, cessPaise: 36, gstAmountPaise: 18214, totalPaise: 103570 + 18214 });
  });

  it('a supplier in another state charges IGST at the full rate', () => {
    const bill = computePurchaseBill(lines, { supplierGstin: KA_SUPPLIER, businessState: '33', placeOfSupply: '33' });
    expect(bill).toMatchObject({ supplierState: '29', supplyType: 'INTER', cgstPaise: 0, sgstPaise: 0, igstPaise: 18000 + 179, cessPaise: 36 });
    // 999.99 × 18% = 180.00 (179.9982); 35.71 × 5% = 1.79 (1.7855).
    expect(bill.totalPaise).toBe(bill.subtotalPaise + bill.gstAmountPaise);
  });

  it('a supplier without a GSTIN is local: the business state against the place of supply', () => {
    expect(computePurchaseBill(lines, { businessState: '33', placeOfSupply: '33' }).supplyType).toBe('INTRA');
    expect(computePurchaseBill(lines, { businessState: '33', placeOfSupply: '29' }).supplyType).toBe('INTER');
  });

  it('names the intra-state half UTGST in a UT without legislature', () => {
    expect(computePurchaseBill(lines, { supplierGstin: '04AAACA1234B1ZQ', placeOfSupply: '04' }).intraLabel).toBe('UTGST');
    expect(computePurchaseBill(lines, { supplierGstin: DELHI_SUPPLIER, placeOfSupply: '07' }).intraLabel).toBe('SGST');
  });

  it('refuses an unknown supplier state and a place of supply abroad', () => {
    expect(() => computePurchaseBill(lines, { placeOfSupply: '33' })).toThrow(RangeError);
    expect(() => computePurchaseBill(lines, { supplierGstin: TN_SUPPLIER, placeOfSupply: '96' })).toThrow(RangeError);
  });
});

describe('splitTaxPaid', () => {
  it.each([
    [1800, 'INTRA', { cgstPaise: 900, sgstPaise: 900, igstPaise: 0 }],
    [1801, 'INTRA', { cgstPaise: 901, sgstPaise: 900, igstPaise: 0 }],
    [1, 'INTRA', { cgstPaise: 1, sgstPaise: 0, igstPaise: 0 }],
    [0, 'INTRA', { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
    [1801, 'INTER', { cgstPaise: 0, sgstPaise: 0, igstPaise: 1801 }],
  ] as const)('%i paise %s → %j', (paise, type, parts) => expect(splitTaxPaid(paise, type)).toEqual(parts));

  it('refuses what is not paise', () => {
    expect(() => splitTaxPaid(-1, 'INTRA')).toThrow(RangeError);
    expect(() => splitTaxPaid(1.5, 'INTER')).toThrow(RangeError);
  });
});
