import { randomUUID } from 'node:crypto';
import { binary } from '../../../test-support/binary';
import { signUpBusiness, type SignedUpBusiness } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { gstBusiness, istDate, type Biz } from '../billing/billing-fixtures';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR receipt pixels')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

describe('expenses', () => {
  let t: TestApp;
  let a: Biz;
  let b: Biz;
  const expense = (fields: Record<string, unknown> = {}) => ({
    expenseDate: istDate(-1),
    category: 'rent',
    amount: 25000,
    gstPaid: 4500,
    gstRate: 18,
    supplyType: 'INTRA',
    itcEligible: true,
    paymentMethod: 'bank_transfer',
    vendor: 'Lakshmi Estates',
    notes: 'Shop rent for the month',
    ...fields,
  });
  const create = (who: SignedUpBusiness, body: Record<string, unknown>) => t.http().post('/api/expenses').set(who.auth).send(body);
  const upload = (who: SignedUpBusiness, id: string, content: Buffer, filename = 'receipt.png', field = 'receipt') =>
    t.http().post(`/api/expenses/${id}/receipt`).set(who.auth).attach(field, content, { filename, contentType: 'image/png' });

  beforeAll(async () => {
    t = await createTestApp();
    a = await gstBusiness(t);
    b = await gstBusiness(t);
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await t.http().get('/api/expenses').expect(401);
    await t.http().post('/api/expenses').send(expense()).expect(401);
  });

  it('records an expense with its GST split into CGST and SGST, or IGST', async () => {
    const r = await create(a, expense()).expect(201);
    expect(r.body).toMatchObject({
      id: expect.any(String),
      category: 'rent',
      amount: 25000,
      gstPaid: 4500,
      gstRate: 18,
      supplyType: 'INTRA',
      cgst: 2250,
      sgst: 2250,
      igst: 0,
      itcEligible: true,
      total: 29500,
      paymentMethod: 'bank_transfer',
      vendor: 'Lakshmi Estates',
      receipt: null,
    });
    expect((await t.http().get(`/api/expenses/${r.body.id}`).set(a.auth).expect(200)).body).toEqual(r.body);

    const inter = await create(a, expense({ category: 'professional_fees', amount: '1000.50', gstPaid: '180.09', supplyType: 'INTER' })).expect(201);
    expect(inter.body).toMatchObject({ amount: 1000.5, gstPaid: 180.09, cgst: 0, sgst: 0, igst: 180.09, total: 1180.59 });
    // An odd paisa of intra-state GST goes to CGST, so the parts add up to what was paid.
    const odd = await create(a, expense({ amount: 100, gstPaid: 0.05 })).expect(201);
    expect(odd.body).toMatchObject({ cgst: 0.03, sgst: 0.02 });
    // Only the required fields: no GST, no credit.
    const plain = await create(a, { expenseDate: istDate(), category: 'bank_charges', amount: 59, paymentMethod: 'other' }).expect(201);
    expect(plain.body).toMatchObject({ gstPaid: 0, gstRate: null, supplyType: 'INTRA', itcEligible: false, vendor: null, notes: null, total: 59 });
  });

  it('refuses bad input with the form’s messages, field by field, and writes nothing', async () => {
    const before = await sql<{ n: number }>(t, 'select count(*)::int as n from expenses');
    const empty = await create(a, {}).expect(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.details.fields).toEqual({
      expenseDate: 'Expense date is required',
      category: 'Please select a category',
      amount: 'Amount is required',
      paymentMethod: 'Please select a payment method',
    });
    const bad = await create(a, expense({ expenseDate: '2026-02-30', category: 'food', amount: -5, gstPaid: 'x', gstRate: 7.5, supplyType: 'both', itcEligible: 'yes', paymentMethod: 'barter', vendor: 'v'.repeat(201) })).expect(400);
    expect(bad.body.details.fields).toEqual({
      expenseDate: 'Enter a valid date (YYYY-MM-DD)',
      category: 'Please select a category',
      amount: 'Amount must be greater than 0',
      gstPaid: 'GST paid must be an amount of 0 or more with at most 2 decimals',
      supplyType: 'GST type must be INTRA (CGST + SGST) or INTER (IGST)',
      itcEligible: 'Input tax credit must be true or false',
      paymentMethod: 'Please select a payment method',
      vendor: 'Vendor must be at most 200 characters',
    });
    expect((await create(a, expense({ amount: 10.001 })).expect(400)).body.details.fields).toEqual({ amount: 'Amount must be a number with at most 2 decimals' });
    const rules = await create(a, expense({ expenseDate: istDate(1), gstRate: 12, amount: 100, gstPaid: 101 })).expect(400);
    expect(rules.body.details.fields).toEqual({
      expenseDate: 'Expense date cannot be in the future',
      gstRate: expect.stringMatching(/^12% is not a GST rate on \d{2}\/\d{2}\/\d{4}: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%$/),
      gstPaid: 'GST paid cannot be more than the amount',
    });
    expect((await create(a, expense({ gstPaid: 0 })).expect(400)).body.details.fields).toEqual({ itcEligible: 'Enter the GST paid to claim input tax credit' });
    // 12% was a GST rate before 22 Sep 2025.
    await create(a, expense({ expenseDate: '2025-09-21', gstRate: 12, amount: 100, gstPaid: 12 })).expect(201);
    expect(await sql(t, 'select count(*)::int as n from expenses')).toEqual([{ n: before[0].n + 1 }]);
  });

  it('claims input tax credit only for a registered business outside the composition scheme', async () => {
    const unregistered = await signUpBusiness(t);
    expect((await create(unregistered, expense()).expect(400)).body.details.fields).toEqual({ itcEligible: 'Input tax credit needs your GSTIN: add it in Configuration' });
    await create(unregistered, expense({ itcEligible: false })).expect(201);
    const composition = await gstBusiness(t, {}, { isComposition: true });
    expect((await create(composition, expense()).expect(400)).body.details.fields).toEqual({ itcEligible: 'A business in the composition scheme cannot claim input tax credit' });
  });

  it('lists newest first, pages by cursor, searches vendor and notes, filters by category and dates', async () => {
    const biz = await gstBusiness(t);
    const dates = [istDate(-40), istDate(-3), istDate(-3), istDate(-1), istDate(-20)];
    const ids: string[] = [];
    for (const [i, date] of dates.entries()) {
      const body = expense({ expenseDate: date, category: i % 2 ? 'utilities' : 'travel', vendor: i === 4 ? 'TNEB Chennai' : `Vendor ${i}`, notes: i === 1 ? 'Diesel for the van' : null });
      ids.push((await create(biz, body).expect(201)).body.id);
    }
    const list = (query = '') => t.http().get(`/api/expenses${query}`).set(biz.auth).expect(200);
    const all = (await list()).body;
    expect(all.items.map((e: { expenseDate: string }) => e.expenseDate)).toEqual([...dates].sort().reverse());
    // Within a day, the later entry first.
    expect(all.items.slice(1, 3).map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(all.nextCursor).toBeNull();

    const first = (await list('?limit=2')).body;
    const second = (await list(`?limit=2&cursor=${first.nextCursor}`)).body;
    const third = (await list(`?limit=2&cursor=${second.nextCursor}`)).body;
    expect([...first.items, ...second.items, ...third.items].map((e: { id: string }) => e.id)).toEqual(all.items.map((e: { id: string }) => e.id));
    expect(third.nextCursor).toBeNull();

    expect((await list('?search=tneb')).body.items.map((e: { id: string }) => e.id)).toEqual([ids[4]]);
    expect((await list('?search=DIESEL')).body.items.map((e: { id: string }) => e.id)).toEqual([ids[1]]);
    expect((await list('?search=100%25')).body.items).toEqual([]);
    expect((await list('?category=utilities')).body.items.map((e: { id: string }) => e.id).sort()).toEqual([ids[1], ids[3]].sort());
    expect((await list(`?from=${istDate(-20)}&to=${istDate(-3)}`)).body.items).toHaveLength(3);

    const refused = await t.http().get(`/api/expenses?from=${istDate()}&to=${istDate(-1)}`).set(biz.auth).expect(400);
    expect(refused.body.details.fields).toEqual({ to: 'The end date cannot be before the start date' });
    expect((await t.http().get('/api/expenses?category=food&from=2026-13-01').set(biz.auth).expect(400)).body.details.fields).toEqual({
      category: expect.stringContaining('category must be one of rent, salaries'),
      from: 'from must be a date (YYYY-MM-DD)',
    });
    await t.http().get('/api/expenses?cursor=bm90LWEtY3Vyc29y').set(biz.auth).expect(400);
  });

  it('edits every field (the receipt stays) and deletes after which the expense is gone', async () => {
    const { id } = (await create(a, expense()).expect(201)).body;
    await upload(a, id, PNG).expect(200);
    const edited = await t.http().put(`/api/expenses/${id}`).set(a.auth).send(expense({ category: 'repairs', amount: 800, gstPaid: 0, gstRate: null, itcEligible: false, vendor: '', notes: null })).expect(200);
    expect(edited.body).toMatchObject({ id, category: 'repairs', amount: 800, gstPaid: 0, cgst: 0, gstRate: null, itcEligible: false, vendor: null, notes: null, receipt: { contentType: 'image/png' } });
    expect((await t.http().put(`/api/expenses/${id}`).set(a.auth).send({ ...expense(), amount: 0 }).expect(400)).body.details.fields).toEqual({ amount: 'Amount must be greater than 0' });

    await t.http().delete(`/api/expenses/${id}`).set(a.auth).expect(204);
    await t.http().get(`/api/expenses/${id}`).set(a.auth).expect(404);
    await t.http().delete(`/api/expenses/${id}`).set(a.auth).expect(404);
    expect(await sql(t, 'select count(*)::int as n from expense_receipts where expense_id = $1', [id])).toEqual([{ n: 0 }]);
    expect((await t.http().get('/api/expenses/not-an-id').set(a.auth).expect(404)).body.code).toBe('EXPENSE_NOT_FOUND');
  });

  it('keeps a receipt image or PDF, judged by its content, and serves it back', async () => {
    const { id } = (await create(a, expense()).expect(201)).body;
    const png = await upload(a, id, PNG, 'IMG_2041 (1).png').expect(200);
    expect(png.body.receipt).toEqual({ fileName: 'IMG_2041 _1_.png', contentType: 'image/png', size: PNG.length, uploadedAt: expect.any(String) });
    const served = await t.http().get(`/api/expenses/${id}/receipt`).set(a.auth).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('inline; filename="IMG_2041 _1_.png"');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    // A PDF named .jpg is a PDF; a new upload replaces the old one.
    const pdf = await upload(a, id, PDF, 'bill.jpg').expect(200);
    expect(pdf.body.receipt).toMatchObject({ fileName: 'bill.pdf', contentType: 'application/pdf', size: PDF.length });
    expect((await t.http().get(`/api/expenses/${id}/receipt`).set(a.auth).buffer(true).parse(binary).expect(200)).headers['content-type']).toBe('application/pdf');
    expect((await t.http().get(`/api/expenses/${id}`).set(a.auth).expect(200)).body.receipt.contentType).toBe('application/pdf');

    await t.http().delete(`/api/expenses/${id}/receipt`).set(a.auth).expect(204);
    expect((await t.http().get(`/api/expenses/${id}/receipt`).set(a.auth).expect(404)).body.code).toBe('RECEIPT_NOT_FOUND');
    expect((await t.http().delete(`/api/expenses/${id}/receipt`).set(a.auth).expect(404)).body.code).toBe('RECEIPT_NOT_FOUND');
    expect((await t.http().get(`/api/expenses/${id}`).set(a.auth).expect(200)).body.receipt).toBeNull();
  });

  it('refuses a receipt that is not an image or a PDF, an oversized one, and a request without one (4xx, nothing kept)', async () => {
    const { id } = (await create(a, expense()).expect(201)).body;
    const html = await upload(a, id, Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.pdf').expect(400);
    expect(html.body).toMatchObject({ code: 'RECEIPT_INVALID', details: { fields: { receipt: 'Attach the receipt as a JPEG, PNG or WebP image, or a PDF' } } });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(a, id, big).expect(400);
    expect(tooLarge.body).toMatchObject({ code: 'RECEIPT_TOO_LARGE', details: { fields: { receipt: 'The receipt must be at most 2 MB' } } });
    expect((await upload(a, id, PNG, 'r.png', 'file').expect(400)).body.details.fields).toEqual({ receipt: 'Attach the receipt in the field receipt' });
    expect((await t.http().post(`/api/expenses/${id}/receipt`).set(a.auth).send({ receipt: 'x' }).expect(400)).body.code).toBe('RECEIPT_INVALID');
    // A body that ends in the middle of the file (a dropped connection, a broken client) was a 500.
    const truncated = await t
      .http()
      .post(`/api/expenses/${id}/receipt`)
      .set(a.auth)
      .set('Content-Type', 'multipart/form-data; boundary=cut')
      .send(Buffer.concat([Buffer.from('--cut\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n'), PNG]))
      .expect(400);
    expect(truncated.body).toMatchObject({ code: 'RECEIPT_INVALID', details: { fields: { receipt: 'The upload could not be read: attach the receipt again' } } });
    expect((await t.http().get(`/api/expenses/${id}`).set(a.auth).expect(200)).body.receipt).toBeNull();
    expect(await sql(t, 'select count(*)::int as n from expense_receipts where expense_id = $1', [id])).toEqual([{ n: 0 }]);
  });

  it("never shows, changes or deletes another business's expense or receipt: each is a 404", async () => {
    const { id } = (await create(a, expense({ vendor: 'Only Mine' })).expect(201)).body;
    await upload(a, id, PNG).expect(200);
    const theirs = (path: string) => `/api/expenses/${id}${path}`;
    expect((await t.http().get(theirs('')).set(b.auth).expect(404)).body.code).toBe('EXPENSE_NOT_FOUND');
    await t.http().put(theirs('')).set(b.auth).send(expense()).expect(404);
    await t.http().delete(theirs('')).set(b.auth).expect(404);
    await t.http().get(theirs('/receipt')).set(b.auth).expect(404);
    await upload(b, id, PNG).expect(404);
    await t.http().delete(theirs('/receipt')).set(b.auth).expect(404);
    expect((await t.http().get('/api/expenses?search=only mine').set(b.auth).expect(200)).body.items).toEqual([]);
    // Untouched.
    const mine = (await t.http().get(theirs('')).set(a.auth).expect(200)).body;
    expect(mine).toMatchObject({ vendor: 'Only Mine', receipt: { contentType: 'image/png' } });
    await t.http().get(`/api/expenses/${randomUUID()}`).set(a.auth).expect(404);
  });

  it('records once per Idempotency-Key: a retry answers the first expense', async () => {
    const key = randomUUID();
    const body = expense({ vendor: 'Retry Traders' });
    const first = await create(a, body).set('Idempotency-Key', key).expect(201);
    const retry = await create(a, body).set('Idempotency-Key', key).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await sql(t, "select count(*)::int as n from expenses where vendor = 'Retry Traders' and business_id = $1", [await businessIdOf(t, a)])).toEqual([{ n: 1 }]);
    expect((await create(a, { ...body, amount: 1 }).set('Idempotency-Key', key).expect(409)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('totals expenses by month and category, beside purchases, from the data (empty when there is none)', async () => {
    const biz = await gstBusiness(t);
    const empty = (await t.http().get('/api/expenses/summary').set(biz.auth).expect(200)).body;
    expect(empty).toMatchObject({ months: [], categories: [], expenses: 0, purchases: 0 });
    const month = istDate().slice(0, 7);
    await create(biz, expense({ expenseDate: istDate(), category: 'rent', amount: 1000, gstPaid: 180 })).expect(201);
    await create(biz, expense({ expenseDate: istDate(), category: 'rent', amount: 500, gstPaid: 0, itcEligible: false })).expect(201);
    await create(biz, expense({ expenseDate: istDate(), category: 'travel', amount: 2000.25, gstPaid: 0, itcEligible: false })).expect(201);
    await create(biz, expense({ expenseDate: '2025-01-15', category: 'travel', amount: 99, gstPaid: 0, itcEligible: false })).expect(201);
    const summary = (await t.http().get(`/api/expenses/summary?from=${month}-01&to=${istDate()}`).set(biz.auth).expect(200)).body;
    expect(summary).toEqual({
      period: { from: `${month}-01`, to: istDate() },
      months: [
        {
          month,
          categories: [
            { category: 'travel', count: 1, amount: 2000.25, gstPaid: 0, total: 2000.25 },
            { category: 'rent', count: 2, amount: 1500, gstPaid: 180, total: 1680 },
          ],
          expenses: 3680.25,
          purchases: 0,
        },
      ],
      categories: [
        { category: 'travel', count: 1, amount: 2000.25, gstPaid: 0, total: 2000.25 },
        { category: 'rent', count: 2, amount: 1500, gstPaid: 180, total: 1680 },
      ],
      expenses: 3680.25,
      purchases: 0,
    });
    const older = (await t.http().get('/api/expenses/summary?from=2025-01-01&to=2025-01-31').set(biz.auth).expect(200)).body;
    expect(older.months).toEqual([{ month: '2025-01', categories: [{ category: 'travel', count: 1, amount: 99, gstPaid: 0, total: 99 }], expenses: 99, purchases: 0 }]);
    // Another business's summary holds none of it.
    expect((await t.http().get(`/api/expenses/summary?from=2025-01-01`).set(b.auth).expect(200)).body.categories.some((c: { total: number }) => c.total === 99)).toBe(false);
  });
});
