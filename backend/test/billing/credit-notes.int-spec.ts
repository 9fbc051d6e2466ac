import { CREDIT_NOTE_REASONS } from '@hisaab/contracts';
import { binary } from '../../../test-support/binary';
import { advanceClock } from '../../../test-support/clock';
import { pdfText } from '../../../test-support/pdf-text';
import { sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { SubscriptionAccess } from '../../src/modules/subscription';
import { createInvoice, customer, gstBusiness, item, KA_GSTIN, pay, product, setStatus, type Biz } from './billing-fixtures';

/** Credit notes (Section 34, Rule 53; docs/gst.md "Credit notes") through the real app. */
describe('credit notes', () => {
  let t: TestApp;
  let b: Biz;
  let local: { id: string };
  let interstate: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
    local = await customer(b, { name: 'Kaveri Stores', state: 'Tamil Nadu' });
    interstate = await customer(b, { name: 'Cauvery Components', gstNumber: KA_GSTIN, state: 'Karnataka' });
  });
  afterAll(() => t.close());

  /** An issued invoice (sent), dated 10 Nov 2026 unless told otherwise. */
  async function issued(who: Biz, customerId: string, lines: unknown[], header: Record<string, unknown> = {}) {
    const draft = await createInvoice(who, customerId, header, lines);
    return (await setStatus(who, draft.id, 'sent')).body;
  }
  const note = (who: Biz, body: Record<string, unknown>) => t.http().post('/api/credit-notes').set(who.auth).send({ reason: 'sales_return', ...body });
  const invoiceOf = async (who: Biz, id: string) => (await t.http().get(`/api/invoices/${id}`).set(who.auth).expect(200)).body;

  it('credits half of every line: exactly half the taxable value, CGST and SGST, and the outstanding falls by the note', async () => {
    const invoice = await issued(b, local.id, [
      item({ productName: 'Steel Bolt', hsn: '7318', quantity: 4, rate: 250, gstRate: 18 }),
      item({ productName: 'Copper Wire', hsn: '8544', quantity: 2, rate: 1200, gstRate: 5 }),
    ]);
    // 1000 at 18% (CGST 90, SGST 90) + 2400 at 5% (CGST 60, SGST 60): total 3700.
    expect(invoice).toMatchObject({ subtotal: 3400, cgst: 150, sgst: 150, total: 3700, outstanding: 3700 });
    const [bolt, wire] = invoice.items;
    const res = await note(b, { invoiceId: invoice.id, items: [{ itemId: bolt.id, quantity: 2 }, { itemId: wire.id, quantity: 1 }], noteDate: '2026-11-20' }).expect(201);
    expect(res.body).toMatchObject({
      noteNumber: 'CN/26-27/0001',
      noteDate: '2026-11-20',
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: '2026-11-10',
      kind: 'items',
      reason: 'sales_return',
      subtotal: 1700,
      cgst: 75,
      sgst: 75,
      igst: 0,
      gstAmount: 150,
      roundOff: 0,
      total: 1850,
      refundDue: 0,
      supplyType: 'INTRA',
      applicable: ['CGST', 'SGST'],
      invoice: { id: invoice.id, status: 'sent', total: 3700, credited: 1850, amountPaid: 0, outstanding: 1850, refundDue: 0 },
    });
    expect(res.body.items.map((line: { quantity: number; taxable: number; cgst: number; sgst: number }) => [line.quantity, line.taxable, line.cgst, line.sgst])).toEqual([
      [2, 500, 45, 45],
      [1, 1200, 30, 30],
    ]);
    const after = await invoiceOf(b, invoice.id);
    expect(after).toMatchObject({ credited: 1850, outstanding: 1850, refundDue: 0, creditNotes: [{ id: res.body.id, noteNumber: 'CN/26-27/0001', total: 1850, reason: 'sales_return' }] });
    expect(after.items.map((line: { creditedQuantity: number; creditedValue: number }) => [line.creditedQuantity, line.creditedValue])).toEqual([
      [2, 500],
      [1, 1200],
    ]);
    const row = (await t.http().get('/api/invoices').set(b.auth).expect(200)).body.items.find((r: { id: string }) => r.id === invoice.id);
    expect(row).toMatchObject({ credited: 1850, outstanding: 1850 });
    // A payment is held to what is left.
    expect((await pay(b, invoice.id, 1850.01).expect(400)).body.code).toBe('PAYMENT_EXCEEDS_OUTSTANDING');
    // The other half settles it: nothing is left to pay, and the notes add up to the invoice.
    const rest = await note(b, { invoiceId: invoice.id, items: [{ itemId: bolt.id, quantity: 2 }, { itemId: wire.id, quantity: 1 }] }).expect(201);
    expect(rest.body).toMatchObject({ noteNumber: 'CN/26-27/0002', total: 1850, invoice: { status: 'paid', credited: 3700, outstanding: 0 } });
  });

  it('reverses IGST between states, with the invoice’s place of supply; the last note carries the invoice’s round-off', async () => {
    const invoice = await issued(b, interstate.id, [item({ productName: 'Valve', hsn: '8481', quantity: 3, rate: 333.33, gstRate: 5 })]);
    // 999.99 + IGST 50.00 = 1049.99, rounded to 1050.00 (+0.01).
    expect(invoice).toMatchObject({ subtotal: 999.99, igst: 50, roundOff: 0.01, total: 1050 });
    const [valve] = invoice.items;
    const first = await note(b, { invoiceId: invoice.id, items: [{ itemId: valve.id, quantity: 1 }] }).expect(201);
    expect(first.body).toMatchObject({ subtotal: 333.33, cgst: 0, sgst: 0, igst: 16.67, total: 350, roundOff: 0, supplyType: 'INTER', applicable: ['IGST'], placeOfSupply: '29' });
    const last = await note(b, { invoiceId: invoice.id, items: [{ itemId: valve.id, quantity: 2 }] }).expect(201);
    expect(last.body).toMatchObject({ subtotal: 666.66, igst: 33.33, roundOff: 0.01, total: 700, invoice: { credited: 1050, outstanding: 0, status: 'paid' } });
  });

  it('refuses more than invoiced less credited, unknown items, both or neither of items and amount, writing nothing', async () => {
    const invoice = await issued(b, local.id, [item({ quantity: 3, rate: 100 })]);
    const [line] = invoice.items;
    await note(b, { invoiceId: invoice.id, items: [{ itemId: line.id, quantity: 1 }] }).expect(201);
    const over = await note(b, { invoiceId: invoice.id, items: [{ itemId: line.id, quantity: 2.5 }] }).expect(400);
    expect(over.body.details.fields).toEqual({ 'items.0.quantity': 'At most 2 can be credited (3 invoiced, 1 already credited)' });
    const unknown = await note(b, { invoiceId: invoice.id, items: [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }).expect(400);
    expect(unknown.body.details.fields).toEqual({ 'items.0.itemId': 'This is not an item of the invoice' });
    const both = await note(b, { invoiceId: invoice.id, items: [{ itemId: line.id, quantity: 1 }], amount: 10 }).expect(400);
    expect(both.body.details.fields.items).toBe('Credit either items or an amount, not both');
    const neither = await note(b, { invoiceId: invoice.id }).expect(400);
    expect(neither.body.details.fields.items).toBe('Choose the items to credit or enter an amount');
    const badReason = await note(b, { invoiceId: invoice.id, reason: 'goodwill', amount: 10 }).expect(400);
    expect(badReason.body.details.fields.reason).toBe('Please select a reason');
    expect(CREDIT_NOTE_REASONS).toContain('post_sale_discount');
    const tooMuch = await note(b, { invoiceId: invoice.id, amount: 200.01 }).expect(400);
    expect(tooMuch.body.details.fields.amount).toBe('At most ₹200.00 of taxable value is left to credit on this invoice');
    expect((await invoiceOf(b, invoice.id)).creditNotes).toHaveLength(1);
  });

  it('lets concurrent notes on one invoice credit no more than it, with consecutive numbers', async () => {
    const other = await gstBusiness(t);
    const buyer = await customer(other, { state: 'Tamil Nadu' });
    const invoice = await issued(other, buyer.id, [item({ quantity: 3, rate: 100 })]);
    const [line] = invoice.items;
    const dashboard = async () => (await t.http().get('/api/dashboard/metrics').set(other.auth).expect(200)).body;
    expect(await dashboard()).toMatchObject({ outstandingAmount: 354, pendingInvoicesCount: 1 });
    const results = await Promise.all(Array.from({ length: 6 }, () => note(other, { invoiceId: invoice.id, items: [{ itemId: line.id, quantity: 1 }] })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    expect(results.filter((r) => r.status === 201).map((r) => r.body.noteNumber).sort()).toEqual(['CN/26-27/0001', 'CN/26-27/0002', 'CN/26-27/0003']);
    expect(await invoiceOf(other, invoice.id)).toMatchObject({ credited: 354, outstanding: 0, status: 'paid' });
    // The dashboard's unpaid figures follow the notes.
    expect(await dashboard()).toMatchObject({ outstandingAmount: 0, pendingInvoicesCount: 0 });
  });

  it('takes a value-only note (post-sale discount) at the invoice’s rates; beyond what is unpaid it is a refund due', async () => {
    const invoice = await issued(b, local.id, [item({ quantity: 1, rate: 1000, gstRate: 18 }), item({ productName: 'Freight', hsn: '996511', quantity: 1, rate: 1000, gstRate: 5 })]);
    expect(invoice.total).toBe(2230);
    await pay(b, invoice.id, 2000).expect(201);
    const discount = await note(b, { invoiceId: invoice.id, reason: 'post_sale_discount', amount: 400 }).expect(201);
    // 200 at 18% (CGST 18, SGST 18) and 200 at 5% (CGST 5, SGST 5): 446, of which 230 was unpaid.
    expect(discount.body).toMatchObject({ kind: 'value', subtotal: 400, cgst: 23, sgst: 23, total: 446, refundDue: 216, restocked: false });
    expect(discount.body.items.map((line: { quantity: number | null; taxable: number }) => [line.quantity, line.taxable])).toEqual([
      [null, 200],
      [null, 200],
    ]);
    expect(discount.body.invoice).toMatchObject({ status: 'paid', credited: 446, amountPaid: 2000, outstanding: 0, refundDue: 216 });
    expect(await invoiceOf(b, invoice.id)).toMatchObject({ status: 'paid', outstanding: 0, refundDue: 216, creditNotes: [{ refundDue: 216 }] });
    // The invoice's public page shows the note and the refund, with no ids.
    const publicPage = await t.http().get(`/api/client/invoice/${invoice.shareId}`).expect(200);
    expect(publicPage.body).toMatchObject({ credited: 446, balanceDue: 0, refundDue: 216, creditNotes: [{ noteNumber: discount.body.noteNumber, total: 446, refundDue: 216, reason: 'post_sale_discount' }] });
    expect(publicPage.body.creditNotes[0].id).toBeUndefined();
  });

  it('puts returned goods back through the stock ledger when asked, naming the note', async () => {
    const bolt = await product(b, { name: 'Restock Bolt', stockQuantity: 10 });
    const invoice = await issued(b, local.id, [item({ productId: bolt.id, productName: 'Restock Bolt', hsn: '7318', quantity: 4, rate: 100 })]);
    const stock = async () => (await t.http().get(`/api/products/${bolt.id}`).set(b.auth).expect(200)).body.stockQuantity;
    expect(await stock()).toBe(6);
    const kept = await note(b, { invoiceId: invoice.id, items: [{ itemId: invoice.items[0].id, quantity: 1 }] }).expect(201);
    expect(kept.body.restocked).toBe(false);
    expect(await stock()).toBe(6);
    const fraction = await note(b, { invoiceId: invoice.id, restock: true, items: [{ itemId: invoice.items[0].id, quantity: 0.5 }] }).expect(400);
    expect(fraction.body.details.fields['items.0.quantity']).toBe('Products in stock are counted in whole units: use a whole quantity');
    const returned = await note(b, { invoiceId: invoice.id, restock: true, items: [{ itemId: invoice.items[0].id, quantity: 2 }] }).expect(201);
    expect(returned.body.restocked).toBe(true);
    expect(await stock()).toBe(8);
    const history = (await t.http().get(`/api/products/${bolt.id}/history`).set(b.auth).expect(200)).body.items;
    expect(history[0]).toMatchObject({ reason: 'credit_note', quantityChange: 2, resultingStock: 8, note: returned.body.noteNumber });
    // An invoice with notes stands: it cannot be cancelled (its stock would go back twice).
    expect((await setStatus(b, invoice.id, 'cancelled', 409)).body.code).toBe('INVOICE_HAS_CREDIT_NOTES');
  });

  it('only for issued invoices, dated from the invoice date to today', async () => {
    const draft = await createInvoice(b, local.id);
    expect((await note(b, { invoiceId: draft.id, amount: 10 }).expect(409)).body.code).toBe('CREDIT_NOTE_INVOICE_NOT_ISSUED');
    await setStatus(b, draft.id, 'cancelled');
    expect((await note(b, { invoiceId: draft.id, amount: 10 }).expect(409)).body.message).toBe('Credit notes can only be issued against sent or paid invoices; this invoice is cancelled');
    const invoice = await issued(b, local.id, [item()]);
    const early = await note(b, { invoiceId: invoice.id, amount: 10, noteDate: '2026-11-09' }).expect(400);
    expect(early.body.details.fields.noteDate).toBe('Credit note date cannot be before the invoice date');
    const future = await note(b, { invoiceId: invoice.id, amount: 10, noteDate: '2030-01-01' }).expect(400);
    expect(future.body.details.fields.noteDate).toBe('Credit note date cannot be in the future');
    expect((await note(b, { invoiceId: invoice.id, amount: 10, noteDate: '10/11/2026' }).expect(400)).body.details.fields.noteDate).toBe('Enter a valid date (YYYY-MM-DD)');
  });

  it('honours an Idempotency-Key: a retry answers the first note, and makes no second one', async () => {
    const invoice = await issued(b, local.id, [item({ quantity: 2 })]);
    const body = { invoiceId: invoice.id, reason: 'deficiency_in_service', amount: 100 };
    const first = await t.http().post('/api/credit-notes').set(b.auth).set('Idempotency-Key', `cn-${invoice.id}`).send(body).expect(201);
    const again = await t.http().post('/api/credit-notes').set(b.auth).set('Idempotency-Key', `cn-${invoice.id}`).send(body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await invoiceOf(b, invoice.id)).creditNotes).toHaveLength(1);
    const reused = await t.http().post('/api/credit-notes').set(b.auth).set('Idempotency-Key', `cn-${invoice.id}`).send({ ...body, amount: 50 }).expect(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lists notes newest first, by invoice and by search, in pages; GET by id; the PDF prints CREDIT NOTE and the original invoice', async () => {
    const c = await gstBusiness(t);
    const buyer = await customer(c, { name: 'Lakshmi Textiles', state: 'Tamil Nadu' });
    const invoice = await issued(c, buyer.id, [item({ productName: 'Cotton Bale', hsn: '5201', quantity: 5, rate: 200 })]);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await note(c, { invoiceId: invoice.id, items: [{ itemId: invoice.items[0].id, quantity: 1 }] }).expect(201)).body);
    const page1 = await t.http().get('/api/credit-notes?limit=2').set(c.auth).expect(200);
    expect(page1.body.items.map((n: { noteNumber: string }) => n.noteNumber)).toEqual(['CN/26-27/0003', 'CN/26-27/0002']);
    const page2 = await t.http().get(`/api/credit-notes?limit=2&cursor=${page1.body.nextCursor}`).set(c.auth).expect(200);
    expect(page2.body).toMatchObject({ items: [{ noteNumber: 'CN/26-27/0001', invoiceNumber: invoice.invoiceNumber, customerName: 'Lakshmi Textiles' }], nextCursor: null });
    expect((await t.http().get(`/api/credit-notes?invoiceId=${invoice.id}`).set(c.auth).expect(200)).body.items).toHaveLength(3);
    expect((await t.http().get('/api/credit-notes?search=lakshmi').set(c.auth).expect(200)).body.items).toHaveLength(3);
    expect((await t.http().get('/api/credit-notes?search=0002').set(c.auth).expect(200)).body.items.map((n: { id: string }) => n.id)).toEqual([made[1].id]);
    expect((await t.http().get('/api/credit-notes?cursor=bogus').set(c.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
    const one = await t.http().get(`/api/credit-notes/${made[0].id.toUpperCase()}`).set(c.auth).expect(200);
    expect(one.body).toMatchObject({ id: made[0].id, noteNumber: 'CN/26-27/0001', items: [{ productName: 'Cotton Bale', quantity: 1, taxable: 200 }] });

    const pdf = await t.http().get(`/api/credit-notes/${made[0].id}/pdf`).set(c.auth).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Credit-Note-CN-26-27-0001.pdf"');
    const { text } = pdfText(pdf.body as Buffer);
    for (const expected of ['CREDIT NOTE', 'CN/26-27/0001', 'ORIGINAL INVOICE NO.', invoice.invoiceNumber, '10 Nov 2026', 'Sales return', 'Cotton Bale', '33AAAPZ1234C2Z6', 'Lakshmi Textiles']) {
      expect(text).toContain(expected);
    }
  });

  it("answers 404 for another business's notes and invoices on every route, and lists only the caller's", async () => {
    const owner = await gstBusiness(t);
    const stranger = await gstBusiness(t);
    const buyer = await customer(owner, { state: 'Tamil Nadu' });
    const invoice = await issued(owner, buyer.id, [item({ quantity: 2 })]);
    const mine = (await note(owner, { invoiceId: invoice.id, items: [{ itemId: invoice.items[0].id, quantity: 1 }] }).expect(201)).body;
    expect((await t.http().get(`/api/credit-notes/${mine.id}`).set(stranger.auth).expect(404)).body.code).toBe('CREDIT_NOTE_NOT_FOUND');
    expect((await t.http().get(`/api/credit-notes/${mine.id}/pdf`).set(stranger.auth).expect(404)).body.code).toBe('CREDIT_NOTE_NOT_FOUND');
    expect((await t.http().get('/api/credit-notes/not-a-uuid').set(stranger.auth).expect(404)).body.code).toBe('CREDIT_NOTE_NOT_FOUND');
    expect((await note(stranger, { invoiceId: invoice.id, amount: 10 }).expect(404)).body.code).toBe('INVOICE_NOT_FOUND');
    expect((await t.http().get(`/api/credit-notes?invoiceId=${invoice.id}`).set(stranger.auth).expect(200)).body.items).toEqual([]);
    expect((await t.http().get('/api/credit-notes').set(stranger.auth).expect(200)).body.items).toEqual([]);
    await t.http().get('/api/credit-notes').expect(401);
  });

  // Last: it moves the app's clock a year on.
  it('refuses a note after 30 November following the end of the invoice’s financial year (Section 34(2))', async () => {
    const invoice = await issued(b, local.id, [item()]);
    // FY 2026-27: notes until 30 Nov 2027. A year on, the owner signs in again (the old session has
    // expired) with the trial extended, as a paying business would be.
    const signIn = async () => {
      await sql(t, `update users set trial_end_date = '2100-01-01' where id = $1`, [b.user.id]);
      t.app.get(SubscriptionAccess).forgetUser(b.user.id);
      const login = await t.http().post('/api/login').send({ email: b.user.email, password: b.password }).expect(200);
      return { ...b, auth: { Authorization: `Bearer ${login.body.token}` } };
    };
    advanceClock(t, Date.parse('2027-12-01T00:30:00+05:30') - Date.now());
    const later = await signIn();
    const late = await note(later, { invoiceId: invoice.id, amount: 10 }).expect(409);
    expect(late.body).toMatchObject({
      code: 'CREDIT_NOTE_TIME_LIMIT',
      message: `Invoice ${invoice.invoiceNumber} belongs to financial year 2026-27: credit notes for it could be issued until 30/11/2027 (Section 34(2) of the CGST Act)`,
    });
    // The day before, it is still allowed (and numbered in the note's own financial year).
    advanceClock(t, -86_400_000);
    expect((await note(later, { invoiceId: invoice.id, amount: 10 }).expect(201)).body).toMatchObject({ noteDate: '2027-11-30', noteNumber: 'CN/27-28/0001' });
  });
});
