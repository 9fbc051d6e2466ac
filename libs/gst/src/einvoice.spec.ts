import { schemaErrors } from '../../../test-support/gst-schemas';
import { computed, KA_BUYER, SUPPLIER_GSTIN, TN_BUYER, type DocSpec } from '../../../test-support/gst-documents';
import { buildEInvoice, eInvoiceSumProblems, type EInvoiceDocument, type EInvoiceJson } from './einvoice';

const seller = { gstin: SUPPLIER_GSTIN, legalName: 'Menon Textiles', address: '12 Anna Salai\nTeynampet', city: 'Chennai', pincode: '600018', stateCode: '33', phone: '9876543210', email: 'accounts@menon.example' };
const buyer = { legalName: 'Acme Traders Pvt Ltd', address: '4 MG Road', city: 'Bengaluru', pincode: '560001', stateCode: '29' };

function document(spec: Omit<DocSpec, 'date'> & { date?: string }, extra: Partial<EInvoiceDocument> = {}): EInvoiceDocument {
  const full = { date: '2025-05-10', ...spec };
  const { lines, totalPaise, roundOffPaise } = computed(full);
  return {
    type: 'INV',
    documentType: 'tax_invoice',
    number: full.number,
    date: full.date,
    buyerGstin: full.buyerGstin ?? null,
    placeOfSupply: full.placeOfSupply,
    supplierState: '33',
    supplyKind: full.supplyKind ?? 'regular',
    seller,
    buyer,
    lines: lines.map((line, i) => ({ ...line, unitPrice: Number(full.lines[i].rate), discountPaise: Math.round((full.lines[i].discount ?? 0) * 100), cessRate: 0 })),
    roundOffPaise,
    totalPaise,
    ...extra,
  };
}

function built(doc: EInvoiceDocument): EInvoiceJson {
  const result = buildEInvoice(doc);
  if (!result.ok) throw new Error(result.problems.join('; '));
  expect(schemaErrors('einvoice-1.1', result.json)).toEqual([]);
  expect(eInvoiceSumProblems(result.json)).toEqual([]);
  return result.json;
}

