import { schemaErrors } from '../../../test-support/gst-schemas';

/** The schema refuses what broke other tools' uploads (docs/gst.md "GSTR-1"), so a test that validates a file means something. */
describe('the GSTR-1 schema (libs/gst/schemas/gstr1.schema.json)', () => {
  const header = { gstin: '33AAAPZ1234C2Z6', fp: '052025', version: 'GST3.2.1', hash: 'hash' };
  const hsnRow = { num: 1, hsn_sc: '1006', desc: 'Rice', uqc: 'KGS', qty: 3.24, rt: 5, txval: 129.4, iamt: 6.47, camt: 0, samt: 0, csamt: 0 };
  const nilRow = (sply_ty: string) => ({ sply_ty, expt_amt: 0, nil_amt: 1, ngsup_amt: 0 });

  it('accepts the header alone and a well-formed HSN summary', () => {
    expect(schemaErrors('gstr1', header)).toEqual([]);
    expect(schemaErrors('gstr1', { ...header, hsn: { hsn_b2b: [hsnRow] } })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an empty section', { b2b: [] }],
    ['an HSN summary not split from 052025', { hsn: { data: [hsnRow] } }],
    ['an empty hsn_b2c', { hsn: { hsn_b2b: [hsnRow], hsn_b2c: [] } }],
    ['an unrounded quantity', { hsn: { hsn_b2b: [{ ...hsnRow, qty: 3.235 }] } }],
    ['a total row without an HSN', { hsn: { hsn_b2b: [{ ...hsnRow, hsn_sc: 'TOTAL' }] } }],
    ['a description over 30 characters', { hsn: { hsn_b2b: [{ ...hsnRow, desc: 'x'.repeat(31) }] } }],
    ['a SAC with a quantity', { hsn: { hsn_b2b: [{ ...hsnRow, hsn_sc: '998314', uqc: 'NA', qty: 1 }] } }],
    ['an amount with 3 decimals', { b2cs: [{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 10.005, iamt: 1.8, csamt: 0 }] }],
    ['CGST on an inter-state B2CS row', { b2cs: [{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 10, camt: 0.9, samt: 0.9, csamt: 0 }] }],
    ['a nil row with a key missing', { nil: { inv: [nilRow('INTRB2B'), nilRow('INTRAB2B'), nilRow('INTRB2C'), { sply_ty: 'INTRAB2C', nil_amt: 1, ngsup_amt: 0 }] } }],
    ['a nil table with a supply type missing', { nil: { inv: [nilRow('INTRB2B'), nilRow('INTRAB2B'), nilRow('INTRB2C'), nilRow('INTRB2C')] } }],
    ['a date in ISO form', { b2cl: [{ pos: '29', inv: [{ inum: 'A1', idt: '2025-05-10', val: 1, itms: [{ num: 1801, itm_det: { txval: 1, rt: 18, iamt: 0.18, csamt: 0 } }] }] }] }],
    ['a one-digit place of supply', { b2cl: [{ pos: '7', inv: [{ inum: 'A1', idt: '10-05-2025', val: 1, itms: [{ num: 1801, itm_det: { txval: 1, rt: 18, iamt: 0.18, csamt: 0 } }] }] }] }],
    ['a rate that is not a GST rate', { b2cs: [{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 7, txval: 10, iamt: 0.7, csamt: 0 }] }],
    ['IGST on an export without payment', { exp: [{ exp_typ: 'WOPAY', inv: [{ inum: 'E1', idt: '10-05-2025', val: 1, itms: [{ txval: 1, rt: 18, iamt: 0.18, csamt: 0 }] }] }] }],
    ['a place of supply on an export note', { cdnur: [{ nt_num: 'C1', nt_dt: '10-05-2025', ntty: 'C', val: 1, typ: 'EXPWP', pos: '96', itms: [{ num: 1801, itm_det: { txval: 1, rt: 18, iamt: 0.18, csamt: 0 } }] }] }],
    ['a recipient name', { b2b: [{ ctin: '29AAFCC9980M1ZR', trdnm: 'Acme', inv: [] }] }],
  ])('refuses %s', (_, section) => {
    expect(schemaErrors('gstr1', { ...header, ...section })).not.toEqual([]);
  });

  it('takes the single HSN list before 052025', () => {
    expect(schemaErrors('gstr1', { ...header, fp: '042025', hsn: { data: [hsnRow] } })).toEqual([]);
    expect(schemaErrors('gstr1', { ...header, fp: '032026', hsn: { data: [hsnRow] } })).not.toEqual([]);
  });
});
