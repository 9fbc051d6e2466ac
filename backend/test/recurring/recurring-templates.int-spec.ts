import { RecurringMessages } from '@hisaab/contracts';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { sql } from '../../../test-support/sql';
import { customer, gstBusiness, istDate, product, type Biz } from '../billing/billing-fixtures';
import { createTemplate, templateBody } from './recurring-fixtures';

describe('recurring invoice templates (/api/recurring-invoices)', () => {
  let t: TestApp;
  let a: Biz;
  let other: Biz;
  let buyer: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    a = await gstBusiness(t, { companyEmail: 'accounts@raotraders.example' });
    other = await gstBusiness(t);
    buyer = await customer(a, { name: 'Kaveri Stores', email: 'accounts@kaveri.example' });
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await t.http().get('/api/recurring-invoices').expect(401);
    await t.http().post('/api/recurring-invoices').send(templateBody(buyer.id)).expect(401);
  });

  it('creates a template with its totals computed, the first period on or after today, and lists, reads, edits, pauses and deletes it', async () => {
    const created = await t.http().post('/api/recurring-invoices').set(a.auth).send(templateBody(buyer.id, { subtotal: 1, total: 2 })).expect(201);
    expect(created.body).toMatchObject({
      customerId: buyer.id,
      customer: { name: 'Kaveri Stores' },
      templateName: 'Monthly retainer',
      frequency: 'monthly',
      startDate: '2027-01-31',
      endDate: null,
      nextInvoiceDate: '2027-01-31',
      isActive: true,
      delivery: 'draft',
      subtotal: 10000,
      gstAmount: 1800,
      total: 11800,
      totalInvoicesGenerated: 0,
      lastRun: null,
      items: [{ productName: 'Consulting retainer', hsnCode: '998311', quantity: 1, unit: 'nos', rate: 10000, gstRate: 18, amount: 10000 }],
    });
    const id = created.body.id as string;
    expect((await t.http().get(`/api/recurring-invoices/${id}`).set(a.auth).expect(200)).body.id).toBe(id);

    // A start date in the past bills from the first period on or after today, never for periods before it was saved.
    const past = await createTemplate(a, buyer.id, { templateName: 'Rent', startDate: '2020-01-31', frequency: 'quarterly' });
    expect(past.nextInvoiceDate! >= istDate()).toBe(true);
    expect(past.nextInvoiceDate!.slice(8)).toMatch(/^(28|29|30|31)$/);

    const edited = await t.http()
      .put(`/api/recurring-invoices/${id}`)
      .set(a.auth)
      .send(templateBody(buyer.id, { templateName: 'Weekly visit', frequency: 'weekly', startDate: '2027-01-04', items: [{ productName: 'Visit', quantity: 2, rate: 500.5, gstRate: 5 }] }))
      .expect(200);
    expect(edited.body).toMatchObject({ templateName: 'Weekly visit', frequency: 'weekly', nextInvoiceDate: '2027-01-04', subtotal: 1001, gstAmount: 50.06, total: 1051 });
    expect(edited.body.items).toEqual([expect.objectContaining({ productName: 'Visit', quantity: 2, rate: 500.5, gstRate: 5, amount: 1001, unit: 'nos' })]);

    const paused = await t.http().post(`/api/recurring-invoices/${id}/toggle`).set(a.auth).expect(200);
    expect(paused.body.isActive).toBe(false);
    const generate = await t.http().post(`/api/recurring-invoices/${id}/generate`).set(a.auth).expect(409);
    expect(generate.body.code).toBe('RECURRING_INVOICE_INACTIVE');
    expect((await t.http().post(`/api/recurring-invoices/${id}/toggle`).set(a.auth).expect(200)).body.isActive).toBe(true);

    await t.http().delete(`/api/recurring-invoices/${id}`).set(a.auth).expect(204);
    await t.http().get(`/api/recurring-invoices/${id}`).set(a.auth).expect(404);
    await t.http().delete(`/api/recurring-invoices/${past.id}`).set(a.auth).expect(204);
  });

  it('pages the list in name order', async () => {
    const b = await gstBusiness(t);
    const c = await customer(b);
    for (const name of ['Charlie', 'alpha', 'Bravo']) await createTemplate(b, c.id, { templateName: name });
    const first = await t.http().get('/api/recurring-invoices?limit=2').set(b.auth).expect(200);
    expect(first.body.items.map((i: { templateName: string }) => i.templateName)).toEqual(['alpha', 'Bravo']);
    const second = await t.http().get(`/api/recurring-invoices?limit=2&cursor=${first.body.nextCursor}`).set(b.auth).expect(200);
    expect(second.body).toMatchObject({ items: [expect.objectContaining({ templateName: 'Charlie' })], nextCursor: null });
    expect((await t.http().get('/api/recurring-invoices?cursor=nonsense').set(b.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
  });

  it("answers the spec's validation messages (part 2 §5) with 400, before anything is written", async () => {
    const empty = await t.http().post('/api/recurring-invoices').set(a.auth).send({}).expect(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.details.fields).toEqual({
      customerId: RecurringMessages.customer,
      templateName: RecurringMessages.templateName,
      frequency: RecurringMessages.frequency,
      startDate: RecurringMessages.startDate,
      items: RecurringMessages.items,
    });
    const lines = await t.http()
      .post('/api/recurring-invoices')
      .set(a.auth)
      .send(templateBody(buyer.id, { items: [{ productName: ' ', quantity: 0, rate: -1, gstRate: 101 }] }))
      .expect(400);
    expect(lines.body.details.fields).toEqual({
      'items.0.productName': 'Product name is required',
      'items.0.quantity': 'Quantity must be at least 1',
      'items.0.rate': 'Rate must be positive',
      'items.0.gstRate': 'GST rate must be between 0-100',
    });
    const rules = await t.http()
      .post('/api/recurring-invoices')
      .set(a.auth)
      .send(templateBody(randomUUID(), { endDate: '2027-01-01', sendEmail: true, startDate: '2027-02-30', items: [{ productName: 'X', quantity: 1, rate: 1, gstRate: 17 }] }))
      .expect(400);
    expect(rules.body.details.fields).toEqual({ startDate: RecurringMessages.dateFormat });
    const between = await t.http()
      .post('/api/recurring-invoices')
      .set(a.auth)
      .send(templateBody(randomUUID(), { endDate: '2027-01-01', sendEmail: true, items: [{ productName: 'X', quantity: 1, rate: 1, gstRate: 17 }] }))
      .expect(400);
    expect(between.body.details.fields).toEqual({
      endDate: RecurringMessages.endBeforeStart,
      sendEmail: RecurringMessages.sendNeedsIssue,
      'items.0.gstRate': expect.stringMatching(/^17% is not a GST rate on 31\/01\/2027: use /),
      customerId: RecurringMessages.customer,
    });
    const otherCustomer = await customer(other);
    const foreign = await t.http().post('/api/recurring-invoices').set(a.auth).send(templateBody(otherCustomer.id)).expect(400);
    expect(foreign.body.details.fields).toEqual({ customerId: RecurringMessages.customer });
    const rows = await sql<{ n: number }>(t, `select count(*)::int as n from recurring_invoices where business_id = (select business_id from users where id = $1)`, [other.user.id]);
    expect(rows[0].n).toBe(0);
  });

  it("another business's template is a 404 on every route, and never listed", async () => {
    const mine = await createTemplate(a, buyer.id, { templateName: 'Private' });
    const theirs = other;
    for (const [method, path] of [
      ['get', `/api/recurring-invoices/${mine.id}`],
      ['put', `/api/recurring-invoices/${mine.id}`],
      ['delete', `/api/recurring-invoices/${mine.id}`],
      ['post', `/api/recurring-invoices/${mine.id}/toggle`],
      ['post', `/api/recurring-invoices/${mine.id}/generate`],
    ] as const) {
      const res = await t.http()[method](path).set(theirs.auth).send(method === 'put' ? templateBody((await customer(theirs)).id) : undefined);
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'RECURRING_INVOICE_NOT_FOUND']);
    }
    expect((await t.http().get('/api/recurring-invoices').set(theirs.auth).expect(200)).body.items).toEqual([]);
    await t.http().get('/api/recurring-invoices/not-a-uuid').set(a.auth).expect(404);
    expect((await t.http().get(`/api/recurring-invoices/${mine.id}`).set(a.auth).expect(200)).body).toMatchObject({ templateName: 'Private', isActive: true });
  });

  it('Generate Now makes the next invoice at once, through billing, names the customer, and moves the schedule on', async () => {
    const template = await createTemplate(a, buyer.id, { templateName: 'Generate now (draft)' });
    const res = await t.http().post(`/api/recurring-invoices/${template.id}/generate`).set(a.auth).set('Idempotency-Key', 'gen-1').expect(201);
    expect(res.body).toMatchObject({
      message: expect.stringMatching(/^Invoice INV\/\d\d-\d\d\/\d{4} created for Kaveri Stores as a draft$/),
      customerName: 'Kaveri Stores',
      invoice: { status: 'draft', invoiceDate: istDate(), total: 11800 },
      notifications: [],
      template: { nextInvoiceDate: '2027-02-28', totalInvoicesGenerated: 1, lastRun: { periodDate: '2027-01-31', status: 'generated' } },
    });
    const invoice = await t.http().get(`/api/invoices/${res.body.invoice.id}`).set(a.auth).expect(200);
    expect(invoice.body).toMatchObject({ status: 'draft', cgst: 900, sgst: 900, igst: 0, total: 11800, notes: 'Thank you for your business\nFor the period of 31/01/2027' });
    // A double click with the same key is the same invoice.
    const again = await t.http().post(`/api/recurring-invoices/${template.id}/generate`).set(a.auth).set('Idempotency-Key', 'gen-1').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.invoice.id).toBe(res.body.invoice.id);
    const runs = await sql<{ period_date: string; status: string }>(t, `select period_date::text, status from recurring_invoice_runs where template_id = $1`, [template.id]);
    expect(runs).toEqual([{ period_date: '2027-01-31', status: 'generated' }]);
  });

  it('an issuing template issues the invoice (IGST to another state, stock out) and e-mails the template’s own customer once', async () => {
    const karnataka = await customer(a, { name: 'Mysore Silks', email: 'buyer@mysoresilks.example', gstNumber: '29AAFCC9980M1ZR' });
    const bolt = await product(a, { name: `Bolt ${randomUUID().slice(0, 6)}`, stockQuantity: 10, price: 100 });
    const template = await createTemplate(a, karnataka.id, {
      templateName: 'Bolts every week',
      frequency: 'weekly',
      delivery: 'issue',
      sendEmail: true,
      items: [{ productId: bolt.id, productName: bolt.name, hsnCode: '7318', quantity: 3, rate: 100, gstRate: 18 }],
    });
    const res = await t.http().post(`/api/recurring-invoices/${template.id}/generate`).set(a.auth).expect(201);
    expect(res.body).toMatchObject({
      message: expect.stringMatching(/ created for Mysore Silks and e-mailed$/),
      invoice: { status: 'sent', total: 354 },
      notifications: [{ channel: 'email', status: 'queued' }],
    });
    const invoice = await t.http().get(`/api/invoices/${res.body.invoice.id}`).set(a.auth).expect(200);
    expect(invoice.body).toMatchObject({ status: 'sent', igst: 54, cgst: 0, sgst: 0, supplyType: 'INTER' });
    expect((await t.http().get(`/api/products/${bolt.id}`).set(a.auth).expect(200)).body.stockQuantity).toBe(7);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m) => m.to.includes('buyer@mysoresilks.example'));
    expect(mail.subject).toContain(res.body.invoice.invoiceNumber);
    expect(t.smtp.messages.filter((m) => m.to.includes('buyer@mysoresilks.example'))).toHaveLength(1);
  });

  it('Generate Now that billing refuses to issue answers why and leaves nothing: no invoice, no number, no run, the schedule where it was', async () => {
    const b = await gstBusiness(t);
    // A B2C invoice of ₹50,000 or more needs the customer's address and state (Rule 46).
    const c = await customer(b, { name: 'No Address Co' });
    const bolt = await product(b, { name: 'Bolt', stockQuantity: 10, price: 100 });
    const items = [
      { productId: bolt.id, productName: 'Bolt', hsnCode: '7318', quantity: 1, rate: 100, gstRate: 18 },
      { productName: 'Machine rental', hsnCode: '997313', quantity: 1, rate: 60000, gstRate: 18 },
    ];
    const template = await createTemplate(b, c.id, { templateName: 'Refused', startDate: istDate(), delivery: 'issue', items });
    const refused = await t.http().post(`/api/recurring-invoices/${template.id}/generate`).set(b.auth).expect(400);
    expect(refused.body.message).toMatch(/50,000/);
    expect(await sql(t, 'select count(*)::int as n from invoices where customer_id = $1', [c.id])).toEqual([{ n: 0 }]);
    expect(await sql(t, 'select count(*)::int as n from recurring_invoice_runs where template_id = $1', [template.id])).toEqual([{ n: 0 }]);
    const after = (await t.http().get(`/api/recurring-invoices/${template.id}`).set(b.auth).expect(200)).body;
    expect(after).toMatchObject({ nextInvoiceDate: template.nextInvoiceDate, totalInvoicesGenerated: 0, lastRun: null });
    expect((await t.http().get(`/api/products/${bolt.id}`).set(b.auth).expect(200)).body.stockQuantity).toBe(10);
    // The series number the draft took is free again: the next invoice made now takes it.
    await t.http().put(`/api/recurring-invoices/${template.id}`).set(b.auth).send(templateBody(c.id, { templateName: 'Refused', startDate: istDate(), delivery: 'issue', items: items.slice(0, 1) })).expect(200);
    const made = await t.http().post(`/api/recurring-invoices/${template.id}/generate`).set(b.auth).expect(201);
    expect(made.body.invoice).toMatchObject({ status: 'sent', invoiceNumber: expect.stringMatching(/\/0001$/) });
    expect(made.body.template).toMatchObject({ totalInvoicesGenerated: 1, lastRun: { status: 'generated', invoiceNumber: made.body.invoice.invoiceNumber } });
  });

  it('a customer with templates cannot be deleted (their schedule needs them)', async () => {
    const c = await customer(a, { name: 'Keeps a template' });
    await createTemplate(a, c.id, { templateName: 'Needs its customer' });
    const res = await t.http().delete(`/api/customers/${c.id}`).set(a.auth).expect(409);
    expect(res.body.code).toBe('CUSTOMER_IN_USE');
  });
});
