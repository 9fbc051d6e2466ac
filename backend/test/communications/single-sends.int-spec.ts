import { InvoicePdfService } from '../../src/modules/billing';
import { DeliveryService } from '../../src/modules/communications/application/delivery.service';
import { sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, pay, type Biz } from '../billing/billing-fixtures';
import { business, istDate, sentInvoice } from './communications-fixtures';

describe('single e-mail and WhatsApp sends (queued, in-process queue, SMTP sink)', () => {
  let t: TestApp;
  let b: Biz;
  beforeAll(async () => {
    t = await createTestApp();
    b = await business(t);
  });
  afterAll(() => t.close());

  const post = (path: string, body?: object) => t.http().post(path).set(b.auth).send(body ?? {});

  it('e-mails an invoice: 202, From "<business> via Hisaab" <server sender>, Reply-To the user, summary and public link, logged', async () => {
    const invoice = await sentInvoice(b, { name: 'Kaveri Stores', email: 'kaveri@example.test' });
    const res = await post(`/api/invoices/${invoice.id}/send-email`, { fromEmail: 'owner@raotraders.example' }).expect(202);
    expect(res.body).toEqual({ success: true, message: expect.any(String), communicationId: expect.any(String), status: 'queued' });
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m) => m.to.includes('kaveri@example.test'));
    expect(mail.from).toBe('"Rao Traders via Hisaab" <no-reply@hisaab.local>');
    expect(mail.replyTo).toBe('owner@raotraders.example');
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Rao Traders`);
    expect(mail.text).toContain('₹1,180.00');
    expect(mail.text).toContain(`http://localhost:3000/client/${invoice.shareId}`);
    expect(mail.html).toContain(`href="http://localhost:3000/client/${invoice.shareId}"`);
    expect(mail.headers.get('x-hisaab-delivery')).toEqual(expect.stringMatching(/^single:/));

    const log = await t.http().get(`/api/invoices/${invoice.id}/communications`).set(b.auth).expect(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({ id: res.body.communicationId, channel: 'email', kind: 'invoice', recipient: 'kaveri@example.test', status: 'sent', attempts: 1 }),
    ]);
  });

  it('reminds with the days overdue and the outstanding amount', async () => {
    const invoice = await sentInvoice(b, { email: 'late@example.test' }, 12);
    await pay(b, invoice.id, 180).expect(201);
    await post(`/api/invoices/${invoice.id}/send-reminder-email`, { fromEmail: 'owner@raotraders.example' }).expect(202);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m) => m.to.includes('late@example.test'));
    expect(mail.subject).toBe(`Payment reminder: invoice ${invoice.invoiceNumber} is 12 days overdue`);
    expect(mail.text).toContain('₹1,000.00 is outstanding');
    expect(mail.text).toContain('12 days overdue');
  });

  it('refuses drafts, customers without e-mail, bad from-addresses and other businesses’ invoices', async () => {
    const c = await customer(b, { email: 'draft@example.test' });
    const draft = await createInvoice(b, c.id);
    const refused = await post(`/api/invoices/${draft.id}/send-email`, { fromEmail: 'owner@raotraders.example' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'INVOICE_NOT_SENDABLE', message: expect.stringContaining('draft') });

    const noEmail = await sentInvoice(b, { name: 'Cash Buyer', email: '' });
    const res = await post(`/api/invoices/${noEmail.id}/send-email`, { fromEmail: 'owner@raotraders.example' }).expect(409);
    expect(res.body).toMatchObject({ code: 'CUSTOMER_HAS_NO_EMAIL', message: 'Cash Buyer has no e-mail address. Add one to the customer first.' });

    const invoice = await sentInvoice(b);
    const bad = await post(`/api/invoices/${invoice.id}/send-email`, { fromEmail: 'not-an-email' }).expect(400);
    expect(bad.body.details.fields).toEqual({ fromEmail: 'Please enter a valid email address' });

    const other = await business(t);
    await t.http().post(`/api/invoices/${invoice.id}/send-email`).set(other.auth).send({ fromEmail: 'x@y.example' }).expect(404);
    await t.http().get(`/api/invoices/${invoice.id}/communications`).set(other.auth).expect(404);
    await t.http().post(`/api/invoices/${invoice.id}/send-email`).send({ fromEmail: 'x@y.example' }).expect(401);
  });

  it('an Idempotency-Key makes a repeated click the same message (one e-mail)', async () => {
    const invoice = await sentInvoice(b, { email: 'twice@example.test' });
    const first = await post(`/api/invoices/${invoice.id}/send-email`, { fromEmail: 'owner@raotraders.example' }).set('Idempotency-Key', 'click-1').expect(202);
    const second = await post(`/api/invoices/${invoice.id}/send-email`, { fromEmail: 'owner@raotraders.example' }).set('Idempotency-Key', 'click-1').expect(202);
    expect(second.body.communicationId).toBe(first.body.communicationId);
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes('twice@example.test'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.messages.filter((m) => m.to.includes('twice@example.test'))).toHaveLength(1);
  });

  it('two concurrent calls with the same Idempotency-Key send one message, on every e-mail send', async () => {
    const invoice = await sentInvoice(b, { email: 'race@example.test' });
    const payment = await pay(b, invoice.id, 100).expect(201);
    const body = { fromEmail: 'owner@raotraders.example' };
    const sends = [
      `/api/invoices/${invoice.id}/send-email`,
      `/api/invoices/${invoice.id}/send-email-with-pdf`,
      `/api/invoices/${invoice.id}/send-reminder-email`,
      `/api/payments/${payment.body.id}/send-confirmation-email`,
    ];
    for (const [i, path] of sends.entries()) {
      const key = `race-${i}`;
      const [first, second] = await Promise.all([post(path, body).set('Idempotency-Key', key), post(path, body).set('Idempotency-Key', key)]);
      expect([first.status, second.status]).toEqual([202, 202]);
      expect(second.body.communicationId).toBe(first.body.communicationId);
    }
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes('race@example.test') && m.attachments.length > 0, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.messages.filter((m) => m.to.includes('race@example.test'))).toHaveLength(sends.length);
  }, 90_000);

  it('two concurrent WhatsApp calls with the same key (no Cloud API) record one link', async () => {
    const invoice = await sentInvoice(b, { phone: '9876501299' }, 1);
    const path = `/api/invoices/${invoice.id}/send-reminder-whatsapp`;
    const [first, second] = await Promise.all([post(path).set('Idempotency-Key', 'wa-race'), post(path).set('Idempotency-Key', 'wa-race')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    const log = await t.http().get(`/api/invoices/${invoice.id}/communications`).set(b.auth).expect(200);
    expect(log.body.items).toHaveLength(1);
  });

  it('one Idempotency-Key on another invoice is refused, never answered with the first invoice’s message', async () => {
    const first = await sentInvoice(b, { email: 'one-key-a@example.test' });
    const second = await sentInvoice(b, { email: 'one-key-b@example.test' });
    const body = { fromEmail: 'owner@raotraders.example' };
    const a = await post(`/api/invoices/${first.id}/send-email`, body).set('Idempotency-Key', 'shared-key').expect(202);
    const b2 = await post(`/api/invoices/${second.id}/send-email`, body).set('Idempotency-Key', 'shared-key').expect(409);
    expect(b2.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const replay = await post(`/api/invoices/${first.id}/send-email`, body).set('Idempotency-Key', 'shared-key').expect(202);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(a.body);
  });

  it('refuses an Idempotency-Key used for another message, and a malformed one', async () => {
    const invoice = await sentInvoice(b, { email: 'reused@example.test', phone: '9876501298' });
    const body = { fromEmail: 'owner@raotraders.example' };
    await post(`/api/invoices/${invoice.id}/send-email`, body).set('Idempotency-Key', 'reused-key').expect(202);
    const other = await post(`/api/invoices/${invoice.id}/send-email-with-pdf`, body).set('Idempotency-Key', 'reused-key').expect(409);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    await post(`/api/invoices/${invoice.id}/send-email`, { fromEmail: 'someone@else.example' }).set('Idempotency-Key', 'reused-key').expect(409);
    await post(`/api/invoices/${invoice.id}/send-download-whatsapp`).set('Idempotency-Key', 'reused-key').expect(409);
    const bad = await post(`/api/invoices/${invoice.id}/send-email`, body).set('Idempotency-Key', 'x'.repeat(256)).expect(400);
    expect(bad.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes('reused@example.test'));
    expect(t.smtp.messages.filter((m) => m.to.includes('reused@example.test'))).toHaveLength(1);
  });

  it('confirms a payment by e-mail with the business e-mail as Reply-To', async () => {
    const invoice = await sentInvoice(b, { email: 'payer@example.test' });
    const payment = await pay(b, invoice.id, 500).expect(201);
    await t.http().post(`/api/payments/${payment.body.id}/send-confirmation-email`).set(b.auth).expect(202);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m) => m.to.includes('payer@example.test'));
    expect(mail.replyTo).toBe('accounts@raotraders.example');
    expect(mail.subject).toBe(`Payment received for invoice ${invoice.invoiceNumber}`);
    expect(mail.text).toContain('₹500.00');
    expect(mail.text).toContain('UPI');
    await t.http().post(`/api/payments/00000000-0000-4000-8000-000000000000/send-confirmation-email`).set(b.auth).expect(404);
  });

  it('a confirmation queued before its payment was reversed is not sent: the worker finds the reversal (PAYMENT_REVERSED)', async () => {
    const invoice = await sentInvoice(b, { email: 'reversed-later@example.test' });
    const payment = await pay(b, invoice.id, 300).expect(201);
    // Hold the delivery job until the payment has been reversed, as a busy queue would.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const delivery = t.app.get(DeliveryService);
    const deliver = delivery.deliver.bind(delivery);
    const held = jest.spyOn(delivery, 'deliver').mockImplementationOnce(async (key, context) => {
      await gate;
      return deliver(key, context);
    });
    const queued = await t.http().post(`/api/payments/${payment.body.id}/send-confirmation-email`).set(b.auth).expect(202);
    await t.http().post(`/api/payments/${payment.body.id}/reverse`).set(b.auth).send({ reason: 'Cheque bounced' }).expect(200);
    release();
    await t.jobsIdle();
    held.mockRestore();
    const [row] = await sql<{ status: string; error_code: string }>(t, 'select status, error_code from communications where id = $1', [queued.body.communicationId]);
    expect(row).toEqual({ status: 'failed', error_code: 'PAYMENT_REVERSED' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.messages.filter((m) => m.to.includes('reversed-later@example.test'))).toHaveLength(0);
  });

  it('a failed attempt gives its claim back at once: the retry sends without waiting out the delivery lease', async () => {
    // The default lease is two minutes; the first retry comes a second later (JOB_BACKOFF_MS).
    const invoice = await sentInvoice(b, { email: 'retry-now@example.test' });
    const render = jest.spyOn(t.app.get(InvoicePdfService), 'pdfFor').mockRejectedValueOnce(new Error('the browser crashed'));
    try {
      const res = await post(`/api/invoices/${invoice.id}/send-email-with-pdf`, { fromEmail: 'owner@raotraders.example' }).expect(202);
      await t.smtp.waitFor((m) => m.to.includes('retry-now@example.test'), 8_000);
      const log = await t.http().get(`/api/invoices/${invoice.id}/communications`).set(b.auth).expect(200);
      expect(log.body.items).toEqual([expect.objectContaining({ id: res.body.communicationId, status: 'sent', attempts: 2 })]);
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      render.mockRestore();
    }
  });

  it('attaches the invoice PDF', async () => {
    const invoice = await sentInvoice(b, { email: 'pdf@example.test' });
    await post(`/api/invoices/${invoice.id}/send-email-with-pdf`, { fromEmail: 'owner@raotraders.example' }).expect(202);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m) => m.to.includes('pdf@example.test'), 60_000);
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) })]);
  }, 90_000);

  it('without WhatsApp configured answers a wa.me click-to-chat link with the prefilled text and logs it', async () => {
    const invoice = await sentInvoice(b, { name: 'Phone Only', email: '', phone: '9876501234' }, 3);
    const res = await post(`/api/invoices/${invoice.id}/send-reminder-whatsapp`).expect(200);
    expect(res.body.url).toMatch(/^https:\/\/wa\.me\/919876501234\?text=/);
    const text = decodeURIComponent(new URL(res.body.url).searchParams.get('text') ?? '');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('3 days overdue');
    expect(text).toContain(`http://localhost:3000/client/${invoice.shareId}`);
    const download = await post(`/api/invoices/${invoice.id}/send-download-whatsapp`).expect(200);
    expect(download.body.url).toContain('wa.me/919876501234');
    const log = await t.http().get(`/api/invoices/${invoice.id}/communications`).set(b.auth).expect(200);
    expect(log.body.items.map((i: { status: string; kind: string }) => `${i.kind}:${i.status}`).sort()).toEqual(['download_link:link_opened', 'reminder:link_opened']);

    const noPhone = await sentInvoice(b, { name: 'No Phone', phone: '' });
    const refused = await post(`/api/invoices/${noPhone.id}/send-reminder-whatsapp`).expect(409);
    expect(refused.body.code).toBe('CUSTOMER_HAS_NO_PHONE');
  });

  it('does not remind about a paid invoice', async () => {
    const invoice = await sentInvoice(b, { email: 'paid@example.test' }, 2);
    await pay(b, invoice.id, 1180).expect(201);
    const res = await post(`/api/invoices/${invoice.id}/send-reminder-email`, { fromEmail: 'owner@raotraders.example' }).expect(409);
    expect(res.body.code).toBe('INVOICE_NOT_SENDABLE');
    expect(istDate(0)).toMatch(/^\d{4}-/);
  });
});
