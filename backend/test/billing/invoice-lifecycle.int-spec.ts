import { InvoiceMessages } from '@hisaab/contracts';
import { formatDocumentNumber } from '@hisaab/gst';
import { Client } from 'pg';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, invoiceBody, istDate, item, pay, product, setStatus, TN_GSTIN, type Biz } from './billing-fixtures';

describe('invoice lifecycle: validation, numbering, status machine, stock, payments, idempotency', () => {
  let t: TestApp;
  let b: Biz;
  let buyer: { id: string; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
    buyer = await customer(b, { name: 'Lifecycle Buyer', state: 'Tamil Nadu' });
  });
  afterAll(() => t.close());

  const stockOf = async (id: string) => (await t.http().get(`/api/products/${id}`).set(b.auth).expect(200)).body.stockQuantity;

  it('answers the spec messages for a bad invoice form', async () => {
    const empty = await t.http().post('/api/invoices').set(b.auth).send({}).expect(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.details.fields).toMatchObject({ invoice: 'Customer is required', items: 'At least one item is required' });

    const body = invoiceBody('', { invoiceNumber: '', invoiceDate: '', dueDate: undefined }, [
      { productName: '', quantity: 0, rate: 0, gstRate: 51, unit: 'dozen' },
    ]);
    const res = await t.http().post('/api/invoices').set(b.auth).send(body).expect(400);
    expect(res.body.details.fields).toEqual({
      'invoice.customerId': 'Customer is required',
      'invoice.invoiceNumber': 'Invoice number is required',
      'invoice.invoiceDate': 'Invoice date is required',
      'invoice.dueDate': 'Due date is required',
      'items.0.productName': 'Product name is required',
      'items.0.quantity': 'Quantity must be greater than 0',
      'items.0.rate': 'Rate must be greater than 0',
      'items.0.gstRate': 'GST rate must be between 0-50%',
      'items.0.unit': 'Unit must be one of nos, pcs, kg, gm, ltr, mtr, box, pack',
    });
    const noItems = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(buyer.id, {}, [])).expect(400);
    expect(noItems.body.message).toBe('At least one item is required');
    const early = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(buyer.id, { dueDate: '2026-11-01' })).expect(400);
    expect(early.body.details.fields['invoice.dueDate']).toBe('Due date cannot be before the invoice date');
    const discount = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(buyer.id, {}, [item({ rate: 10, discount: 11 })])).expect(400);
    expect(discount.body.details.fields['items.0.discount']).toBe('Discount cannot be more than the line amount');
  });

  it('refuses unknown customers and products as not this business', async () => {
    const noCustomer = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody('00000000-0000-4000-8000-000000000000')).expect(404);
    expect(noCustomer.body.code).toBe('CUSTOMER_NOT_FOUND');
    const noProduct = await t
      .http()
      .post('/api/invoices')
      .set(b.auth)
      .send(invoiceBody(buyer.id, {}, [item({ productId: '00000000-0000-4000-8000-000000000000' })]))
      .expect(400);
    expect(noProduct.body.details.fields['items.0.productId']).toBe('Product not found');
  });

  it("refuses another business's product on create and edit, in any letter case, writing nothing and keeping the Idempotency-Key free", async () => {
    const own = await gstBusiness(t);
    const ownBuyer = await customer(own, { name: 'Own Buyer', state: 'Tamil Nadu' });
    const other = await gstBusiness(t);
    const theirs = await product(other, { name: 'Not yours' });
    const mine = await product(own, { name: 'Mine to sell' });
    const businessId = await businessIdOf(t, own);
    const series = () => sql(t, `select coalesce(sum(next_value), 0)::int as n from document_series where business_id = $1`, [businessId]);
    const invoices = () => sql(t, 'select count(*)::int as n from invoices where business_id = $1', [businessId]);
    const before = { series: await series(), invoices: await invoices() };
    const lines = [item({ productId: mine.id }), item({ productId: theirs.id.toUpperCase() })];
    const key = `unknown-product-${Date.now()}`;
    const refused = await t.http().post('/api/invoices').set(own.auth).set('Idempotency-Key', key).send(invoiceBody(ownBuyer.id, {}, lines)).expect(400);
    expect(refused.body.details.fields).toEqual({ 'items.1.productId': 'Product not found' });
    expect(await series()).toEqual(before.series);
    expect(await invoices()).toEqual(before.invoices);
    // The key was not used up: the corrected request goes through with it.
    await t.http().post('/api/invoices').set(own.auth).set('Idempotency-Key', key).send(invoiceBody(ownBuyer.id, {}, [item({ productId: mine.id })])).expect(201);

    const draft = await createInvoice(own, ownBuyer.id);
    const edit = await t.http().put(`/api/invoices/${draft.id}`).set(own.auth).send(invoiceBody(ownBuyer.id, {}, lines)).expect(400);
    expect(edit.body.details.fields).toEqual({ 'items.1.productId': 'Product not found' });
  });

  it('takes typed numbers that match the e-invoice pattern and are unique in the financial year; the series skips them', async () => {
    const typed = await createInvoice(b, buyer.id, { invoiceNumber: 'inv/26-27/0002' });
    expect(typed.invoiceNumber).toBe('INV/26-27/0002');
    const dup = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(buyer.id, { invoiceNumber: 'INV/26-27/0002' })).expect(409);
    expect(dup.body.code).toBe('INVOICE_NUMBER_TAKEN');
    // Same number, next financial year: allowed.
    await createInvoice(b, buyer.id, { invoiceNumber: 'INV/26-27/0002', invoiceDate: '2027-04-02', dueDate: '2027-04-30' });
    // The same serial spelled another way is the same number.
    for (const spelling of ['INV/26-27/2', 'inv/26-27/00002']) {
      expect((await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(buyer.id, { invoiceNumber: spelling })).expect(409)).body.code).toBe('INVOICE_NUMBER_TAKEN');
    }
    const tooLong = await t.http().post('/api/invoices').set(b.auth).send(invoiceBody(buyer.id, { invoiceNumber: 'INV-1732170000000' })).expect(400);
    expect(tooLong.body.details.fields['invoice.invoiceNumber']).toMatch(/at most 16 characters/);
    const first = await createInvoice(b, buyer.id);
    const next = await createInvoice(b, buyer.id);
    expect([first.invoiceNumber, next.invoiceNumber]).toEqual(['INV/26-27/0001', 'INV/26-27/0003']);
  });

  it('allocates distinct consecutive numbers under concurrent creates', async () => {
    const other = await gstBusiness(t);
    const c = await customer(other, { name: 'Concurrent', state: 'Tamil Nadu' });
    const results = await Promise.all(Array.from({ length: 6 }, () => createInvoice(other, c.id)));
    expect(results.map((r) => r.invoiceNumber).sort()).toEqual(['0001', '0002', '0003', '0004', '0005', '0006'].map((n) => `INV/26-27/${n}`));
  });

  it('numbers at commit as formatDocumentNumber does, past 9999 too; a series with no 16-character number left is 409 and writes nothing', async () => {
    const other = await gstBusiness(t, { invoicePrefix: 'ABCDE' });
    const c = await customer(other, { name: 'Long Series', state: 'Tamil Nadu' });
    expect((await createInvoice(other, c.id)).invoiceNumber).toBe(formatDocumentNumber('ABCDE', istDate(0), 1));
    const businessId = await businessIdOf(t, other);
    await sql(t, `update document_series set next_value = 9999 where business_id = $1`, [businessId]);
    expect((await createInvoice(other, c.id)).invoiceNumber).toBe(formatDocumentNumber('ABCDE', istDate(0), 9999));
    // ABCDE/26-27/10000 would be 17 characters.
    const full = await t.http().post('/api/invoices').set(other.auth).set('Idempotency-Key', 'full-1').send(invoiceBody(c.id)).expect(409);
    expect(full.body.code).toBe('INVOICE_SERIES_FULL');
    const [state] = await sql<{ next_value: number; invoices: string }>(
      t,
      `select next_value, (select count(*) from invoices where business_id = $1) as invoices from document_series where business_id = $1`,
      [businessId],
    );
    expect(state).toEqual({ next_value: 10000, invoices: '2' });
    // The series (one per financial year) goes on past 9999 with a shorter prefix.
    await t.http().post('/api/config').set(other.auth).send({ companyName: 'Rao Traders', gstNumber: TN_GSTIN, invoicePrefix: 'AB' }).expect(200);
    expect((await createInvoice(other, c.id)).invoiceNumber).toBe(formatDocumentNumber('AB', istDate(0), 10000));
  });

  it('skips a number typed by hand in a transaction still open when the series reached it', async () => {
    const other = await gstBusiness(t);
    const c = await customer(other, { name: 'Race', state: 'Tamil Nadu' });
    const first = await createInvoice(other, c.id);
    const typed = formatDocumentNumber('INV', istDate(0), 2);
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into invoices select (jsonb_populate_record(null::invoices, to_jsonb(i) || jsonb_build_object('id', gen_random_uuid(), 'invoice_number', $1::text, 'share_id', md5(random()::text)))).* from invoices i where id = $2`,
        [typed, first.id],
      );
      // The create's commit waits on the open insert's number, then must take the next one.
      // then() sends the request now; it is awaited after the commit below.
      const answer = t.http().post('/api/invoices').set(other.auth).send(invoiceBody(c.id)).then((response) => response);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await client.query('commit');
      const created = await answer;
      expect(created.status).toBe(201);
      expect(created.body.invoiceNumber).toBe(formatDocumentNumber('INV', istDate(0), 3));
    } finally {
      await client.end();
    }
  });

  it('edits a draft (recomputed), refuses edits once issued', async () => {
    const inv = await createInvoice(b, buyer.id);
    const edited = await t
      .http()
      .put(`/api/invoices/${inv.id}`)
      .set(b.auth)
      .send(invoiceBody(buyer.id, { notes: 'Edited', total: 5 }, [item({ quantity: 2, rate: 500, gstRate: 5 })]))
      .expect(200);
    expect(edited.body).toMatchObject({ id: inv.id, invoiceNumber: inv.invoiceNumber, notes: 'Edited', subtotal: 1000, cgst: 25, sgst: 25, total: 1050 });
    expect(edited.body.items).toHaveLength(1);
    await setStatus(b, inv.id, 'sent');
    const locked = await t.http().put(`/api/invoices/${inv.id}`).set(b.auth).send(invoiceBody(buyer.id)).expect(409);
    expect(locked.body.code).toBe('INVOICE_NOT_EDITABLE');
  });

  it('status machine: draft → sent → paid; every other move is 409', async () => {
    const inv = await createInvoice(b, buyer.id);
    for (const to of ['paid', 'draft', 'overdue']) expect((await setStatus(b, inv.id, to, 409)).body.code).toBe('INVALID_STATUS_TRANSITION');
    const sent = await setStatus(b, inv.id, 'sent');
    expect(sent.body).toMatchObject({ status: 'sent', outstanding: 1180 });
    expect(sent.body.issuedAt).toEqual(expect.any(String));
    expect((await setStatus(b, inv.id, 'draft', 409)).body.code).toBe('INVALID_STATUS_TRANSITION');
    const paid = await setStatus(b, inv.id, 'paid');
    expect(paid.body).toMatchObject({ status: 'paid', amountPaid: 1180, outstanding: 0 });
    for (const to of ['sent', 'draft', 'cancelled']) expect((await setStatus(b, inv.id, to, 409)).body.code).toBe('INVALID_STATUS_TRANSITION');
    // Marking paid records the balance as a payment, so payments add up to paid invoices.
    const payments = await t.http().get(`/api/payments?invoiceId=${inv.id}`).set(b.auth).expect(200);
    expect(payments.body.items).toMatchObject([{ amount: 1180, paymentMethod: 'other', invoice: { invoiceNumber: inv.invoiceNumber } }]);
    const bad = await t.http().put(`/api/invoices/${inv.id}/status`).set(b.auth).send({ status: 'archived' }).expect(400);
    expect(bad.body.details.fields.status).toMatch(/Status must be one of/);
  });

  it('issuing takes linked products out of stock in the same transaction; short stock is 409 naming the product', async () => {
    const bolt = await product(b, { name: 'Hex Bolt', stockQuantity: 5 });
    const nut = await product(b, { name: 'Hex Nut', stockQuantity: 1 });
    const short = await createInvoice(b, buyer.id, {}, [
      item({ productId: bolt.id, productName: 'Hex Bolt', quantity: 2, rate: 10 }),
      item({ productId: nut.id, productName: 'Hex Nut', quantity: 3, rate: 5 }),
    ]);
    const fractional = await t
      .http()
      .post('/api/invoices')
      .set(b.auth)
      .send(invoiceBody(buyer.id, {}, [item({ productId: bolt.id, productName: 'Hex Bolt', quantity: 1.5, rate: 10 })]))
      .expect(400);
    expect(fractional.body.details.fields).toEqual({ 'items.0.quantity': InvoiceMessages.quantityWholeForProduct });
    const refused = await setStatus(b, short.id, 'sent', 409);
    expect(refused.body.code).toBe('INSUFFICIENT_STOCK');
    expect(JSON.stringify(refused.body)).toContain('Hex Nut');
    // Nothing changed: the invoice is still a draft and no stock moved.
    expect((await t.http().get(`/api/invoices/${short.id}`).set(b.auth)).body.status).toBe('draft');
    expect(await stockOf(bolt.id)).toBe(5);

    const ok = await createInvoice(b, buyer.id, {}, [
      item({ productId: bolt.id, productName: 'Hex Bolt', quantity: 2, rate: 10 }),
      item({ productId: bolt.id, productName: 'Hex Bolt (spare)', quantity: 1, rate: 10 }),
      item({ productName: 'Fitting service', quantity: 1, rate: 100 }),
    ]);
    await setStatus(b, ok.id, 'sent');
    expect(await stockOf(bolt.id)).toBe(2);
    // Cancelling an issued invoice keeps its number and returns the stock.
    const cancelled = await setStatus(b, ok.id, 'cancelled', 200, { reason: 'Customer withdrew the order' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', invoiceNumber: ok.invoiceNumber, cancelReason: 'Customer withdrew the order' });
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    expect(await stockOf(bolt.id)).toBe(5);
    // A cancelled draft keeps its number too.
    expect((await setStatus(b, short.id, 'cancelled')).body.status).toBe('cancelled');
  });

  it('payments: two partials settle the invoice; overpaying and paying drafts are refused', async () => {
    const inv = await createInvoice(b, buyer.id);
    const draft = await pay(b, inv.id, 100).expect(409);
    expect(draft.body.code).toBe('INVOICE_NOT_PAYABLE');
    await setStatus(b, inv.id, 'sent');
    const missing = await t.http().post('/api/payments').set(b.auth).send({}).expect(400);
    expect(missing.body.details.fields).toEqual({
      invoiceId: 'Please select an invoice',
      amount: 'Amount is required',
      paymentDate: 'Payment date is required',
      paymentMethod: 'Please select a payment method',
    });
    const first = await pay(b, inv.id, 500.5).expect(201);
    expect(first.body).toMatchObject({ amount: 500.5, reference: 'UTR123', paymentMethod: 'upi', paymentDate: istDate(), invoice: { invoiceNumber: inv.invoiceNumber, status: 'sent', amountPaid: 500.5, outstanding: 679.5 } });
    const over = await pay(b, inv.id, 679.51).expect(400);
    expect(over.body).toMatchObject({ code: 'PAYMENT_EXCEEDS_OUTSTANDING', details: { outstanding: 679.5 } });
    const early = await pay(b, inv.id, 10, { paymentDate: '2026-11-09' }).expect(400);
    expect(early.body.details.fields).toEqual({ paymentDate: 'Payment date cannot be before the invoice date' });
    const future = await pay(b, inv.id, 10, { paymentDate: istDate(2) }).expect(400);
    expect(future.body.details.fields).toEqual({ paymentDate: 'Payment date cannot be in the future' });
    const second = await pay(b, inv.id, 679.5, { paymentDate: '2026-11-20T10:00:00.000Z' }).expect(201);
    expect(second.body.invoice).toMatchObject({ status: 'paid', amountPaid: 1180, outstanding: 0 });
    expect((await t.http().get(`/api/invoices/${inv.id}`).set(b.auth)).body).toMatchObject({ status: 'paid', amountPaid: 1180 });
    expect((await pay(b, inv.id, 1).expect(409)).body.code).toBe('INVOICE_NOT_PAYABLE');
    const cancelPaid = await setStatus(b, inv.id, 'cancelled', 409);
    expect(cancelPaid.body.code).toBe('INVALID_STATUS_TRANSITION');
  });

  it('concurrent payments cannot overpay (the invoice row is locked)', async () => {
    const inv = await createInvoice(b, buyer.id);
    await setStatus(b, inv.id, 'sent');
    const results = await Promise.all([pay(b, inv.id, 700), pay(b, inv.id, 700), pay(b, inv.id, 700)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect((await t.http().get(`/api/invoices/${inv.id}`).set(b.auth)).body).toMatchObject({ amountPaid: 700, outstanding: 480 });
  });

  it('a sent invoice with payments cannot be cancelled', async () => {
    const inv = await createInvoice(b, buyer.id);
    await setStatus(b, inv.id, 'sent');
    await pay(b, inv.id, 100).expect(201);
    expect((await setStatus(b, inv.id, 'cancelled', 409)).body.code).toBe('INVOICE_HAS_PAYMENTS');
  });

  it('Idempotency-Key: a retry returns the first answer without a second invoice or payment', async () => {
    const c = await customer(b, { name: 'Idempotent Buyer', state: 'Tamil Nadu' });
    const body = invoiceBody(c.id);
    const first = await t.http().post('/api/invoices').set(b.auth).set('Idempotency-Key', 'inv-key-1').send(body).expect(201);
    const retry = await t.http().post('/api/invoices').set(b.auth).set('Idempotency-Key', 'inv-key-1').send(body).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => t.http().post('/api/invoices').set(b.auth).set('Idempotency-Key', 'inv-key-2').send(body)),
    );
    expect(new Set(concurrent.map((r) => r.body.id)).size).toBe(1);
    const list = await t.http().get(`/api/invoices?customerId=${c.id}`).set(b.auth).expect(200);
    expect(list.body.items).toHaveLength(2);

    const reused = await t.http().post('/api/invoices').set(b.auth).set('Idempotency-Key', 'inv-key-1').send(invoiceBody(c.id, { notes: 'different' })).expect(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    await setStatus(b, first.body.id, 'sent');
    const p1 = await pay(b, first.body.id, 100).set('Idempotency-Key', 'pay-key-1').expect(201);
    const p2 = await pay(b, first.body.id, 100).set('Idempotency-Key', 'pay-key-1').expect(201);
    expect(p2.body).toEqual(p1.body);
    expect(p2.headers['idempotent-replayed']).toBe('true');
    expect((await t.http().get(`/api/invoices/${first.body.id}`).set(b.auth)).body.amountPaid).toBe(100);
    expect((await pay(b, first.body.id, 200).set('Idempotency-Key', 'pay-key-1').expect(409)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // A request that failed stored nothing: the same key can be used once the request is fixed.
    await pay(b, first.body.id, 5000).set('Idempotency-Key', 'pay-key-2').expect(400);
    await pay(b, first.body.id, 50).set('Idempotency-Key', 'pay-key-2').expect(201);
  });

  it('lists invoices of the same day newest first', async () => {
    const b = await gstBusiness(t);
    const c = await customer(b);
    const created = [];
    for (let n = 0; n < 4; n++) created.push(await createInvoice(b, c.id, { invoiceDate: '2026-11-12' }));
    const list = await t.http().get('/api/invoices').set(b.auth).expect(200);
    expect(list.body.items.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual(created.reverse().map((i) => i.invoiceNumber));
  });

  it('lists: keyset pages, search anywhere in the number or customer name, status and customer filters, overdue', async () => {
    const lister = await gstBusiness(t);
    const alpha = await customer(lister, { name: 'Alpha Agencies', state: 'Tamil Nadu' });
    const beta = await customer(lister, { name: 'Beta Bazaar', state: 'Tamil Nadu' });
    const a1 = await createInvoice(lister, alpha.id, { invoiceDate: '2026-11-01', dueDate: '2026-11-05' });
    const b1 = await createInvoice(lister, beta.id, { invoiceDate: '2026-11-02', dueDate: istDate(10) });
    const a2 = await createInvoice(lister, alpha.id, { invoiceDate: '2026-11-03', dueDate: istDate(10) });
    await setStatus(lister, a1.id, 'sent');
    await setStatus(lister, b1.id, 'sent');

    const page1 = await t.http().get('/api/invoices?limit=2').set(lister.auth).expect(200);
    expect(page1.body.items.map((i: { id: string }) => i.id)).toEqual([a2.id, b1.id]);
    expect(page1.body.items[0]).toEqual({
      id: a2.id,
      invoiceNumber: a2.invoiceNumber,
      invoiceDate: '2026-11-03',
      dueDate: istDate(10),
      status: 'draft',
      displayStatus: 'draft',
      isOverdue: false,
      customerId: alpha.id,
      customer: { name: 'Alpha Agencies', email: 'accounts@kaveri.example', phone: '9876501234' },
      placeOfSupply: '33',
      supplyType: 'INTRA',
      subtotal: 1000,
      gstAmount: 180,
      total: 1180,
      amountPaid: 0,
      credited: 0,
      outstanding: 0,
      refundDue: 0,
      shareId: a2.shareId,
    });
    const page2 = await t.http().get(`/api/invoices?limit=2&cursor=${page1.body.nextCursor}`).set(lister.auth).expect(200);
    expect(page2.body).toMatchObject({ items: [{ id: a1.id }], nextCursor: null });

    const byName = await t.http().get('/api/invoices?search=beta').set(lister.auth).expect(200);
    expect(byName.body.items.map((i: { id: string }) => i.id)).toEqual([b1.id]);
    const byNumber = await t.http().get(`/api/invoices?search=${encodeURIComponent(a1.invoiceNumber.toLowerCase())}`).set(lister.auth).expect(200);
    expect(byNumber.body.items.map((i: { id: string }) => i.id)).toEqual([a1.id]);
    const byNameWord = await t.http().get('/api/invoices?search=AGENCIES').set(lister.auth).expect(200);
    expect(byNameWord.body.items.map((i: { id: string }) => i.id)).toEqual([a2.id, a1.id]);
    const byNumberTail = await t.http().get(`/api/invoices?search=${a1.invoiceNumber.slice(-4)}`).set(lister.auth).expect(200);
    expect(byNumberTail.body.items.map((i: { id: string }) => i.id)).toEqual([a1.id]);
    const wildcard = await t.http().get('/api/invoices?search=%25').set(lister.auth).expect(200);
    expect(wildcard.body.items).toEqual([]);

    const drafts = await t.http().get('/api/invoices?status=draft').set(lister.auth).expect(200);
    expect(drafts.body.items.map((i: { id: string }) => i.id)).toEqual([a2.id]);
    const overdueFilter = await t.http().get('/api/invoices?status=overdue').set(lister.auth).expect(200);
    expect(overdueFilter.body.items).toMatchObject([{ id: a1.id, status: 'sent', displayStatus: 'overdue', isOverdue: true }]);
    const ofAlpha = await t.http().get(`/api/invoices?customerId=${alpha.id}`).set(lister.auth).expect(200);
    expect(ofAlpha.body.items.map((i: { id: string }) => i.id)).toEqual([a2.id, a1.id]);

    const recent = await t.http().get('/api/invoices/recent').set(lister.auth).expect(200);
    expect(recent.body.items.map((i: { id: string }) => i.id)).toEqual([a2.id, b1.id, a1.id]);

    const overdue = await t.http().get('/api/invoices/overdue').set(lister.auth).expect(200);
    const days = Math.round((Date.parse(istDate(0)) - Date.parse('2026-11-05')) / 86_400_000);
    expect(overdue.body).toEqual({
      items: [expect.objectContaining({ id: a1.id, daysOverdue: days, outstanding: 1180, customer: { name: 'Alpha Agencies', email: 'accounts@kaveri.example', phone: '9876501234' } })],
      nextCursor: null,
      summary: { count: 1, outstanding: 1180 },
    });

    // The rows show the customer's current contact details beside the name kept on the invoice.
    await t.http().put(`/api/customers/${alpha.id}`).set(lister.auth).send({ name: 'Alpha Agencies Renamed', email: 'new@alpha.example', phone: '9123456780' }).expect(200);
    const [listed] = (await t.http().get(`/api/invoices?customerId=${alpha.id}&limit=1`).set(lister.auth).expect(200)).body.items;
    expect(listed.customer).toEqual({ name: 'Alpha Agencies', email: 'new@alpha.example', phone: '9123456780' });
    const [overdueRow] = (await t.http().get('/api/invoices/overdue').set(lister.auth).expect(200)).body.items;
    expect(overdueRow.customer).toEqual({ name: 'Alpha Agencies', email: 'new@alpha.example', phone: '9123456780' });
  });

  it('overdue: an empty page with a zero summary when nothing is past due; pages follow the cursor', async () => {
    const other = await gstBusiness(t);
    expect((await t.http().get('/api/invoices/overdue').set(other.auth).expect(200)).body).toEqual({ items: [], nextCursor: null, summary: { count: 0, outstanding: 0 } });
    const c = await customer(other, { name: 'Late Payer', state: 'Tamil Nadu' });
    for (const due of [3, 2, 1]) {
      const inv = await createInvoice(other, c.id, { invoiceDate: istDate(-10), dueDate: istDate(-due) });
      await setStatus(other, inv.id, 'sent');
    }
    const first = (await t.http().get('/api/invoices/overdue?limit=2').set(other.auth).expect(200)).body;
    expect(first.items).toHaveLength(2);
    expect(first.summary).toEqual({ count: 3, outstanding: 3540 });
    const second = (await t.http().get(`/api/invoices/overdue?limit=2&cursor=${first.nextCursor}`).set(other.auth).expect(200)).body;
    expect(second).toMatchObject({ nextCursor: null, summary: { count: 3, outstanding: 3540 } });
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((i: { id: string }) => i.id)).size).toBe(3);
  });

  it('tenant isolation: another business sees no rows and gets 404 on every id', async () => {
    const inv = await createInvoice(b, buyer.id);
    await setStatus(b, inv.id, 'sent');
    const stranger = await gstBusiness(t);
    const s = stranger.auth;
    await t.http().get(`/api/invoices/${inv.id}`).set(s).expect(404);
    await t.http().put(`/api/invoices/${inv.id}`).set(s).send(invoiceBody(buyer.id)).expect(404);
    await t.http().put(`/api/invoices/${inv.id}/status`).set(s).send({ status: 'paid' }).expect(404);
    expect((await pay(stranger, inv.id, 1).expect(404)).body.code).toBe('INVOICE_NOT_FOUND');
    expect((await t.http().post('/api/invoices').set(s).send(invoiceBody(buyer.id)).expect(404)).body.code).toBe('CUSTOMER_NOT_FOUND');
    for (const path of ['/api/invoices', '/api/invoices/recent', '/api/invoices/overdue', '/api/payments', `/api/invoices?customerId=${buyer.id}`, `/api/payments?invoiceId=${inv.id}`]) {
      expect((await t.http().get(path).set(s).expect(200)).body.items).toEqual([]);
    }
    await t.http().get('/api/invoices/not-a-uuid').set(s).expect(404);
    await t.http().get('/api/invoices').expect(401);
    await t.http().post('/api/payments').send({}).expect(401);
  });

  it('keeps the customer snapshot and refuses to delete a customer with invoices', async () => {
    const c = await customer(b, { name: 'Snapshot Co', state: 'Tamil Nadu', address: '5 Old Street', city: 'Chennai', pincode: '600001' });
    const inv = await createInvoice(b, c.id);
    await t.http().put(`/api/customers/${c.id}`).set(b.auth).send({ name: 'Renamed Co', state: 'Tamil Nadu', address: '9 New Street' }).expect(200);
    const fetched = await t.http().get(`/api/invoices/${inv.id}`).set(b.auth).expect(200);
    expect(fetched.body.customer).toMatchObject({ name: 'Snapshot Co', address: '5 Old Street, Chennai, Tamil Nadu 600001' });
    await t.http().delete(`/api/customers/${c.id}`).set(b.auth).expect(409);
  });
});
