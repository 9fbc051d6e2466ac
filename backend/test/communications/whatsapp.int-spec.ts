import { createHmac } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { WhatsAppGraphStub } from '../../../test-support/whatsapp-graph-stub';
import { pay, type Biz } from '../billing/billing-fixtures';
import { business, sentInvoice, waitUntil } from './communications-fixtures';

const APP_SECRET = 'test-app-secret';
const VERIFY_TOKEN = 'test-verify-token';

describe('WhatsApp Cloud API (against a local Graph API stub)', () => {
  let t: TestApp;
  let graph: WhatsAppGraphStub;
  let b: Biz;
  beforeAll(async () => {
    graph = await new WhatsAppGraphStub().start();
    t = await createTestApp({
      env: {
        WHATSAPP_TOKEN: graph.token,
        WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
        WHATSAPP_API_URL: graph.url,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
        WHATSAPP_TEMPLATE_REMINDER: 'hisaab_payment_reminder',
        JOB_BACKOFF_MS: '50',
      },
    });
    b = await business(t);
  });
  afterAll(async () => {
    await t.close();
    await graph.stop();
  });

  const log = async (invoiceId: string) => (await t.http().get(`/api/invoices/${invoiceId}/communications`).set(b.auth).expect(200)).body.items;
  const signed = (body: object) => {
    const raw = JSON.stringify(body);
    return { raw, signature: `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}` };
  };
  const statusCallback = (id: string, status: string) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id, status, timestamp: '1700000000', recipient_id: '919876501234' }] } }] }],
  });

  it('tells the Communications screen that bulk WhatsApp is available', async () => {
    const summary = await t.http().get('/api/communications/summary').set(b.auth).expect(200);
    expect(summary.body).toMatchObject({ whatsappConfigured: true });
  });

  it('sends the reminder template through the queue and stores the wamid', async () => {
    const invoice = await sentInvoice(b, { phone: '9876501234' }, 6);
    const res = await t.http().post(`/api/invoices/${invoice.id}/send-reminder-whatsapp`).set(b.auth).expect(202);
    expect(res.body).toMatchObject({ success: true, communicationId: expect.any(String), status: 'queued' });
    expect(res.body.url).toBeUndefined();
    await t.jobsIdle();
    const sent = graph.sent.at(-1)!;
    expect(sent).toMatchObject({ to: '919876501234', template: 'hisaab_payment_reminder', language: 'en' });
    expect(sent.parameters).toEqual(['Kaveri Stores', 'Rao Traders', invoice.invoiceNumber, '₹1,180.00', expect.any(String), '6', `http://localhost:3000/client/${invoice.shareId}`]);
    expect(graph.requests.at(-1)!.authorization).toBe(`Bearer ${graph.token}`);
    const [row] = await log(invoice.id);
    expect(row).toMatchObject({ channel: 'whatsapp', kind: 'reminder', status: 'sent', providerMessageId: sent.messageId, recipient: '919876501234' });
  });

  it('two concurrent calls with the same Idempotency-Key send one template message', async () => {
    const invoice = await sentInvoice(b, { phone: '9876501277' }, 2);
    const before = graph.sent.length;
    const send = () => t.http().post(`/api/invoices/${invoice.id}/send-reminder-whatsapp`).set(b.auth).set('Idempotency-Key', 'wa-cloud-race');
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.communicationId).toBe(first.body.communicationId);
    await t.jobsIdle();
    expect(graph.sent.slice(before).filter((m) => m.to === '919876501277')).toHaveLength(1);
  });

  it('records delivery status from signed webhooks only, never backwards', async () => {
    const invoice = await sentInvoice(b, { phone: '9876501235' });
    await t.http().post(`/api/invoices/${invoice.id}/send-download-whatsapp`).set(b.auth).expect(202);
    await t.jobsIdle();
    const wamid = graph.sent.at(-1)!.messageId;
    expect(graph.sent.at(-1)!.template).toBe('invoice_link');

    const post = (body: object, signature?: string) => {
      const request = t.http().post('/api/webhooks/whatsapp').set('Content-Type', 'application/json');
      if (signature) request.set('X-Hub-Signature-256', signature);
      return request.send(JSON.stringify(body));
    };
    const delivered = signed(statusCallback(wamid, 'delivered'));
    await post(statusCallback(wamid, 'delivered')).expect(401);
    await post(statusCallback(wamid, 'delivered'), 'sha256=' + '0'.repeat(64)).expect(401);
    // The signature covers the exact bytes: re-serialised JSON with other spacing does not match.
    await t.http().post('/api/webhooks/whatsapp').set('Content-Type', 'application/json').set('X-Hub-Signature-256', delivered.signature).send(delivered.raw.replace(':', ': ')).expect(401);
    expect((await log(invoice.id))[0].status).toBe('sent');

    await t.http().post('/api/webhooks/whatsapp').set('Content-Type', 'application/json').set('X-Hub-Signature-256', delivered.signature).send(delivered.raw).expect(200);
    expect((await log(invoice.id))[0].status).toBe('delivered');
    const read = signed(statusCallback(wamid, 'read'));
    await t.http().post('/api/webhooks/whatsapp').set('Content-Type', 'application/json').set('X-Hub-Signature-256', read.signature).send(read.raw).expect(200);
    const again = signed(statusCallback(wamid, 'delivered'));
    await t.http().post('/api/webhooks/whatsapp').set('Content-Type', 'application/json').set('X-Hub-Signature-256', again.signature).send(again.raw).expect(200);
    expect((await log(invoice.id))[0].status).toBe('read');
  });

  it('answers the verification handshake only with the verify token', async () => {
    const ok = await t.http().get('/api/webhooks/whatsapp').query({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' }).expect(200);
    expect(ok.text).toBe('1158201444');
    await t.http().get('/api/webhooks/whatsapp').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong', 'hub.challenge': '1' }).expect(403);
  });

  it('retries when the API fails for a while; fails for good on a 4xx; confirms payments', async () => {
    const invoice = await sentInvoice(b, { phone: '9876501236' }, 1);
    // The first two sends fail (a count, not a time: a loaded machine may not retry within any window).
    graph.failWith = { status: 500, message: 'Temporary error' };
    graph.failCount = 2;
    await t.http().post(`/api/invoices/${invoice.id}/send-reminder-whatsapp`).set(b.auth).expect(202);
    await t.jobsIdle();
    const [row] = await waitUntil(() => log(invoice.id), (items) => items[0]?.status === 'sent');
    expect(row.attempts).toBe(3);

    graph.failWith = { status: 400, message: 'Template name does not exist in the translation' };
    await t.http().post(`/api/invoices/${invoice.id}/send-download-whatsapp`).set(b.auth).expect(202);
    await t.jobsIdle();
    graph.failWith = null;
    const failed = (await log(invoice.id)).find((i: { kind: string }) => i.kind === 'download_link');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('Template name does not exist') });

    const payment = await pay(b, invoice.id, 100).expect(201);
    await t.http().post(`/api/payments/${payment.body.id}/send-confirmation-whatsapp`).set(b.auth).expect(202);
    await t.jobsIdle();
    expect(graph.sent.at(-1)).toMatchObject({ template: 'payment_confirmation', parameters: expect.arrayContaining(['₹100.00', invoice.invoiceNumber]) });
  });

  it('refuses a customer without a usable mobile number', async () => {
    const invoice = await sentInvoice(b, { phone: '' });
    const res = await t.http().post(`/api/invoices/${invoice.id}/send-reminder-whatsapp`).set(b.auth).expect(409);
    expect(res.body).toMatchObject({ code: 'CUSTOMER_HAS_NO_PHONE' });
  });
});
