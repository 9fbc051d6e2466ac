import { schemaErrors } from '../../../test-support/gst-schemas';
import { CHANDIGARH_BUYER, CHANDIGARH_GSTIN, creditNoteOf, invoiceOf, KA_BUYER, MH_BUYER, SEZ_BUYER, SUPPLIER_GSTIN, TN_BUYER, type DocSpec } from '../../../test-support/gst-documents';
import { buildGstr1, creditNoteSection, invoiceSection, type Gstr1Input } from './gstr1';
import type { Gstr1Return } from './gstr1-types';

/** Every file these tests build is checked against the offline tool's schema (libs/gst/schemas/gstr1.schema.json). */
function build(input: Partial<Gstr1Input>): Gstr1Return {
  const ret = buildGstr1({ gstin: SUPPLIER_GSTIN, fp: '052025', invoices: [], ...input });
  expect(schemaErrors('gstr1', ret)).toEqual([]);
  return ret;
}

const may = (number: string, rest: Omit<DocSpec, 'number' | 'date'> & { date?: string }) => invoiceOf({ number, date: '2025-05-10', ...rest });
const item18 = (rate: number, quantity = 1) => ({ quantity, rate, gstRate: 18 });

describe('GSTR-1 routing: which section an invoice goes to', () => {
  it.each<[string, string, DocSpec]>([
    ['registered buyer in the state', 'b2b', { number: 'A1', date: '2025-05-10', buyerGstin: TN_BUYER, placeOfSupply: '33', lines: [item18(100)] }],
    ['registered buyer in another state', 'b2b', { number: 'A1', date: '2025-05-10', buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [item18(100)] }],
    ['SEZ unit', 'b2b', { number: 'A1', date: '2025-05-10', buyerGstin: SEZ_BUYER, placeOfSupply: '29', supplyKind: 'sez_with_payment', lines: [item18(100)] }],
    ['export', 'exp', { number: 'A1', date: '2025-05-10', placeOfSupply: '96', supplyKind: 'export_with_payment', lines: [item18(100)] }],
    ['unregistered, inter-state, ₹1,00,001 (above ₹1,00,000)', 'b2cl', { number: 'A1', date: '2025-05-10', placeOfSupply: '29', lines: [item18(84_747)] }],
    ['unregistered, inter-state, exactly ₹1,00,000 (at the limit)', 'b2cs', { number: 'A1', date: '2025-05-10', placeOfSupply: '29', lines: [item18(84_745.76)] }],
    ['unregistered, inter-state, ₹2,00,000 on 31 Jul 2024 (limit ₹2,50,000)', 'b2cs', { number: 'A1', date: '2024-07-31', placeOfSupply: '29', lines: [item18(169_491.53)] }],
    ['unregistered, inter-state, ₹2,50,001 on 31 Jul 2024', 'b2cl', { number: 'A1', date: '2024-07-31', placeOfSupply: '29', lines: [item18(211_865)] }],
    ['unregistered, inter-state, ₹2,00,000 on 1 Aug 2024', 'b2cl', { number: 'A1', date: '2024-08-01', placeOfSupply: '29', lines: [item18(169_491.53)] }],
    ['unregistered, in the state, ₹5,00,000', 'b2cs', { number: 'A1', date: '2025-05-10', placeOfSupply: '33', lines: [item18(423_728.81)] }],
  ])('%s → %s', (_, section, spec) => {
    const invoice = invoiceOf(spec);
    expect(invoiceSection(invoice)).toBe(section);
    const ret = build({ fp: `${spec.date.slice(5, 7)}${spec.date.slice(0, 4)}`, invoices: [invoice] });
    expect(Object.keys(ret).filter((k) => ['b2b', 'b2cl', 'b2cs', 'exp'].includes(k))).toEqual([section]);
  });

  it('the limits are compared with the invoice value (rounded total), not the taxable value', () => {
    const atLimit = may('A1', { placeOfSupply: '29', lines: [item18(84_745.76)] });
    expect(atLimit.totalPaise).toBe(10_000_000);
    expect(may('A2', { placeOfSupply: '29', lines: [item18(84_747)] }).totalPaise).toBe(10_000_100);
  });
});

