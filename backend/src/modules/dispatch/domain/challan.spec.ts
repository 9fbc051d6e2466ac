import { computeChallan, ewayBillRequired, type ChallanLineInput, type ChallanTerms } from './challan';

const TODAY = '2026-11-26';
const line = (fields: Partial<ChallanLineInput> = {}): ChallanLineInput => ({ productId: null, productName: 'Bolt', hsn: '7318', quantity: 10, unit: 'nos', rate: 100, gstRate: 18, ...fields });
const terms = (fields: Partial<ChallanTerms> = {}): ChallanTerms => ({ purpose: 'supply', challanDate: TODAY, deliveryDate: null, placeOfSupply: null, lines: [line()], ...fields });
const TN = { stateCode: '33', registered: true, composition: false };
const buyer = (fields: Partial<{ gstin: string | null; stateCode: string | null; sez: boolean }> = {}) => ({ gstin: null, stateCode: '33', sez: false, ...fields });
const errorsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { details?: { fields?: Record<string, string> } }).details?.fields ?? (error as { code: string }).code;
  }
  throw new Error('expected a refusal');
};

describe('computeChallan (CGST Rule 55, docs/gst.md)', () => {
  it.each([
    // purpose, consigner, consignee, expected [subtotal, cgst, sgst, igst, total, taxApplicable, supplyType]
    ['supply', TN, buyer(), [100_000, 9_000, 9_000, 0, 118_000, true, 'INTRA']],
    ['supply', TN, buyer({ gstin: '29AAFCC9980M1ZR', stateCode: '29' }), [100_000, 0, 0, 18_000, 118_000, true, 'INTER']],
    ['supply', TN, buyer({ gstin: '33ABCDE1234F1Z7', sez: true }), [100_000, 0, 0, 18_000, 118_000, true, 'INTER']],
    ['job_work', TN, buyer(), [100_000, 0, 0, 0, 100_000, false, 'INTRA']],
    ['supply_on_approval', TN, buyer({ stateCode: '29' }), [100_000, 0, 0, 0, 100_000, false, 'INTER']],
    ['other', TN, buyer(), [100_000, 0, 0, 0, 100_000, false, 'INTRA']],
    ['supply', { ...TN, composition: true }, buyer(), [100_000, 0, 0, 0, 100_000, false, 'INTRA']],
    ['supply', { ...TN, registered: false }, buyer(), [100_000, 0, 0, 0, 100_000, false, 'INTRA']],
  ] as const)('%s by %j to %j', (purpose, consigner, consignee, [subtotal, cgst, sgst, igst, total, taxApplicable, supplyType]) => {
    const c = computeChallan(terms({ purpose }), consigner, consignee, TODAY);
    expect([c.subtotalPaise, c.cgstPaise, c.sgstPaise, c.igstPaise, c.totalPaise, c.taxApplicable, c.supplyType]).toEqual([subtotal, cgst, sgst, igst, total, taxApplicable, supplyType]);
    // The lines keep their rate for the invoice the challan may become.
    expect(c.lines[0].gstRate).toBe(18);
  });

  it('takes the place of supply from the request, else the GSTIN, else the address state, else the business', () => {
    expect(computeChallan(terms({ placeOfSupply: '07' }), TN, buyer(), TODAY).placeOfSupply).toBe('07');
    expect(computeChallan(terms(), TN, buyer({ gstin: '29AAFCC9980M1ZR', stateCode: '33' }), TODAY).placeOfSupply).toBe('29');
    expect(computeChallan(terms(), TN, buyer({ stateCode: '32' }), TODAY).placeOfSupply).toBe('32');
    expect(computeChallan(terms(), TN, buyer({ stateCode: null }), TODAY).placeOfSupply).toBe('33');
  });

  it('rounds each half of the tax per line to the paisa, as invoices do', () => {
    const c = computeChallan(terms({ lines: [line({ quantity: 3, rate: 250.5 }), line({ quantity: 100, rate: 2, gstRate: 5 })] }), TN, buyer(), TODAY);
    expect([c.subtotalPaise, c.cgstPaise, c.sgstPaise, c.totalPaise]).toEqual([95_150, 7_264, 7_264, 109_678]);
  });

  it('refuses a business without a state', () => {
    expect(errorsOf(() => computeChallan(terms(), { ...TN, stateCode: null }, buyer(), TODAY))).toBe('BUSINESS_STATE_MISSING');
  });

  it('names every field a rule between fields blames', () => {
    expect(
      errorsOf(() =>
        computeChallan(
          terms({ challanDate: '2026-10-01', deliveryDate: '2026-09-01', lines: [line({ gstRate: 28, hsn: null }), line({ productId: 'p', quantity: 2.5 }), line({ quantity: 1_000_000, rate: 1_000_000 })] }),
          TN,
          buyer({ gstin: '33AAAPZ1234C2Z6' }),
          TODAY,
        ),
      ),
    ).toEqual({
      deliveryDate: 'Delivery date cannot be before the challan date',
      'items.0.gstRate': '28% is not a GST rate on 01/10/2026: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%',
      'items.0.hsn': 'HSN/SAC code is required on a challan to a customer with a GSTIN',
      'items.1.quantity': 'Products in stock are counted in whole units: use a whole quantity, or type the item without picking the product',
      'items.2.rate': 'Quantity × rate is too large (at most ₹10,000 crore a line)',
    });
    expect(errorsOf(() => computeChallan(terms({ challanDate: '2028-01-01' }), TN, buyer(), TODAY))).toEqual({ challanDate: 'Challan date cannot be more than one year after today' });
    // 28% was legal before GST 2.0.
    expect(computeChallan(terms({ challanDate: '2025-09-21', lines: [line({ gstRate: 28 })] }), TN, buyer(), TODAY).cgstPaise).toBe(14_000);
  });

  it('needs an e-way bill above ₹50,000, not at it', () => {
    expect(ewayBillRequired(5_000_000)).toBe(false);
    expect(ewayBillRequired(5_000_001)).toBe(true);
  });
});
