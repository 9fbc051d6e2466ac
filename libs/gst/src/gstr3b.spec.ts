import { schemaErrors } from '../../../test-support/gst-schemas';
import { creditNoteOf, invoiceOf, KA_BUYER, SEZ_BUYER, SUPPLIER_GSTIN, TN_BUYER } from '../../../test-support/gst-documents';
import { buildGstr3b, type Gstr3bInput } from './gstr3b';

const zeroTax = { iamt: 0, camt: 0, samt: 0, csamt: 0 };

function build(input: Partial<Gstr3bInput>) {
  const ret = buildGstr3b({ gstin: SUPPLIER_GSTIN, fp: '052025', invoices: [], ...input });
  expect(schemaErrors('gstr3b', ret)).toEqual([]);
  return ret;
}

describe('GSTR-3B', () => {
  const day = '2025-05-10';
  const b2bIntra = invoiceOf({ number: 'I1', date: day, buyerGstin: TN_BUYER, placeOfSupply: '33', lines: [{ quantity: 2, rate: 1000, gstRate: 18 }, { quantity: 1, rate: 300, gstRate: 0 }] });
  const b2bInter = invoiceOf({ number: 'I2', date: day, buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [{ quantity: 1, rate: 5000, gstRate: 5 }] });
  const b2cInterKa = invoiceOf({ number: 'I3', date: day, placeOfSupply: '29', lines: [{ quantity: 1, rate: 200, gstRate: 18 }] });
  const b2clMh = invoiceOf({ number: 'I4', date: day, placeOfSupply: '27', lines: [{ quantity: 1, rate: 100_000, gstRate: 18 }] });
  const b2cIntra = invoiceOf({ number: 'I5', date: day, placeOfSupply: '33', lines: [{ quantity: 1, rate: 100, gstRate: 18 }, { quantity: 1, rate: 40, gstRate: 0, taxability: 'non_gst' }, { quantity: 1, rate: 60, gstRate: 0, taxability: 'exempt' }] });
  const exported = invoiceOf({ number: 'I6', date: day, placeOfSupply: '96', supplyKind: 'export_with_payment', lines: [{ quantity: 1, rate: 1000, gstRate: 18 }] });
  const sez = invoiceOf({ number: 'I7', date: day, buyerGstin: SEZ_BUYER, placeOfSupply: '29', supplyKind: 'sez_without_payment', lines: [{ quantity: 1, rate: 700, gstRate: 18 }] });
  const noteKa = creditNoteOf(b2cInterKa, { number: 'C1', date: day, lines: [{ quantity: 1, rate: 50, gstRate: 18 }] });
  const noteTn = creditNoteOf(b2bIntra, { number: 'C2', date: day, lines: [{ quantity: 1, rate: 1000, gstRate: 18 }] });

  it('3.1 (a)-(e) and 3.2 from the invoices, net of credit notes; 4 zeros when no input tax is recorded', () => {
    expect(build({ invoices: [b2bIntra, b2bInter, b2cInterKa, b2clMh, b2cIntra, exported, sez], creditNotes: [noteKa, noteTn] })).toEqual({
      gstin: SUPPLIER_GSTIN,
      ret_period: '052025',
      sup_details: {
        // 2000 + 5000 + 200 + 100000 + 100 − 50 − 1000
        osup_det: { txval: 106_250, iamt: 250 + 36 + 18_000 - 9, camt: 180 + 9 - 90, samt: 180 + 9 - 90, csamt: 0 },
        osup_zero: { txval: 1700, iamt: 180, csamt: 0 },
        osup_nil_exmp: { txval: 360 },
        isup_rev: { txval: 0, ...zeroTax },
        osup_nongst: { txval: 40 },
      },
      inter_sup: {
        unreg_details: [
          { pos: '27', txval: 100_000, iamt: 18_000 },
          { pos: '29', txval: 150, iamt: 27 },
        ],
        comp_details: [],
        uin_details: [],
      },
      itc_elg: {
        itc_avl: [
          { ty: 'IMPG', ...zeroTax },
          { ty: 'IMPS', ...zeroTax },
          { ty: 'ISRC', ...zeroTax },
          { ty: 'ISD', ...zeroTax },
          { ty: 'OTH', ...zeroTax },
        ],
        itc_rev: [
          { ty: 'RUL', ...zeroTax },
          { ty: 'OTH', ...zeroTax },
        ],
        itc_net: zeroTax,
        itc_inelg: [
          { ty: 'RUL', ...zeroTax },
          { ty: 'OTH', ...zeroTax },
        ],
      },
    });
  });

  it('4 from recorded input tax: eligible in 4A(5), reverse charge in 3.1(d) and 4A(3), ineligible in 4D(2), net in 4C', () => {
    const ret = build({
      inputTax: {
        eligible: { igstPaise: 10_000, cgstPaise: 2_550, sgstPaise: 2_550, cessPaise: 0 },
        ineligible: { igstPaise: 0, cgstPaise: 900, sgstPaise: 900, cessPaise: 0 },
        reverseCharge: { taxablePaise: 50_000, igstPaise: 0, cgstPaise: 4_500, sgstPaise: 4_500, cessPaise: 0 },
      },
    });
    expect(ret.sup_details.isup_rev).toEqual({ txval: 500, iamt: 0, camt: 45, samt: 45, csamt: 0 });
    expect(ret.itc_elg.itc_avl[2]).toEqual({ ty: 'ISRC', iamt: 0, camt: 45, samt: 45, csamt: 0 });
    expect(ret.itc_elg.itc_avl[4]).toEqual({ ty: 'OTH', iamt: 100, camt: 25.5, samt: 25.5, csamt: 0 });
    expect(ret.itc_elg.itc_net).toEqual({ iamt: 100, camt: 70.5, samt: 70.5, csamt: 0 });
    expect(ret.itc_elg.itc_inelg[1]).toEqual({ ty: 'OTH', iamt: 0, camt: 9, samt: 9, csamt: 0 });
  });
});