describe('GSTR-1 sections', () => {
  it('b2b: one item per rate (num = rate × 100 + 1), CGST and SGST within the state, IGST between states, grouped by GSTIN', () => {
    const intra = may('INV/25-26/0001', { buyerGstin: TN_BUYER, placeOfSupply: '33', lines: [item18(1000, 2), { quantity: 1, rate: 500, gstRate: 5 }, item18(10)] });
    const inter = may('INV/25-26/0002', { buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [item18(10_000), { quantity: 4, rate: 25, gstRate: 0.25 }] });
    const again = invoiceOf({ number: 'INV/25-26/0003', date: '2025-05-20', buyerGstin: ` ${KA_BUYER.toLowerCase()}`, placeOfSupply: '29', lines: [{ quantity: 1, rate: 100, gstRate: 40 }] });
    expect(build({ invoices: [again, inter, intra] }).b2b).toEqual([
      {
        ctin: KA_BUYER,
        inv: [
          {
            inum: 'INV/25-26/0002',
            idt: '10-05-2025',
            val: 11_900,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 26, itm_det: { txval: 100, rt: 0.25, iamt: 0.25, csamt: 0 } },
              { num: 1801, itm_det: { txval: 10_000, rt: 18, iamt: 1800, csamt: 0 } },
            ],
          },
          { inum: 'INV/25-26/0003', idt: '20-05-2025', val: 140, pos: '29', rchrg: 'N', inv_typ: 'R', itms: [{ num: 4001, itm_det: { txval: 100, rt: 40, iamt: 40, csamt: 0 } }] },
        ],
      },
      {
        ctin: TN_BUYER,
        inv: [
          {
            inum: 'INV/25-26/0001',
            idt: '10-05-2025',
            val: 2897,
            pos: '33',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 501, itm_det: { txval: 500, rt: 5, camt: 12.5, samt: 12.5, csamt: 0 } },
              { num: 1801, itm_det: { txval: 2010, rt: 18, camt: 180.9, samt: 180.9, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
  });

  it('b2b: UTGST in a union territory without legislature is reported in the SGST field', () => {
    const invoice = invoiceOf({ number: 'CH/1', date: '2025-05-02', buyerGstin: CHANDIGARH_BUYER, placeOfSupply: '04', supplierState: '04', lines: [item18(1000)] });
    const ret = build({ gstin: CHANDIGARH_GSTIN, invoices: [invoice] });
    expect(ret.b2b?.[0].inv[0].itms).toEqual([{ num: 1801, itm_det: { txval: 1000, rt: 18, camt: 90, samt: 90, csamt: 0 } }]);
    expect(ret.b2b?.[0].inv[0].pos).toBe('04');
  });

  it('b2b: SEZ supplies with payment (SEWP, IGST) and without (SEWOP, zero tax at the rate), a 0% line kept as num 1', () => {
    const withPayment = may('S1', { buyerGstin: SEZ_BUYER, placeOfSupply: '29', supplyKind: 'sez_with_payment', lines: [item18(1000), { quantity: 1, rate: 50, gstRate: 0 }] });
    const withoutPayment = may('S2', { buyerGstin: SEZ_BUYER, placeOfSupply: '33', supplyKind: 'sez_without_payment', lines: [item18(2000)] });
    expect(build({ invoices: [withPayment, withoutPayment] }).b2b?.[0].inv).toEqual([
      {
        inum: 'S1',
        idt: '10-05-2025',
        val: 1230,
        pos: '29',
        rchrg: 'N',
        inv_typ: 'SEWP',
        itms: [
          { num: 1, itm_det: { txval: 50, rt: 0, iamt: 0, csamt: 0 } },
          { num: 1801, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } },
        ],
      },
      { inum: 'S2', idt: '10-05-2025', val: 2000, pos: '33', rchrg: 'N', inv_typ: 'SEWOP', itms: [{ num: 1801, itm_det: { txval: 2000, rt: 18, iamt: 0, csamt: 0 } }] },
    ]);
  });

  it('b2cl: by place of supply, IGST items, the invoice value as val', () => {
    const ka = may('L1', { placeOfSupply: '29', lines: [item18(84_747)] });
    const mh = may('L2', { placeOfSupply: '27', lines: [item18(90_000), { quantity: 1, rate: 10_000, gstRate: 5 }] });
    expect(build({ invoices: [ka, mh] }).b2cl).toEqual([
      { pos: '27', inv: [{ inum: 'L2', idt: '10-05-2025', val: 116_700, itms: [{ num: 501, itm_det: { txval: 10_000, rt: 5, iamt: 500, csamt: 0 } }, { num: 1801, itm_det: { txval: 90_000, rt: 18, iamt: 16_200, csamt: 0 } }] }] },
      { pos: '29', inv: [{ inum: 'L1', idt: '10-05-2025', val: 100_001, itms: [{ num: 1801, itm_det: { txval: 84_747, rt: 18, iamt: 15_254.46, csamt: 0 } }] }] },
    ]);
  });

  it('b2cs: summed per place of supply and rate (INTER with IGST, INTRA with CGST and SGST), small B2C credit notes netted in', () => {
    const small1 = may('C1', { placeOfSupply: '29', lines: [item18(100), { quantity: 2, rate: 50, gstRate: 5 }] });
    const small2 = may('C2', { placeOfSupply: '29', lines: [item18(200.5)] });
    const local = may('C3', { placeOfSupply: '33', lines: [item18(300)] });
    const note = creditNoteOf(small2, { number: 'CN1', date: '2025-05-25', lines: [item18(50)] });
    expect(creditNoteSection(note)).toBe('b2cs');
    expect(build({ invoices: [small1, small2, local], creditNotes: [note] }).b2cs).toEqual([
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 5, txval: 100, iamt: 5, csamt: 0 },
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 250.5, iamt: 45.09, csamt: 0 },
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 18, txval: 300, camt: 27, samt: 27, csamt: 0 },
    ]);
  });

  it('exp: with payment (IGST) and without (zero tax), items without num or itm_det', () => {
    const wpay = may('E1', { placeOfSupply: '96', supplyKind: 'export_with_payment', lines: [item18(5000)] });
    const wopay = may('E2', { placeOfSupply: '96', supplyKind: 'export_without_payment', lines: [item18(1500, 2), { quantity: 1, rate: 100, gstRate: 5 }] });
    expect(build({ invoices: [wopay, wpay] }).exp).toEqual([
      { exp_typ: 'WPAY', inv: [{ inum: 'E1', idt: '10-05-2025', val: 5900, itms: [{ txval: 5000, rt: 18, iamt: 900, csamt: 0 }] }] },
      { exp_typ: 'WOPAY', inv: [{ inum: 'E2', idt: '10-05-2025', val: 3100, itms: [{ txval: 100, rt: 5, iamt: 0, csamt: 0 }, { txval: 3000, rt: 18, iamt: 0, csamt: 0 }] }] },
    ]);
  });

  it('nil: nil-rated, exempt and non-GST lines by the four supply types, every key present; taxed lines stay in their section', () => {
    const b2b = may('N1', { buyerGstin: TN_BUYER, placeOfSupply: '33', lines: [item18(1000), { quantity: 1, rate: 400, gstRate: 0 }] });
    const exempt = may('N2', { placeOfSupply: '29', lines: [{ quantity: 1, rate: 250, gstRate: 0, taxability: 'exempt' }] });
    const nonGst = may('N3', { placeOfSupply: '33', lines: [{ quantity: 1, rate: 100, gstRate: 0, taxability: 'non_gst' }, { quantity: 1, rate: 20, gstRate: 0 }] });
    const ret = build({ invoices: [b2b, exempt, nonGst] });
    expect(ret.nil).toEqual({
      inv: [
        { sply_ty: 'INTRB2B', expt_amt: 0, nil_amt: 0, ngsup_amt: 0 },
        { sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 400, ngsup_amt: 0 },
        { sply_ty: 'INTRB2C', expt_amt: 250, nil_amt: 0, ngsup_amt: 0 },
        { sply_ty: 'INTRAB2C', expt_amt: 0, nil_amt: 20, ngsup_amt: 100 },
      ],
    });
    expect(ret.b2b?.[0].inv[0]).toMatchObject({ val: 1580, itms: [{ num: 1801, itm_det: { txval: 1000 } }] });
    expect(ret.b2cs).toBeUndefined();
  });

  it('cdnr: notes to registered buyers by GSTIN, with the invoice’s place of supply and type', () => {
    const invoice = may('INV/25-26/0001', { buyerGstin: TN_BUYER, placeOfSupply: '33', lines: [item18(1000, 2)] });
    const sez = may('INV/25-26/0002', { buyerGstin: SEZ_BUYER, placeOfSupply: '29', supplyKind: 'sez_with_payment', lines: [item18(500)] });
    const note = creditNoteOf(invoice, { number: 'CN/25-26/0001', date: '2025-05-28', lines: [item18(1000)] });
    const sezNote = creditNoteOf(sez, { number: 'CN/25-26/0002', date: '2025-05-29', lines: [item18(100)] });
    const debit = creditNoteOf(invoice, { number: 'DN/25-26/0001', date: '2025-05-30', lines: [item18(10)], noteType: 'D' });
    expect(build({ invoices: [invoice, sez], creditNotes: [note, sezNote, debit] }).cdnr).toEqual([
      { ctin: SEZ_BUYER, nt: [{ nt_num: 'CN/25-26/0002', nt_dt: '29-05-2025', ntty: 'C', val: 118, pos: '29', rchrg: 'N', inv_typ: 'SEWP', itms: [{ num: 1801, itm_det: { txval: 100, rt: 18, iamt: 18, csamt: 0 } }] }] },
      {
        ctin: TN_BUYER,
        nt: [
          { nt_num: 'CN/25-26/0001', nt_dt: '28-05-2025', ntty: 'C', val: 1180, pos: '33', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, camt: 90, samt: 90, csamt: 0 } }] },
          { nt_num: 'DN/25-26/0001', nt_dt: '30-05-2025', ntty: 'D', val: 12, pos: '33', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1801, itm_det: { txval: 10, rt: 18, camt: 0.9, samt: 0.9, csamt: 0 } }] },
        ],
      },
    ]);
  });

  it('cdnur: notes on B2C large invoices (B2CL, with pos) and exports (EXPWP/EXPWOP, without pos), even for an invoice of an earlier period', () => {
    const large = invoiceOf({ number: 'L1', date: '2025-04-10', placeOfSupply: '29', lines: [item18(84_747)] });
    const exportWp = invoiceOf({ number: 'E1', date: '2025-04-11', placeOfSupply: '96', supplyKind: 'export_with_payment', lines: [item18(5000)] });
    const exportWop = invoiceOf({ number: 'E2', date: '2025-04-12', placeOfSupply: '96', supplyKind: 'export_without_payment', lines: [item18(5000)] });
    const notes = [
      creditNoteOf(large, { number: 'CN1', date: '2025-05-02', lines: [item18(747)] }),
      creditNoteOf(exportWp, { number: 'CN2', date: '2025-05-03', lines: [item18(1000)] }),
      creditNoteOf(exportWop, { number: 'CN3', date: '2025-05-04', lines: [item18(1000)] }),
    ];
    expect(notes.map(creditNoteSection)).toEqual(['cdnur', 'cdnur', 'cdnur']);
    const ret = build({ creditNotes: notes });
    expect(ret.cdnur).toEqual([
      { nt_num: 'CN1', nt_dt: '02-05-2025', ntty: 'C', val: 881, typ: 'B2CL', pos: '29', itms: [{ num: 1801, itm_det: { txval: 747, rt: 18, iamt: 134.46, csamt: 0 } }] },
      { nt_num: 'CN2', nt_dt: '03-05-2025', ntty: 'C', val: 1180, typ: 'EXPWP', itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }] },
      { nt_num: 'CN3', nt_dt: '04-05-2025', ntty: 'C', val: 1000, typ: 'EXPWOP', itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, iamt: 0, csamt: 0 } }] },
    ]);
    expect(ret.b2cl).toBeUndefined();
  });
});

