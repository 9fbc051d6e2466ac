import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Gstr1SummaryResponse, Gstr3bResponse } from '@hisaab/contracts';
import { eInvoiceSumProblems, type Gstr1Return } from '@hisaab/gst';
import { schemaErrors } from '../../../test-support/gst-schemas';
import { sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, item, KA_GSTIN, setStatus, TN_GSTIN, type Biz } from '../billing/billing-fixtures';

const binary = (res: { on: (e: string, f: (c?: Buffer) => void) => void }, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * October 2026 of a Tamil Nadu business: a B2B sale to Karnataka, a large B2C sale to Maharashtra, small
 * B2C sales in and out of the state (one with a nil-rated line), an export with IGST, a cancelled invoice
 * and a draft. Every figure below was worked out by hand from docs/gst.md's rules.
 */
describe('GST returns: GSTR-1, GSTR-3B and the fix list over HTTP', () => {
  let t: TestApp;
  let b: Biz;
  const numbers: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let kaId = '';
  const notes: Record<string, { id: string; noteNumber: string; subtotal: number; total: number }> = {};
  const note = async (key: string, body: Record<string, unknown>) => {
    const res = await t.http().post('/api/credit-notes').set(b.auth).send({ reason: 'sales_return', ...body });
    if (res.status !== 201) throw new Error(`credit note: ${res.status} ${JSON.stringify(res.body)}`);
    notes[key] = res.body;
  };

  async function issued(key: string, customerId: string, invoiceDate: string, items: unknown[], header: Record<string, unknown> = {}) {
    const inv = await createInvoice(b, customerId, { invoiceDate, dueDate: '2026-12-31', ...header }, items);
    await setStatus(b, inv.id, 'sent');
    numbers[key] = inv.invoiceNumber;
    ids[key] = inv.id;
    return inv;
  }

  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t, { companyAddress: '12 Anna Salai', companyCity: 'Chennai', companyPincode: '600018' });
    const ka = await customer(b, { name: 'Cauvery Components', gstNumber: KA_GSTIN, address: '4 MG Road', city: 'Bengaluru', pincode: '560001' });
    const mh = await customer(b, { name: 'Mehta Retail', state: 'Maharashtra', gstNumber: null });
    const walkIn = await customer(b, { name: 'Walk-in', gstNumber: null });
    const abroad = await customer(b, { name: 'Globex GmbH', gstNumber: null, address: 'Hauptstrasse 1', city: 'Berlin' });
    const laptop = { productName: 'Laptop', hsn: '847130', unit: 'nos' };
    const b2b = await issued('b2b', ka.id, '2026-10-05', [item({ ...laptop, quantity: 2, rate: 1500 }), item({ productName: 'Rice', hsn: '100630', unit: 'kg', quantity: 2.5, rate: 399.99, gstRate: 5 })]);
    const b2cl = await issued('b2cl', mh.id, '2026-10-06', [item({ ...laptop, rate: 90_000 })]);
    const local = await issued('local', walkIn.id, '2026-10-07', [item({ productName: 'Tea', hsn: '090240', unit: 'kg', quantity: 3, rate: 333.33 }), item({ productName: 'Milk', hsn: '040110', unit: 'ltr', rate: 45, gstRate: 0 })]);
    await issued('export', abroad.id, '2026-10-08', [item({ ...laptop, rate: 5000 })], { placeOfSupply: '96' });
    await issued('interSmall', mh.id, '2026-10-09', [item({ productName: 'Rice', hsn: '100630', unit: 'kg', rate: 500, gstRate: 5 })]);
    const cancelled = await issued('cancelled', walkIn.id, '2026-10-10', [item({ rate: 100 })]);
    await setStatus(b, cancelled.id, 'cancelled');
    ids.draft = (await createInvoice(b, walkIn.id, { invoiceDate: '2026-10-11', dueDate: '2026-12-31' }, [item({ rate: 100 })])).id;
    kaId = ka.id;
    // Credit notes: one laptop back from the B2B buyer (cdnr), 1 kg of tea back from the walk-in buyer (netted into
    // b2cs), a ₹1,000 discount on the large B2C sale (cdnur B2CL).
    await note('cdnr', { invoiceId: b2b.id, noteDate: '2026-10-20', items: [{ itemId: b2b.items[0].id, quantity: 1 }] });
    await note('b2cs', { invoiceId: local.id, noteDate: '2026-10-21', items: [{ itemId: local.items[0].id, quantity: 1 }] });
    await note('cdnur', { invoiceId: b2cl.id, noteDate: '2026-10-22', reason: 'post_sale_discount', amount: 1000 });
    // November: a sale that must stay out of October's return.
    await issued('november', ka.id, '2026-11-02', [item({ ...laptop, rate: 10 })]);
  });
  afterAll(() => t.close());

  const get = (path: string, auth = b.auth) => t.http().get(path).set(auth);
  const download = async (path: string) => {
    const res = await get(path).buffer(true).parse(binary).expect(200);
    return res;
  };

  it('GSTR-1 JSON: every section matches the documents to the paisa and the offline tool’s format', async () => {
    const res = await download('/api/gst/gstr1?period=102026');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${TN_GSTIN}_102026.json"`);
    const gstr1 = JSON.parse((res.body as Buffer).toString('utf8')) as Gstr1Return;
    expect(schemaErrors('gstr1', gstr1)).toEqual([]);
    expect(gstr1).toEqual({
      gstin: TN_GSTIN,
      fp: '102026',
      version: 'GST3.2.1',
      hash: 'hash',
      b2b: [
        {
          ctin: KA_GSTIN,
          inv: [
            {
              inum: numbers.b2b,
              idt: '05-10-2026',
              // 3000 + 540 + 999.98 + 50.00 = 4589.98, rounded to 4590.
              val: 4590,
              pos: '29',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [
                { num: 501, itm_det: { txval: 999.98, rt: 5, iamt: 50, csamt: 0 } },
                { num: 1801, itm_det: { txval: 3000, rt: 18, iamt: 540, csamt: 0 } },
              ],
            },
          ],
        },
      ],
      b2cl: [{ pos: '27', inv: [{ inum: numbers.b2cl, idt: '06-10-2026', val: 106_200, itms: [{ num: 1801, itm_det: { txval: 90_000, rt: 18, iamt: 16_200, csamt: 0 } }] }] }],
      b2cs: [
        { sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 5, txval: 500, iamt: 25, csamt: 0 },
        // 999.99 less the note's 333.33; 90 less 30 each.
        { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 18, txval: 666.66, camt: 60, samt: 60, csamt: 0 },
      ],
      cdnr: [
        {
          ctin: KA_GSTIN,
          nt: [{ nt_num: notes.cdnr.noteNumber, nt_dt: '20-10-2026', ntty: 'C', val: 1770, pos: '29', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1801, itm_det: { txval: 1500, rt: 18, iamt: 270, csamt: 0 } }] }],
        },
      ],
      cdnur: [{ nt_num: notes.cdnur.noteNumber, nt_dt: '22-10-2026', ntty: 'C', val: 1180, typ: 'B2CL', pos: '27', itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }] }],
      exp: [{ exp_typ: 'WPAY', inv: [{ inum: numbers.export, idt: '08-10-2026', val: 5900, itms: [{ txval: 5000, rt: 18, iamt: 900, csamt: 0 }] }] }],
      nil: {
        inv: [
          { sply_ty: 'INTRB2B', expt_amt: 0, nil_amt: 0, ngsup_amt: 0 },
          { sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 0, ngsup_amt: 0 },
          { sply_ty: 'INTRB2C', expt_amt: 0, nil_amt: 0, ngsup_amt: 0 },
          { sply_ty: 'INTRAB2C', expt_amt: 0, nil_amt: 45, ngsup_amt: 0 },
        ],
      },
      hsn: {
        hsn_b2b: [
          { num: 1, hsn_sc: '100630', desc: 'Rice', uqc: 'KGS', qty: 2.5, rt: 5, txval: 999.98, iamt: 50, camt: 0, samt: 0, csamt: 0 },
          { num: 2, hsn_sc: '847130', desc: 'Laptop', uqc: 'NOS', qty: 1, rt: 18, txval: 1500, iamt: 270, camt: 0, samt: 0, csamt: 0 },
        ],
        hsn_b2c: [
          { num: 1, hsn_sc: '040110', desc: 'Milk', uqc: 'LTR', qty: 1, rt: 0, txval: 45, iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { num: 2, hsn_sc: '090240', desc: 'Tea', uqc: 'KGS', qty: 2, rt: 18, txval: 666.66, iamt: 0, camt: 60, samt: 60, csamt: 0 },
          { num: 3, hsn_sc: '100630', desc: 'Rice', uqc: 'KGS', qty: 1, rt: 5, txval: 500, iamt: 25, camt: 0, samt: 0, csamt: 0 },
          // The ₹1,000 discount credits value, not laptops.
          { num: 4, hsn_sc: '847130', desc: 'Laptop', uqc: 'NOS', qty: 2, rt: 18, txval: 94_000, iamt: 16_920, camt: 0, samt: 0, csamt: 0 },
        ],
      },
      doc_issue: {
        doc_det: [
          { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [{ num: 1, from: numbers.b2b, to: numbers.cancelled, totnum: 6, cancel: 1, net_issue: 5 }] },
          { doc_num: 5, doc_typ: 'Credit Note', docs: [{ num: 1, from: notes.cdnr.noteNumber, to: notes.cdnur.noteNumber, totnum: 3, cancel: 0, net_issue: 3 }] },
        ],
      },
    });
  });

  it('the section totals reconcile with the sales report and the credit notes to the paisa', async () => {
    const summary = (await get('/api/gst/gstr1/summary?period=102026').expect(200)).body as Gstr1SummaryResponse;
    const sales = (await get('/api/reports/sales?from=2026-10-01&to=2026-10-31').expect(200)).body;
    expect(summary.problems).toEqual([]);
    expect(summary.period).toEqual({ fp: '102026', label: 'Oct 2026', frequency: 'monthly', from: '2026-10-01', to: '2026-10-31' });
    expect(summary.invoiceCount).toBe(sales.summary.invoiceCount);
    expect(summary.creditNoteCount).toBe(3);
    // b2cs is already net of the small B2C note; cdnr and cdnur hold the other two.
    const sign = (section: string) => (section === 'cdnr' || section === 'cdnur' ? -1 : 1);
    const supplies = summary.sections.filter((s) => ['b2b', 'b2cl', 'b2cs', 'exp', 'nil', 'cdnr', 'cdnur'].includes(s.section));
    const total = (key: 'taxable' | 'igst' | 'cgst' | 'sgst' | 'cess') => Math.round(supplies.reduce((sum, s) => sum + sign(s.section) * s[key] * 100, 0));
    const noted = await Promise.all(Object.values(notes).map(async (n) => (await get(`/api/credit-notes/${n.id}`).expect(200)).body));
    const credited = (key: 'subtotal' | 'igst' | 'cgst' | 'sgst') => Math.round(noted.reduce((sum, n) => sum + n[key] * 100, 0));
    expect(total('taxable')).toBe(Math.round(sales.summary.taxable * 100) - credited('subtotal'));
    expect(total('igst')).toBe(Math.round(sales.summary.igst * 100) - credited('igst'));
    expect(total('cgst')).toBe(Math.round(sales.summary.cgst * 100) - credited('cgst'));
    expect(total('sgst')).toBe(Math.round(sales.summary.sgst * 100) - credited('sgst'));
    expect(summary.sections.find((s) => s.section === 'b2b')).toEqual({ section: 'b2b', label: 'B2B invoices (4A, 4B, 6B, 6C)', count: 1, value: 4590, taxable: 3999.98, igst: 590, cgst: 0, sgst: 0, cess: 0 });
    expect(summary.sections.find((s) => s.section === 'doc_issue')?.count).toBe(9);
  });

  it('the CSV ZIP holds one CSV per section in the offline tool’s Excel column order', async () => {
    const res = await download('/api/gst/gstr1?period=102026&format=csv');
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${TN_GSTIN}_102026.zip"`);
    const dir = mkdtempSync(join(tmpdir(), 'gstr1-'));
    try {
      const zip = join(dir, 'gstr1.zip');
      writeFileSync(zip, res.body as Buffer);
      const names = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
      expect(names).toEqual(['b2b.csv', 'b2cl.csv', 'b2cs.csv', 'cdnr.csv', 'cdnur.csv', 'exp.csv', 'exemp.csv', 'hsn(b2b).csv', 'hsn(b2c).csv', 'docs.csv']);
      const b2b = execFileSync('unzip', ['-p', zip, 'b2b.csv'], { encoding: 'utf8' });
      expect(b2b.split('\r\n')).toEqual([
        '\uFEFFGSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
        `${KA_GSTIN},,${numbers.b2b},05-Oct-2026,4590.00,29-Karnataka,N,,Regular B2B,,5,999.98,0.00`,
        `${KA_GSTIN},,${numbers.b2b},05-Oct-2026,4590.00,29-Karnataka,N,,Regular B2B,,18,3000.00,0.00`,
        '',
      ]);
      expect(execFileSync('unzip', ['-p', zip, 'b2cs.csv'], { encoding: 'utf8' }).split('\r\n')[1]).toBe('OE,27-Maharashtra,,5,500.00,0.00,');
      expect(execFileSync('unzip', ['-p', zip, 'exemp.csv'], { encoding: 'utf8' }).split('\r\n')[4]).toBe('Intra-State supplies to unregistered persons,45.00,0.00,0.00');
      expect(execFileSync('unzip', ['-p', zip, 'cdnr.csv'], { encoding: 'utf8' }).split('\r\n')[1]).toBe(`${KA_GSTIN},,${notes.cdnr.noteNumber},20-Oct-2026,C,29-Karnataka,N,Regular B2B,1770.00,,18,1500.00,0.00`);
      expect(execFileSync('unzip', ['-p', zip, 'cdnur.csv'], { encoding: 'utf8' }).split('\r\n')[1]).toBe(`B2CL,${notes.cdnur.noteNumber},22-Oct-2026,C,27-Maharashtra,1180.00,,18,1000.00,0.00`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('GSTR-3B: 3.1 and 3.2 from the same documents; table 4 zeros with a note while no purchase is recorded', async () => {
    const res = (await get('/api/gst/gstr3b?period=102026').expect(200)).body as Gstr3bResponse;
    expect(schemaErrors('gstr3b', res.gstr3b)).toEqual([]);
    expect(res.inputTaxRecorded).toBe(false);
    expect(res.inputTaxNote).toBe('No purchase bills or expenses with GST are recorded for this period, so table 4 (input tax credit) shows zeros: record them under Expenses & Purchases before filing.');
    expect(res.gstr3b.sup_details).toEqual({
      // Net of the three notes: 1500 + 333.33 + 1000 taxable, 270 + 180 IGST, 30 + 30 CGST/SGST.
      osup_det: { txval: 3999.98 + 90_000 + 999.99 + 500 - 2833.33, iamt: 590 + 16_200 + 25 - 450, camt: 60, samt: 60, csamt: 0 },
      osup_zero: { txval: 5000, iamt: 900, csamt: 0 },
      osup_nil_exmp: { txval: 45 },
      isup_rev: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 },
      osup_nongst: { txval: 0 },
    });
    expect(res.gstr3b.inter_sup.unreg_details).toEqual([{ pos: '27', txval: 89_500, iamt: 16_045 }]);
    expect(res.gstr3b.itc_elg.itc_net).toEqual({ iamt: 0, camt: 0, samt: 0, csamt: 0 });
  });

  it('GSTR-3B table 4 from the purchase bills recorded for the period: claimable in 4A(5) and 4C, the rest in 4D(2)', async () => {
    const f = await gstBusiness(t);
    const bill = (fields: Record<string, unknown>) => ({ supplierName: 'Supplier', billDate: '2026-10-15', placeOfSupply: '33', items: [{ productName: 'Yarn', hsn: '5205', quantity: 1, unit: 'kg', rate: 1000, gstRate: 18 }], itcEligible: true, ...fields });
    await t.http().post('/api/purchases').set(f.auth).send(bill({ supplierGstin: '27AAPFU0939F1ZV', billNumber: 'MH/1' })).expect(201);
    await t.http().post('/api/purchases').set(f.auth).send(bill({ supplierGstin: KA_GSTIN, billNumber: 'KA/1', billDate: '2026-11-01' })).expect(201);
    await t.http().post('/api/purchases').set(f.auth).send(bill({ supplierGstin: TN_GSTIN, billNumber: 'TN/1', itcEligible: false, items: [{ productName: 'Tea', hsn: '0902', quantity: 1, unit: 'kg', rate: 200, gstRate: 5 }] })).expect(201);
    const res = (await get('/api/gst/gstr3b?period=102026', f.auth).expect(200)).body as Gstr3bResponse;
    expect(schemaErrors('gstr3b', res.gstr3b)).toEqual([]);
    expect(res).toMatchObject({ inputTaxRecorded: true, inputTaxNote: null });
    expect(res.gstr3b.itc_elg.itc_avl[4]).toEqual({ ty: 'OTH', iamt: 180, camt: 0, samt: 0, csamt: 0 });
    expect(res.gstr3b.itc_elg.itc_net).toEqual({ iamt: 180, camt: 0, samt: 0, csamt: 0 });
    expect(res.gstr3b.itc_elg.itc_inelg[1]).toEqual({ ty: 'OTH', iamt: 0, camt: 5, samt: 5, csamt: 0 });
  });

  it('a quarterly filer names the quarter by its last month and gets all three months', async () => {
    const q = await gstBusiness(t, {}, { filingFrequency: 'quarterly' });
    const c = await customer(q, { name: 'Quarter Stores', gstNumber: null });
    for (const invoiceDate of ['2026-10-01', '2026-11-15']) {
      const inv = await createInvoice(q, c.id, { invoiceDate, dueDate: '2026-12-31' }, [item({ rate: 100 })]);
      await setStatus(q, inv.id, 'sent');
    }
    const periods = (await get('/api/gst/periods', q.auth).expect(200)).body;
    expect(periods.filingFrequency).toBe('quarterly');
    expect(periods.periods[0]).toMatchObject({ fp: '122026', label: 'Oct–Dec 2026', from: '2026-10-01', to: '2026-12-31' });
    expect((await get('/api/gst/gstr1/summary?period=122026', q.auth).expect(200)).body.invoiceCount).toBe(2);
    const refused = await get('/api/gst/gstr1/summary?period=102026', q.auth).expect(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { period: 'Quarterly returns are named by the quarter’s last month: 06, 09, 12 or 03' } } });
  });

  it.each([
    ['/api/gst/gstr1?period=2026-10', 'Enter the period as MMYYYY, e.g. 052025'],
    ['/api/gst/gstr1', 'Enter the period as MMYYYY, e.g. 052025'],
    ['/api/gst/gstr1/summary?period=132026', 'Enter the period as MMYYYY, e.g. 052025'],
    ['/api/gst/gstr3b?period=062017', 'GST returns start with July 2017 (072017)'],
    ['/api/gst/gstr1?period=012099', 'This period has not started yet'],
    ['/api/gst/gstr1?period=102026&format=xml', 'format must be json or csv'],
  ])('a bad period is a 400 with the field’s message: %s', async (path, message) => {
    const res = await get(path).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.values(res.body.details.fields)).toEqual([message]);
  });

  it('what to fix: listed with each document, and the download answers 422 instead of a broken file', async () => {
    const f = await gstBusiness(t);
    const walkIn = await customer(f, { name: 'Walk-in', gstNumber: null });
    const ka = await customer(f, { name: 'Cauvery Components', gstNumber: KA_GSTIN });
    const noHsn = await createInvoice(f, walkIn.id, { invoiceDate: '2026-09-03', dueDate: '2026-12-31' }, [item({ hsn: '' })]);
    await setStatus(f, noHsn.id, 'sent');
    const b2b = await createInvoice(f, ka.id, { invoiceDate: '2026-09-04', dueDate: '2026-12-31' }, [item()]);
    await setStatus(f, b2b.id, 'sent');
    // A GSTIN recorded before it was checked (imported history): the portal would refuse the B2B row.
    await sql(t, `update invoices set customer_gstin = '29AAFCC9980M1ZA' where id = $1`, [b2b.id]);
    const problems = [
      { code: 'HSN_MISSING', message: 'Line 1 (Consulting) has no HSN/SAC: the HSN summary (Table 12) reports every line by its code', documentKind: 'invoice', documentId: noHsn.id, documentNumber: noHsn.invoiceNumber },
      { code: 'BUYER_GSTIN_INVALID', message: `Invoice ${b2b.invoiceNumber} names GSTIN 29AAFCC9980M1ZA, which is not valid: B2B needs the buyer's valid GSTIN`, documentKind: 'invoice', documentId: b2b.id, documentNumber: b2b.invoiceNumber },
    ];
    expect((await get('/api/gst/gstr1/summary?period=092026', f.auth).expect(200)).body.problems).toEqual(problems);
    for (const format of ['json', 'csv']) {
      const refused = await get(`/api/gst/gstr1?period=092026&format=${format}`, f.auth).expect(422);
      expect(refused.body).toMatchObject({ code: 'GST_RETURN_NEEDS_FIXES', details: { problems } });
    }
    // GSTR-3B is by place of supply, not HSN or GSTIN: it can still be worked out.
    await get('/api/gst/gstr3b?period=092026', f.auth).expect(200);
  });

  it('a business without a GSTIN is told to add it, for both returns', async () => {
    const n = await gstBusiness(t, { gstNumber: null, stateCode: '33' });
    const problem = { code: 'SUPPLIER_GSTIN_MISSING', message: 'Add your GSTIN in Configuration: returns are filed under it', documentKind: 'business', documentId: null, documentNumber: null };
    expect((await get('/api/gst/gstr1/summary?period=102026', n.auth).expect(200)).body).toMatchObject({ gstin: null, problems: [problem] });
    expect((await get('/api/gst/gstr1?period=102026', n.auth).expect(422)).body.details.problems).toEqual([problem]);
    expect((await get('/api/gst/gstr3b?period=102026', n.auth).expect(422)).body.details.problems).toEqual([problem]);
  });

  it('e-invoice JSON of an issued B2B invoice and of an export validates against IRP 1.1, with sums that hold', async () => {
    const res = await download(`/api/invoices/${ids.b2b}/e-invoice`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="EINV_${numbers.b2b.replace(/\//g, '_')}.json"`);
    const json = JSON.parse((res.body as Buffer).toString('utf8'));
    expect(schemaErrors('einvoice-1.1', json)).toEqual([]);
    expect(eInvoiceSumProblems(json)).toEqual([]);
    expect(json).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B' },
      DocDtls: { Typ: 'INV', No: numbers.b2b, Dt: '05/10/2026' },
      SellerDtls: { Gstin: TN_GSTIN, LglNm: 'Rao Traders', Addr1: '12 Anna Salai', Loc: 'Chennai', Pin: 600018, Stcd: '33' },
      BuyerDtls: { Gstin: KA_GSTIN, LglNm: 'Cauvery Components', Loc: 'Bengaluru', Pin: 560001, Stcd: '29', Pos: '29' },
      ValDtls: { AssVal: 3999.98, IgstVal: 590, CgstVal: 0, SgstVal: 0, RndOffAmt: 0.02, TotInvVal: 4590 },
    });
    expect(json.ItemList[1]).toMatchObject({ SlNo: '2', HsnCd: '100630', Qty: 2.5, Unit: 'KGS', UnitPrice: 399.99, TotAmt: 999.98, AssAmt: 999.98, GstRt: 5, IgstAmt: 50, TotItemVal: 1049.98 });
    const exported = JSON.parse(((await download(`/api/invoices/${ids.export}/e-invoice`)).body as Buffer).toString('utf8'));
    expect(schemaErrors('einvoice-1.1', exported)).toEqual([]);
    expect(exported).toMatchObject({ TranDtls: { SupTyp: 'EXPWP' }, BuyerDtls: { Gstin: 'URP', Pos: '96', Stcd: '96', Pin: 999999, Loc: 'Berlin' } });
  });

  it('e-invoice JSON of a credit note: type CRN naming its invoice; a note to a B2C buyer is refused', async () => {
    const json = JSON.parse(((await download(`/api/credit-notes/${notes.cdnr.id}/e-invoice`)).body as Buffer).toString('utf8'));
    expect(schemaErrors('einvoice-1.1', json)).toEqual([]);
    expect(eInvoiceSumProblems(json)).toEqual([]);
    expect(json).toMatchObject({
      DocDtls: { Typ: 'CRN', No: notes.cdnr.noteNumber, Dt: '20/10/2026' },
      RefDtls: { PrecDocDtls: [{ InvNo: numbers.b2b, InvDt: '05/10/2026' }] },
      ItemList: [{ HsnCd: '847130', Qty: 1, UnitPrice: 1500, TotAmt: 1500, AssAmt: 1500, IgstAmt: 270, TotItemVal: 1770 }],
      ValDtls: { AssVal: 1500, IgstVal: 270, RndOffAmt: 0, TotInvVal: 1770 },
    });
    expect((await get(`/api/credit-notes/${notes.b2cs.id}/e-invoice`).expect(422)).body.code).toBe('E_INVOICE_NOT_POSSIBLE');
    await get(`/api/credit-notes/${notes.cdnr.id}/e-invoice`, (await gstBusiness(t)).auth).expect(404);
  });

  it('e-invoice refused with the reason: a B2C invoice, a draft, a 4-digit HSN', async () => {
    const b2c = await get(`/api/invoices/${ids.local}/e-invoice`).expect(422);
    await get(`/api/credit-notes/00000000-0000-4000-8000-000000000000/e-invoice`).expect(404);
    expect(b2c.body).toMatchObject({ code: 'E_INVOICE_NOT_POSSIBLE', details: { problems: ['E-invoices are for supplies to registered buyers (B2B), SEZ units, exports and deemed exports: this buyer has no GSTIN (B2C)'] } });
    expect((await get(`/api/invoices/${ids.draft}/e-invoice`).expect(422)).body.details.problems).toEqual(['Only an issued invoice is e-invoiced: this one is draft']);
    const short = await createInvoice(b, kaId, { invoiceDate: '2026-11-03', dueDate: '2026-12-31' }, [item({ productName: 'Mouse', hsn: '8471' })]);
    await setStatus(b, short.id, 'sent');
    expect((await get(`/api/invoices/${short.id}/e-invoice`).expect(422)).body.details.problems).toEqual(["Line 1 (Mouse): HSN/SAC '8471'; e-invoices need 6 or 8 digits"]);
  });

  it('tenant isolation: another business sees none of these documents and none of its invoices’ e-invoices', async () => {
    const other = await gstBusiness(t, { gstNumber: KA_GSTIN });
    const summary = (await get('/api/gst/gstr1/summary?period=102026', other.auth).expect(200)).body as Gstr1SummaryResponse;
    expect(summary.invoiceCount).toBe(0);
    expect(summary.sections.every((s) => s.count === 0)).toBe(true);
    const theirs = await get('/api/gst/gstr1?period=102026', other.auth).buffer(true).parse(binary).expect(200);
    expect(JSON.parse((theirs.body as Buffer).toString())).toEqual({ gstin: KA_GSTIN, fp: '102026', version: 'GST3.2.1', hash: 'hash' });
    expect((await get('/api/gst/gstr3b?period=102026', other.auth).expect(200)).body.gstr3b.sup_details.osup_det.txval).toBe(0);
    const notFound = await get(`/api/invoices/${ids.b2b}/e-invoice`, other.auth).expect(404);
    expect(notFound.body.code).toBe('INVOICE_NOT_FOUND');
    await get('/api/invoices/not-a-uuid/e-invoice').expect(404);
  });
});
