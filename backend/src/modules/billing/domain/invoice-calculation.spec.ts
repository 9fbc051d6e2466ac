import { DomainError } from '../../../shared/domain-error';
import { calculateInvoice, LineRequest, placeOfSupplyFor, Supplier, supplierStateOf, taxLabels } from './invoice-calculation';

const line = (over: Partial<LineRequest> = {}): LineRequest => ({
  productId: null,
  productName: 'Widget',
  description: null,
  hsn: '8471',
  quantity: 1,
  unit: 'nos',
  rate: 100,
  discount: 0,
  gstRate: 18,
  cessRate: 0,
  serialNumber: null,
  ...over,
});
const tamilNadu: Supplier = { gstin: '33AAAPZ1234C2Z6', stateCode: null, registered: true, composition: false, roundOff: true };
const karnatakaCustomer = { gstin: '29AAFCC9980M1ZR', stateCode: '29', sez: false };
const tamilCustomer = { gstin: null, stateCode: '33', sez: false };
const tamilSezUnit = { gstin: '33ABCDE1234F1Z7', stateCode: '33', sez: true };

describe('invoice amounts by the GST Rule', () => {
  it('inter-state (TN → KA): IGST at the full rate', () => {
    const inv = calculateInvoice([line({ quantity: 3, rate: 333.33 })], tamilNadu, karnatakaCustomer, null);
    expect(inv.placeOfSupply).toBe('29');
    expect(inv.supplyType).toBe('INTER');
    // 3 × 333.33 = 999.99; IGST 18% = 179.9982 → 180.00; 1179.99 → round off +0.01 → 1180.
    expect(inv.tax).toMatchObject({ subtotalPaise: 99999, igstPaise: 18000, cgstPaise: 0, sgstPaise: 0, gstAmountPaise: 18000, roundOffPaise: 1, totalPaise: 118000 });
  });

  it('intra-state (TN → TN): equal CGST and SGST, each half rounded per line', () => {
    const inv = calculateInvoice([line({ quantity: 1, rate: 10.05, gstRate: 5 }), line({ quantity: 2, rate: 49.99 })], tamilNadu, tamilCustomer, null);
    expect(inv.supplyType).toBe('INTRA');
    // line 1: 10.05 × 2.5% = 0.25125 → 0.25 each half; line 2: 99.98 × 9% = 8.9982 → 9.00 each half.
    expect(inv.tax).toMatchObject({ subtotalPaise: 11003, cgstPaise: 925, sgstPaise: 925, igstPaise: 0, gstAmountPaise: 1850 });
    expect(inv.tax.cgstPaise).toBe(inv.tax.sgstPaise);
    // 128.53 → 129.00, round off +0.47
    expect(inv.tax.roundOffPaise).toBe(47);
    expect(inv.tax.totalPaise).toBe(12900);
    expect(inv.lines[1]).toMatchObject({ amountPaise: 9998, rate: 49.99, tax: { taxablePaise: 9998, cgstPaise: 900, sgstPaise: 900, totalPaise: 11798 } });
  });

  it('a discount comes off the taxable value and cannot exceed the line amount', () => {
    const inv = calculateInvoice([line({ quantity: 2, rate: 100, discount: 10.5 })], tamilNadu, tamilCustomer, null);
    expect(inv.lines[0]).toMatchObject({ amountPaise: 20000, discountPaise: 1050, tax: { taxablePaise: 18950 } });
    expect(() => calculateInvoice([line({ discount: 100.01 })], tamilNadu, tamilCustomer, null)).toThrow(DomainError);
  });

  it('refuses a line whose quantity × rate passes the line bound, so no sum leaves exact paise', () => {
    const lines = [line({ quantity: 100_000, rate: 1_000_000_000 }), line({ quantity: 100, rate: 1_000_000_000 })];
    expect(() => calculateInvoice(lines, tamilNadu, tamilCustomer, null)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', details: { fields: { 'items.0.rate': 'Quantity × rate is too large (at most ₹10,000 crore a line)' } } }),
    );
    // 200 lines at the bound still add up exactly.
    const atBound = Array.from({ length: 200 }, () => line({ quantity: 100, rate: 1_000_000_000, gstRate: 0 }));
    expect(calculateInvoice(atBound, tamilNadu, tamilCustomer, null).tax.subtotalPaise).toBe(200 * 100_000_000_000 * 100);
  });

  it('no round-off when the business turned it off', () => {
    const inv = calculateInvoice([line({ rate: 10.05, gstRate: 5 })], { ...tamilNadu, roundOff: false }, tamilCustomer, null);
    expect(inv.tax.roundOffPaise).toBe(0);
    expect(inv.tax.totalPaise).toBe(1005 + 50);
  });

  it('a composition business issues a bill of supply: no tax on any line', () => {
    const inv = calculateInvoice([line({ rate: 1000 })], { ...tamilNadu, composition: true }, karnatakaCustomer, null);
    expect(inv.documentType).toBe('bill_of_supply');
    expect(inv.tax).toMatchObject({ gstAmountPaise: 0, igstPaise: 0, totalPaise: 100000 });
    expect(inv.lines[0].gstRate).toBe(0);
  });

  it('a business not registered under GST charges none: a non-GST invoice', () => {
    const inv = calculateInvoice([line({ rate: 1000 })], { ...tamilNadu, gstin: null, stateCode: '33', registered: false }, tamilCustomer, null);
    expect(inv.documentType).toBe('non_gst_invoice');
    expect(inv.tax).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0, gstAmountPaise: 0, totalPaise: 100000 });
    expect(inv.lines[0].gstRate).toBe(0);
  });

  it('every line to a customer with a GSTIN needs its HSN/SAC; B2C lines and unregistered suppliers may leave it out', () => {
    const lines = [line(), line({ hsn: null }), line({ hsn: '  ' })];
    expect(() => calculateInvoice(lines, tamilNadu, karnatakaCustomer, null)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        details: {
          fields: {
            'items.1.hsn': 'HSN/SAC code is required on an invoice to a customer with a GSTIN',
            'items.2.hsn': 'HSN/SAC code is required on an invoice to a customer with a GSTIN',
          },
        },
      }),
    );
    expect(calculateInvoice(lines, tamilNadu, tamilCustomer, null).lines).toHaveLength(3);
    expect(calculateInvoice(lines, { ...tamilNadu, gstin: null, stateCode: '33', registered: false }, karnatakaCustomer, null).lines).toHaveLength(3);
  });

  it('the typed place of supply wins over the customer', () => {
    expect(calculateInvoice([line()], tamilNadu, karnatakaCustomer, '33').supplyType).toBe('INTRA');
  });

  it('an SEZ unit in the same state is inter-state: IGST at the full rate', () => {
    const inv = calculateInvoice([line({ rate: 1000 })], tamilNadu, tamilSezUnit, null);
    expect(inv.placeOfSupply).toBe('33');
    expect(inv.supplyType).toBe('INTER');
    expect(inv.tax).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 18000, totalPaise: 118000 });
  });

  it('exports (POS 96) are inter-state', () => {
    expect(calculateInvoice([line()], tamilNadu, tamilCustomer, '96').supplyType).toBe('INTER');
  });

  it('place of supply defaults: GSTIN state, then address state, then supplier state', () => {
    expect(placeOfSupplyFor(null, { gstin: '29AAFCC9980M1ZR', stateCode: '33' }, '33')).toBe('29');
    expect(placeOfSupplyFor(null, { gstin: null, stateCode: '27' }, '33')).toBe('27');
    expect(placeOfSupplyFor(null, { gstin: null, stateCode: null }, '33')).toBe('33');
    expect(placeOfSupplyFor(null, { gstin: '29AAFCC9980M1ZA', stateCode: null }, '33')).toBe('33'); // bad check char
  });

  it('supplier state from the GSTIN, else the configured state; neither → BUSINESS_STATE_MISSING', () => {
    expect(supplierStateOf({ ...tamilNadu, stateCode: '29' })).toBe('33');
    expect(supplierStateOf({ ...tamilNadu, gstin: null, stateCode: '07' })).toBe('07');
    expect(() => supplierStateOf({ ...tamilNadu, gstin: null, stateCode: null })).toThrow(expect.objectContaining({ code: 'BUSINESS_STATE_MISSING' }));
  });

  it('labels UTGST in a UT without legislature', () => {
    expect(taxLabels('INTRA', '04').applicable).toEqual(['CGST', 'UTGST']);
    expect(taxLabels('INTRA', '33').applicable).toEqual(['CGST', 'SGST']);
    expect(taxLabels('INTER', '04').applicable).toEqual(['IGST']);
  });
});