describe('GSTR-1 HSN summary (Table 12)', () => {
  const lines = [
    { hsn: '1006', unit: 'kg', quantity: '1.234', rate: 40, gstRate: 5, description: 'Basmati rice, premium long grain, 25 kg bag' },
    { hsn: '1006', unit: 'kg', quantity: '2.001', rate: 40, gstRate: 5, description: 'Sona masoori' },
    { hsn: '998314', unit: 'nos', quantity: 3, rate: 1000, gstRate: 18, description: 'IT support' },
    { hsn: '1006', unit: 'pack', quantity: 2, rate: 10, gstRate: 5, description: 'Rice pack' },
  ];

  it('from 052025: hsn_b2b and hsn_b2c, grouped by (HSN, UQC, rate), SAC with uqc NA and qty 0, quantities rounded to 2 decimals, desc ≤ 30, no total row', () => {
    const b2b = may('H1', { buyerGstin: KA_BUYER, placeOfSupply: '29', lines });
    const b2c = may('H2', { placeOfSupply: '33', lines: [lines[0]] });
    const ret = build({ invoices: [b2b, b2c] });
    expect(ret.hsn).toEqual({
      hsn_b2b: [
        { num: 1, hsn_sc: '1006', desc: 'Basmati rice, premium long gra', uqc: 'KGS', qty: 3.24, rt: 5, txval: 129.4, iamt: 6.47, camt: 0, samt: 0, csamt: 0 },
        { num: 2, hsn_sc: '1006', desc: 'Rice pack', uqc: 'PAC', qty: 2, rt: 5, txval: 20, iamt: 1, camt: 0, samt: 0, csamt: 0 },
        { num: 3, hsn_sc: '998314', desc: 'IT support', uqc: 'NA', qty: 0, rt: 18, txval: 3000, iamt: 540, camt: 0, samt: 0, csamt: 0 },
      ],
      hsn_b2c: [{ num: 1, hsn_sc: '1006', desc: 'Basmati rice, premium long gra', uqc: 'KGS', qty: 1.23, rt: 5, txval: 49.36, iamt: 0, camt: 1.23, samt: 1.23, csamt: 0 }],
    });
  });

  it('before 052025: one `data` list; an HSN with only B2B rows has no hsn_b2c from 052025', () => {
    const invoice = invoiceOf({ number: 'H1', date: '2025-04-10', buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [lines[2]] });
    expect(build({ fp: '042025', invoices: [invoice] }).hsn).toEqual({ data: [expect.objectContaining({ hsn_sc: '998314', uqc: 'NA', qty: 0 })] });
    expect(build({ fp: '052025', invoices: [{ ...invoice, date: '2025-05-10' }] }).hsn).toEqual({ hsn_b2b: [expect.objectContaining({ hsn_sc: '998314' })] });
    // A quarterly return for April-June 2025 is period 062025: split.
    expect(build({ fp: '062025', invoices: [invoice] }).hsn).toHaveProperty('hsn_b2b');
  });

  it('is net of credit notes (quantity and amounts), and a row fully credited is left out', () => {
    const invoice = may('H1', { buyerGstin: KA_BUYER, placeOfSupply: '29', lines: [{ hsn: '8471', quantity: 3, rate: 100, gstRate: 18 }, { hsn: '8473', quantity: 1, rate: 50, gstRate: 18 }] });
    const note = creditNoteOf(invoice, { number: 'CN1', date: '2025-05-20', lines: [{ hsn: '8471', quantity: 1, rate: 100, gstRate: 18 }, { hsn: '8473', quantity: 1, rate: 50, gstRate: 18 }] });
    expect(build({ invoices: [invoice], creditNotes: [note] }).hsn).toEqual({
      hsn_b2b: [{ num: 1, hsn_sc: '8471', desc: 'Item 1', uqc: 'NOS', qty: 2, rt: 18, txval: 200, iamt: 36, camt: 0, samt: 0, csamt: 0 }],
    });
  });
});