describe('e-invoice JSON (IRP 1.1)', () => {
  it('a B2B invoice between states: every section, item and header sums that hold to the paisa', () => {
    const json = built(
      document({
        number: 'INV/25-26/0042',
        buyerGstin: KA_BUYER,
        placeOfSupply: '29',
        lines: [
          { quantity: '2.5', rate: '14.285', gstRate: 18, hsn: '84713010', unit: 'kg', discount: 1.5, description: 'Keyboard' },
          { quantity: 3, rate: 999.99, gstRate: 5, hsn: '998314', description: 'Support' },
        ],
      }),
    );
    expect(json).toEqual({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', No: 'INV/25-26/0042', Dt: '10/05/2025' },
      SellerDtls: { Gstin: SUPPLIER_GSTIN, LglNm: 'Menon Textiles', Addr1: '12 Anna Salai', Addr2: 'Teynampet', Loc: 'Chennai', Pin: 600018, Stcd: '33', Ph: '9876543210', Em: 'accounts@menon.example' },
      BuyerDtls: { Gstin: KA_BUYER, LglNm: 'Acme Traders Pvt Ltd', Addr1: '4 MG Road', Loc: 'Bengaluru', Pin: 560001, Stcd: '29', Pos: '29' },
      ItemList: [
        // 2.5 × 14.285 = 35.7125 → 35.71; less 1.50 → 34.21; IGST 18% 6.1578 → 6.16.
        { SlNo: '1', PrdDesc: 'Keyboard', IsServc: 'N', HsnCd: '84713010', Qty: 2.5, Unit: 'KGS', UnitPrice: 14.285, TotAmt: 35.71, Discount: 1.5, AssAmt: 34.21, GstRt: 18, IgstAmt: 6.16, CgstAmt: 0, SgstAmt: 0, CesRt: 0, CesAmt: 0, CesNonAdvlAmt: 0, StateCesRt: 0, StateCesAmt: 0, StateCesNonAdvlAmt: 0, OthChrg: 0, TotItemVal: 40.37 },
        { SlNo: '2', PrdDesc: 'Support', IsServc: 'Y', HsnCd: '998314', Qty: 3, UnitPrice: 999.99, TotAmt: 2999.97, Discount: 0, AssAmt: 2999.97, GstRt: 5, IgstAmt: 150, CgstAmt: 0, SgstAmt: 0, CesRt: 0, CesAmt: 0, CesNonAdvlAmt: 0, StateCesRt: 0, StateCesAmt: 0, StateCesNonAdvlAmt: 0, OthChrg: 0, TotItemVal: 3149.97 },
      ],
      // 40.37 + 3149.97 = 3190.34 → 3190, round-off −0.34.
      ValDtls: { AssVal: 3034.18, CgstVal: 0, SgstVal: 0, IgstVal: 156.16, CesVal: 0, StCesVal: 0, Discount: 0, OthChrg: 0, RndOffAmt: -0.34, TotInvVal: 3190 },
    });
  });

  it('within the state: CGST and SGST; a credit note refers to its invoice', () => {
    const json = built(document({ number: 'CN/25-26/0001', buyerGstin: TN_BUYER, placeOfSupply: '33', lines: [{ quantity: 1, rate: 1000, gstRate: 18, hsn: '847130' }] }, { type: 'CRN', buyer: { ...buyer, stateCode: '33' }, precedingInvoice: { number: 'INV/25-26/0001', date: '2025-04-30' } }));
    expect(json.ItemList[0]).toMatchObject({ CgstAmt: 90, SgstAmt: 90, IgstAmt: 0, TotItemVal: 1180 });
    expect(json.DocDtls.Typ).toBe('CRN');
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'INV/25-26/0001', InvDt: '30/04/2025' }] });
  });

  it.each([
    ['SEZ with payment', 'SEZWP', 'sez_with_payment'],
    ['SEZ without payment', 'SEZWOP', 'sez_without_payment'],
    ['deemed export', 'DEXP', 'deemed_export'],
  ] as const)('%s → %s', (_, supTyp, supplyKind) => {
    expect(built(document({ number: 'S1', buyerGstin: KA_BUYER, placeOfSupply: '29', supplyKind, lines: [{ quantity: 1, rate: 100, gstRate: 18, hsn: '847130' }] })).TranDtls.SupTyp).toBe(supTyp);
  });

  it('an export: buyer URP, place and state 96, PIN 999999', () => {
    const json = built(document({ number: 'E1', placeOfSupply: '96', supplyKind: 'export_without_payment', lines: [{ quantity: 1, rate: 100, gstRate: 18, hsn: '847130' }] }, { buyer: { legalName: 'Globex GmbH', address: 'Hauptstrasse 1', city: 'Berlin', pincode: null, stateCode: null } }));
    expect(json.TranDtls.SupTyp).toBe('EXPWOP');
    expect(json.BuyerDtls).toEqual({ Gstin: 'URP', LglNm: 'Globex GmbH', Addr1: 'Hauptstrasse 1', Loc: 'Berlin', Pin: 999999, Stcd: '96', Pos: '96' });
  });

  it.each<[string, Partial<DocSpec>, Partial<EInvoiceDocument>, string[]]>([
    ['a B2C invoice', { buyerGstin: null, placeOfSupply: '33' }, {}, ['E-invoices are for supplies to registered buyers (B2B), SEZ units, exports and deemed exports: this buyer has no GSTIN (B2C)']],
    ['a bill of supply', {}, { documentType: 'bill_of_supply' }, ['Only tax invoices are e-invoiced: a bill of supply or a non-GST invoice is not']],
    ['a 4-digit HSN and a missing one', { lines: [{ quantity: 1, rate: 1, gstRate: 18, hsn: '8471', description: 'Mouse' }, { quantity: 1, rate: 1, gstRate: 18, hsn: null, description: 'Cable' }] }, {}, ["Line 1 (Mouse): HSN/SAC '8471'; e-invoices need 6 or 8 digits", 'Line 2 (Cable): HSN/SAC is missing; e-invoices need 6 or 8 digits']],
    ['a number the IRP refuses', { number: 'inv/25-26/1' }, {}, ["Number inv/25-26/1 does not fit the IRP's pattern: up to 16 capital letters, digits, '/' or '-', not starting with 0, '/' or '-'"]],
    ['a seller without PIN and a buyer without city', {}, { seller: { ...seller, pincode: null }, buyer: { ...buyer, city: 'BL' } }, ['Your PIN code is missing or not 6 digits: add it in Configuration', "The buyer's city (at least 3 characters) is missing: add it on the customer"]],
  ])('refused with the reason: %s', (_, spec, extra, problems) => {
    const doc = document({ number: 'INV/1', buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [{ quantity: 1, rate: 1, gstRate: 18, hsn: '847130' }], ...spec } as DocSpec, extra);
    expect(buildEInvoice(doc)).toEqual({ ok: false, problems });
  });

  it('refuses more than 1000 items', () => {
    const lines = Array.from({ length: 1001 }, () => ({ quantity: 1, rate: 1, gstRate: 18, hsn: '847130' }));
    const result = buildEInvoice(document({ number: 'INV/1', buyerGstin: KA_BUYER, placeOfSupply: '29', lines }));
    expect(result).toEqual({ ok: false, problems: ['The IRP takes at most 1000 lines: this document has 1001'] });
  });

  it('the sum checks find a header or item that does not add up', () => {
    const json = built(document({ number: 'INV/1', buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [{ quantity: 1, rate: 100, gstRate: 18, hsn: '847130' }] }));
    const broken: EInvoiceJson = { ...json, ItemList: [{ ...json.ItemList[0], AssAmt: 99.99 }], ValDtls: { ...json.ValDtls, RndOffAmt: 100 } };
    expect(eInvoiceSumProblems(broken)).toEqual([
      'Item 1: AssAmt is not TotAmt − Discount',
      'Item 1: TotItemVal is not the sum of its parts',
      'AssVal is not the sum of the items',
      'TotInvVal is not the sum of the header amounts and the round-off',
      'RndOffAmt is beyond ±99.99',
    ]);
  });
});
