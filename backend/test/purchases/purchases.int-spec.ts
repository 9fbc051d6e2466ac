import { randomUUID } from 'node:crypto';
import { MoneyOutReports } from '../../src/modules/purchases';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { gstBusiness, istDate, KA_GSTIN, product, TN_GSTIN as TN_SUPPLIER, type Biz } from '../billing/billing-fixtures';

const MH_SUPPLIER = '27AAPFU0939F1ZV';
let numbers = 0;

describe('purchase bills', () => {
  let t: TestApp;
  let a: Biz;
  let b: Biz;
  const line = (fields: Record<string, unknown> = {}) => ({ productName: 'Cotton yarn', hsn: '5205', quantity: 3, unit: 'kg', rate: 333.33, gstRate: 5, ...fields });
  const bill = (fields: Record<string, unknown> = {}) => {
    numbers += 1;
    return { supplierName: 'Kaveri Mills', supplierGstin: TN_SUPPLIER, billNumber: `KM/26-27/${numbers}`, billDate: istDate(-2), placeOfSupply: '33', items: [line()], itcEligible: true, ...fields };
  };
  const record = (who: Biz, body: Record<string, unknown>) => t.http().post('/api/purchases').set(who.auth).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    a = await gstBusiness(t);
    b = await gstBusiness(t);
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await t.http().get('/api/purchases').expect(401);
    await t.http().post('/api/purchases').send(bill()).expect(401);
  });

  it('a supplier in the place of supply charges CGST + SGST, computed per line to the paisa', async () => {
    const r = await record(a, bill({ placeOfSupply: 'Tamil Nadu (33)', items: [line(), line({ productName: 'Dye', hsn: '32041100', quantity: 2.5, unit: 'ltr', rate: 14.285, gstRate: 18, cessRate: 1 })] })).expect(201);
    // 3 × 333.33 = 999.99: 2.5% each = 25.00 (24.99975); 2.5 × 14.285 = 35.71 (35.7125): 9% = 3.21 (3.2139), cess 1% = 0.36.
    expect(r.body).toMatchObject({
      supplierState: '33',
      placeOfSupply: '33',
      placeOfSupplyLabel: 'Tamil Nadu (33)',
      supplyType: 'INTRA',
      intraLabel: 'SGST',
      subtotal: 1035.7,
      cgst: 28.21,
      sgst: 28.21,
      igst: 0,
      cess: 0.36,
      gstAmount: 56.78,
      total: 1092.48,
      itcEligible: true,
    });
    expect(r.body.items.map((i: Record<string, number>) => [i.taxable, i.cgst, i.sgst, i.igst, i.cess, i.gstAmount, i.totalAmount])).toEqual([
      [999.99, 25, 25, 0, 0, 50, 1049.99],
      [35.71, 3.21, 3.21, 0, 0.36, 6.78, 42.49],
    ]);
    expect((await t.http().get(`/api/purchases/${r.body.id}`).set(a.auth).expect(200)).body).toEqual(r.body);
  });

  it('a supplier in another state charges IGST at the full rate; a supplier without GSTIN is taken to be local', async () => {
    const inter = await record(a, bill({ supplierName: 'Pune Traders', supplierGstin: MH_SUPPLIER, items: [line({ gstRate: 18 })] })).expect(201);
    // 999.99 × 18% = 180.00 (179.9982).
    expect(inter.body).toMatchObject({ supplierState: '27', supplyType: 'INTER', subtotal: 999.99, cgst: 0, sgst: 0, igst: 180, gstAmount: 180, total: 1179.99 });
    const local = await record(a, bill({ supplierName: 'Corner shop', supplierGstin: '', itcEligible: false })).expect(201);
    expect(local.body).toMatchObject({ supplierGstin: null, supplierState: '33', supplyType: 'INTRA', cgst: 25, sgst: 25 });
    const shipped = await record(a, bill({ supplierName: 'Corner shop', supplierGstin: undefined, itcEligible: false, placeOfSupply: '29' })).expect(201);
    expect(shipped.body).toMatchObject({ supplyType: 'INTER', igst: 50 });
  });

  it('puts product lines into stock through the ledger and moves the cost price to the weighted average', async () => {
    const yarn = await product(a, { name: 'Yarn 40s', price: 150, costPrice: 80, stockQuantity: 10, hsnCode: '5205', gstRate: 5 });
    const dye = await product(a, { name: 'Dye Red', price: 50, stockQuantity: 0, hsnCode: '3204', gstRate: 18 });
    const body = bill({
      items: [
        line({ productId: yarn.id.toUpperCase(), productName: 'Yarn 40s', quantity: 6, rate: 100 }),
        line({ productName: 'Freight', hsn: '996511', quantity: 1, unit: 'nos', rate: 500, gstRate: 5 }),
        line({ productId: yarn.id, productName: 'Yarn 40s', quantity: 4, rate: 100 }),
        line({ productId: dye.id, productName: 'Dye Red', hsn: '3204', quantity: 3, unit: 'ltr', rate: 41, gstRate: 18 }),
      ],
    });
    const r = await record(a, body).expect(201);
    expect(r.body.items.map((i: { productId: string | null }) => i.productId)).toEqual([yarn.id, null, yarn.id, dye.id]);
    const after = async (id: string) => (await t.http().get(`/api/products/${id}`).set(a.auth).expect(200)).body;
    // 10 held at ₹80 + 10 bought at ₹100 (credit claimed: GST is not a cost) → ₹90.
    expect(await after(yarn.id)).toMatchObject({ stockQuantity: 20, costPrice: 90 });
    expect(await after(dye.id)).toMatchObject({ stockQuantity: 3, costPrice: 41 });
    const history = (await t.http().get(`/api/products/${yarn.id}/history`).set(a.auth).expect(200)).body.items;
    expect(history[0]).toMatchObject({ reason: 'purchase', quantityChange: 10, resultingStock: 20, note: body.billNumber, referenceType: 'purchase', referenceId: r.body.id });

    // Without credit the GST is part of the cost: 2 × ₹41 + 18% = ₹96.76 for 2 → (3 × 41 + 96.76) / 5 = 43.952.
    await record(a, bill({ itcEligible: false, items: [line({ productId: dye.id, productName: 'Dye Red', hsn: '3204', quantity: 2, unit: 'ltr', rate: 41, gstRate: 18 })] })).expect(201);
    expect(await after(dye.id)).toMatchObject({ stockQuantity: 5, costPrice: 43.952 });
  });

  it('refuses a bill number its supplier already has this financial year (409), in any case, and nothing else', async () => {
    const first = await record(a, bill({ billNumber: 'SB-101' })).expect(201);
    const again = await record(a, bill({ billNumber: 'sb-101', items: [line({ quantity: 1 })] })).expect(409);
    expect(again.body).toMatchObject({
      code: 'PURCHASE_BILL_DUPLICATE',
      message: 'Bill SB-101 from Kaveri Mills is already recorded',
      details: { fields: { billNumber: 'Bill SB-101 from Kaveri Mills is already recorded' }, purchaseId: first.body.id },
    });
    // By name when there is no GSTIN, ignoring case and spacing.
    await record(a, bill({ supplierGstin: undefined, supplierName: 'Ravi  Stores', billNumber: '77', itcEligible: false })).expect(201);
    expect((await record(a, bill({ supplierGstin: undefined, supplierName: 'ravi stores', billNumber: '77', itcEligible: false })).expect(409)).body.code).toBe('PURCHASE_BILL_DUPLICATE');
    // Another supplier, another year, another business: their own numbers.
    await record(a, bill({ supplierName: 'Pune Traders', supplierGstin: MH_SUPPLIER, billNumber: 'SB-101' })).expect(201);
    await record(a, bill({ billNumber: 'SB-101', billDate: '2025-06-10', items: [line({ gstRate: 12 })] })).expect(201);
    await record(b, bill({ billNumber: 'SB-101' })).expect(201);
  });

  it('refuses a bad GSTIN, HSN, rate or date with field messages (400) and writes nothing', async () => {
    const before = await sql<{ bills: number; moves: number }>(t, 'select (select count(*) from purchase_bills)::int as bills, (select count(*) from stock_movements)::int as moves');
    const bad = await record(a, {
      supplierName: ' ',
      supplierGstin: '33AAAPZ1234C2Z7',
      billNumber: 'A BILL NUMBER THAT IS LONG',
      billDate: '2026-13-01',
      placeOfSupply: 'Tamil Nadu (29)',
      items: [{ productId: 'nope', productName: '', hsn: '12AB', quantity: 0, unit: 'dozen', rate: -1, gstRate: 60, cessRate: 500 }],
      itcEligible: 'yes',
    }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.details.fields).toEqual({
      supplierName: 'Supplier name is required',
      supplierGstin: 'Enter a valid 15-character GSTIN',
      billNumber: 'Bill number must be at most 16 characters: letters, digits, / and -',
      billDate: 'Enter a valid date (YYYY-MM-DD)',
      placeOfSupply: "Place of supply must be a state code such as 33 or 'Tamil Nadu (33)'",
      'items.0.productId': 'Product not found',
      'items.0.productName': 'Product name is required',
      'items.0.hsn': 'HSN/SAC code must be 4, 6 or 8 digits',
      'items.0.quantity': 'Quantity must be greater than 0',
      'items.0.unit': 'Unit must be one of nos, pcs, kg, gm, ltr, mtr, box, pack',
      'items.0.rate': 'Rate must be greater than 0',
      'items.0.gstRate': 'GST rate must be between 0-50%',
      'items.0.cessRate': 'Cess rate must be between 0-400%',
      itcEligible: 'Input tax credit must be true or false',
    });
    expect((await record(a, { ...bill(), items: [] }).expect(400)).body.details.fields).toEqual({ items: 'At least one item is required' });
    expect((await record(a, bill({ items: [line({ hsn: '' })] })).expect(400)).body.details.fields).toEqual({ 'items.0.hsn': 'HSN/SAC code is required' });
    const rules = await record(a, bill({ billDate: istDate(1), items: [line({ gstRate: 12 })] })).expect(400);
    expect(rules.body.details.fields).toEqual({ billDate: 'Bill date cannot be in the future' });
    const rate = await record(a, bill({ items: [line(), line({ gstRate: 12 })] })).expect(400);
    expect(rate.body.details.fields).toEqual({ 'items.1.gstRate': expect.stringMatching(/^12% is not a GST rate on \d{2}\/\d{2}\/\d{4}: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%$/) });
    expect((await record(a, bill({ billDate: '2017-06-30' })).expect(400)).body.details.fields).toEqual({ billDate: 'Bill date cannot be before 01/07/2017, when GST began' });
    expect((await record(a, bill({ placeOfSupply: '96' })).expect(400)).body.details.fields).toEqual({ placeOfSupply: 'Place of supply of a purchase must be an Indian state' });
    expect((await record(a, bill({ supplierGstin: undefined })).expect(400)).body.details.fields).toEqual({ itcEligible: "Input tax credit needs the supplier's GSTIN" });
    const yarn = await product(a, { name: 'Half Yarn', stockQuantity: 1 });
    expect((await record(a, bill({ items: [line({ productId: yarn.id, quantity: 1.5 })] })).expect(400)).body.details.fields).toEqual({
      'items.0.quantity': 'Stock is counted in whole units: use a whole quantity, or type the item without picking the product',
    });
    const after = await sql(t, 'select (select count(*) from purchase_bills)::int as bills, (select count(*) from stock_movements)::int as moves');
    expect(after).toEqual([{ bills: before[0].bills, moves: before[0].moves + 1 }]); // the product's opening stock only
  });

  it('refuses credit for a business without GSTIN or in the composition scheme', async () => {
    const composition = await gstBusiness(t, {}, { isComposition: true });
    expect((await record(composition, bill()).expect(400)).body.details.fields).toEqual({ itcEligible: 'A business in the composition scheme cannot claim input tax credit' });
    await record(composition, bill({ itcEligible: false })).expect(201);
  });

  it("never reads or stocks another business's records: its bill and its product are 404 / not found, and nothing is written", async () => {
    const mine = await record(a, bill({ supplierName: 'Secret Supplier' })).expect(201);
    expect((await t.http().get(`/api/purchases/${mine.body.id}`).set(b.auth).expect(404)).body.code).toBe('PURCHASE_NOT_FOUND');
    expect((await t.http().get('/api/purchases?search=secret').set(b.auth).expect(200)).body.items).toEqual([]);
    await t.http().get('/api/purchases/not-an-id').set(a.auth).expect(404);
    await t.http().get(`/api/purchases/${randomUUID()}`).set(a.auth).expect(404);

    const theirs = await product(b, { name: 'Their Bolt', stockQuantity: 5 });
    const body = bill({ items: [line(), line({ productId: theirs.id, productName: 'Their Bolt', quantity: 5 })] });
    const r = await record(a, body).expect(400);
    expect(r.body.details.fields).toEqual({ 'items.1.productId': 'Product not found' });
    expect((await t.http().get(`/api/products/${theirs.id}`).set(b.auth).expect(200)).body.stockQuantity).toBe(5);
    expect(await sql(t, 'select count(*)::int as n from purchase_bills where bill_number = $1', [body.billNumber])).toEqual([{ n: 0 }]);

    // An id that is no product at all was a 500 (the lines' foreign key failed before the stock check ran).
    const unknown = bill({ items: [line({ productId: randomUUID(), productName: 'Ghost', quantity: 2 })] });
    expect((await record(a, unknown).expect(400)).body.details.fields).toEqual({ 'items.0.productId': 'Product not found' });
    expect(await sql(t, 'select count(*)::int as n from purchase_bills where bill_number = $1', [unknown.billNumber])).toEqual([{ n: 0 }]);
  });

  it('lists newest first with paging, search and a date range', async () => {
    const biz = await gstBusiness(t);
    const made: string[] = [];
    for (const [i, date] of [istDate(-30), istDate(-1), istDate(-10)].entries()) {
      made.push((await record(biz, bill({ billDate: date, supplierName: i === 2 ? 'Sri Murugan Agencies' : 'Kaveri Mills' })).expect(201)).body.id);
    }
    const list = (query = '') => t.http().get(`/api/purchases${query}`).set(biz.auth).expect(200);
    expect((await list()).body.items.map((p: { id: string }) => p.id)).toEqual([made[1], made[2], made[0]]);
    const page = (await list('?limit=2')).body;
    expect((await list(`?limit=2&cursor=${page.nextCursor}`)).body.items.map((p: { id: string }) => p.id)).toEqual([made[0]]);
    expect((await list('?search=murugan')).body.items.map((p: { id: string }) => p.id)).toEqual([made[2]]);
    expect((await list(`?search=${TN_SUPPLIER.slice(0, 8).toLowerCase()}`)).body.items).toHaveLength(3);
    expect((await list(`?from=${istDate(-10)}&to=${istDate(-1)}`)).body.items).toHaveLength(2);
    expect((await list()).body.items[0]).toEqual(expect.objectContaining({ placeOfSupplyLabel: 'Tamil Nadu (33)', total: 1049.99 }));
  });

  it('records once per Idempotency-Key: a retry answers the first bill and takes no stock twice', async () => {
    const bolt = await product(a, { name: 'Retry Bolt', stockQuantity: 0 });
    const key = randomUUID();
    const body = bill({ items: [line({ productId: bolt.id, productName: 'Retry Bolt', quantity: 7 })] });
    const first = await record(a, body).set('Idempotency-Key', key).expect(201);
    const retry = await record(a, body).set('Idempotency-Key', key).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await t.http().get(`/api/products/${bolt.id}`).set(a.auth).expect(200)).body.stockQuantity).toBe(7);
    // Without the key the same bill is a duplicate, not a second stock receipt.
    expect((await record(a, body).expect(409)).body.code).toBe('PURCHASE_BILL_DUPLICATE');
  });

  it('gives reports input tax by month, rate and kind, expenses by category and the register, from SQL aggregates', async () => {
    const biz = await gstBusiness(t);
    const businessId = await businessIdOf(t, biz);
    await record(biz, bill({ billDate: '2026-10-05', items: [line({ gstRate: 5 }), line({ gstRate: 18, quantity: 1, rate: 1000 })] })).expect(201);
    await record(biz, bill({ billDate: '2026-10-20', supplierGstin: KA_GSTIN, supplierName: 'Bengaluru Steel', items: [line({ gstRate: 18, quantity: 1, rate: 1000 })] })).expect(201);
    await record(biz, bill({ billDate: '2026-09-30', itcEligible: false })).expect(201);
    const expense = { category: 'rent', amount: 10000, gstPaid: 1800, gstRate: 18, itcEligible: true, paymentMethod: 'upi' };
    await t.http().post('/api/expenses').set(biz.auth).send({ ...expense, expenseDate: '2026-10-01' }).expect(201);
    await t.http().post('/api/expenses').set(biz.auth).send({ ...expense, expenseDate: '2026-10-02', category: 'travel', amount: 500, gstPaid: 0, gstRate: null, itcEligible: false }).expect(201);
    const reports = t.app.get(MoneyOutReports);
    const october = { from: '2026-10-01', to: '2026-11-01' };
    expect(await reports.inputTax(businessId, october)).toEqual([
      { month: '2026-10', source: 'expense', gstRate: 18, supplyType: 'INTRA', itcEligible: true, documentCount: 1, taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 0, cessPaise: 0 },
      { month: '2026-10', source: 'purchase', gstRate: 5, supplyType: 'INTRA', itcEligible: true, documentCount: 1, taxablePaise: 99_999, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0, cessPaise: 0 },
      { month: '2026-10', source: 'purchase', gstRate: 18, supplyType: 'INTER', itcEligible: true, documentCount: 1, taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000, cessPaise: 0 },
      { month: '2026-10', source: 'purchase', gstRate: 18, supplyType: 'INTRA', itcEligible: true, documentCount: 1, taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0, cessPaise: 0 },
    ]);
    expect(await reports.expensesByCategory(businessId, october)).toEqual([
      { month: null, category: 'rent', count: 1, amountPaise: 1_000_000, gstPaise: 180_000, itcGstPaise: 180_000, totalPaise: 1_180_000 },
      { month: null, category: 'travel', count: 1, amountPaise: 50_000, gstPaise: 0, itcGstPaise: 0, totalPaise: 50_000 },
    ]);
    const register = await reports.purchaseRegister(businessId, { from: '2026-09-01', to: '2026-11-01' });
    expect(register.map((row) => [row.billDate, row.supplyType, row.itcEligible, row.totalPaise])).toEqual([
      ['2026-09-30', 'INTRA', false, 104_999],
      ['2026-10-05', 'INTRA', true, 104_999 + 118_000],
      ['2026-10-20', 'INTER', true, 118_000],
    ]);
    expect(await reports.purchasesByMonth(businessId, { from: '2026-09-01', to: '2026-11-01' })).toEqual([
      { month: '2026-09', billCount: 1, subtotalPaise: 99_999, gstAmountPaise: 5_000, totalPaise: 104_999 },
      { month: '2026-10', billCount: 2, subtotalPaise: 299_999, gstAmountPaise: 41_000, totalPaise: 340_999 },
    ]);
    // Another business sees none of it.
    expect(await reports.inputTax(await businessIdOf(t, b), october)).toEqual([]);
  });
});