describe('GSTR-1 doc_issue (Table 13)', () => {
  it('per document type and series: first and last number, count, cancelled, net issued', () => {
    const invoices = ['INV/25-26/0001', 'INV/25-26/0002', 'INV/25-26/0003', 'INV/25-26/0004', 'INV/25-26/0010'].map((number) => ({ kind: 'invoice' as const, number, cancelled: number.endsWith('3') }));
    const ret = build({
      documents: [
        ...invoices.reverse(),
        { kind: 'invoice', number: 'SPL/25-26/002', cancelled: false },
        { kind: 'invoice', number: 'SPL/25-26/001', cancelled: false },
        { kind: 'credit_note', number: 'CN/25-26/0001', cancelled: false },
        { kind: 'challan_job_work', number: 'DC/25-26/0001', cancelled: false },
        { kind: 'challan_other', number: 'DC/25-26/0002', cancelled: true },
      ],
    });
    expect(ret.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [
            { num: 1, from: 'INV/25-26/0001', to: 'INV/25-26/0010', totnum: 5, cancel: 1, net_issue: 4 },
            { num: 2, from: 'SPL/25-26/001', to: 'SPL/25-26/002', totnum: 2, cancel: 0, net_issue: 2 },
          ],
        },
        { doc_num: 5, doc_typ: 'Credit Note', docs: [{ num: 1, from: 'CN/25-26/0001', to: 'CN/25-26/0001', totnum: 1, cancel: 0, net_issue: 1 }] },
        { doc_num: 9, doc_typ: 'Delivery Challan for job work', docs: [{ num: 1, from: 'DC/25-26/0001', to: 'DC/25-26/0001', totnum: 1, cancel: 0, net_issue: 1 }] },
        {
          doc_num: 12,
          doc_typ: 'Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)',
          docs: [{ num: 1, from: 'DC/25-26/0002', to: 'DC/25-26/0002', totnum: 1, cancel: 1, net_issue: 0 }],
        },
      ],
    });
  });
});

describe('GSTR-1 file', () => {
  it('an empty period is the header only: sections are left out, never []', () => {
    expect(build({})).toEqual({ gstin: SUPPLIER_GSTIN, fp: '052025', version: 'GST3.2.1', hash: 'hash' });
  });

  it('a month of every kind validates against the schema and reconciles with the documents to the paisa', () => {
    const invoices = [
      may('M1', { buyerGstin: MH_BUYER, placeOfSupply: '27', lines: [item18(1234.56, 3), { quantity: '2.5', rate: 99.99, gstRate: 5, hsn: '1006', unit: 'kg' }] }),
      may('M2', { placeOfSupply: '29', lines: [item18(84_747)] }),
      may('M3', { placeOfSupply: '33', lines: [item18(333.33, 7), { quantity: 1, rate: 45, gstRate: 0 }] }),
      may('M4', { placeOfSupply: '96', supplyKind: 'export_without_payment', lines: [item18(7777.77)] }),
      may('M5', { buyerGstin: TN_BUYER, placeOfSupply: '33', lines: [{ quantity: 1, rate: 1999, gstRate: 0, hsn: '0401' }] }),
    ];
    const notes = [creditNoteOf(invoices[0], { number: 'CN1', date: '2025-05-30', lines: [item18(1234.56)] }), creditNoteOf(invoices[2], { number: 'CN2', date: '2025-05-30', lines: [item18(333.33)] })];
    const ret = build({ invoices, creditNotes: notes });
    const paise = (v: number) => Math.round(v * 100);
    const taxable = [
      ...(ret.b2b ?? []).flatMap((b) => b.inv.flatMap((i) => i.itms.map((t) => t.itm_det.txval))),
      ...(ret.b2cl ?? []).flatMap((b) => b.inv.flatMap((i) => i.itms.map((t) => t.itm_det.txval))),
      ...(ret.b2cs ?? []).map((r) => r.txval),
      ...(ret.exp ?? []).flatMap((e) => e.inv.flatMap((i) => i.itms.map((t) => t.txval))),
      ...(ret.nil?.inv ?? []).map((r) => r.nil_amt + r.expt_amt + r.ngsup_amt),
    ].reduce((sum, v) => sum + paise(v), 0);
    const credited = [...(ret.cdnr ?? []).flatMap((c) => c.nt.flatMap((n) => n.itms.map((t) => t.itm_det.txval))), ...(ret.cdnur ?? []).flatMap((n) => n.itms.map((t) => t.itm_det.txval))].reduce((sum, v) => sum + paise(v), 0);
    const sum = (docs: { lines: { taxablePaise: number }[] }[]) => docs.flatMap((d) => d.lines).reduce((s, l) => s + l.taxablePaise, 0);
    // b2cs already nets the small B2C note (CN2); cdnr holds CN1.
    expect(taxable - credited).toBe(sum(invoices) - sum(notes));
    expect(Object.keys(ret)).toEqual(['gstin', 'fp', 'version', 'hash', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'exp', 'nil', 'hsn']);
  });
});
