import type supertest from 'supertest';
import { PUBLIC_INVOICE_REQUESTS_PER_MINUTE } from '../../src/modules/billing/http/public-invoice.controller';
import { binary } from '../../../test-support/binary';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, item, KA_GSTIN, istDate, pay, product, setStatus, type Biz } from './billing-fixtures';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** One character changed, same length and alphabet. */
const tweak = (shareId: string) => shareId.slice(0, -1) + (shareId.endsWith('A') ? 'B' : 'A');

describe('public client invoice page API', () => {
  let t: TestApp;
  let b: Biz;
  let buyer: { id: string };
  let sent: { id: string; shareId: string; invoiceNumber: string };

  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t, { companyName: 'Rao Traders', companyAddress: '12 Anna Salai', companyCity: 'Chennai', upiId: 'raotraders@okicici', bankAccountNumber: '12345678901', bankIfsc: 'SBIN0001234' });
    buyer = await customer(b, { name: 'Cauvery Components', gstNumber: KA_GSTIN, address: '1 MG Road', city: 'Bengaluru', pincode: '560001' });
    const bolt = await product(b, { name: 'Steel Bolt', stockQuantity: 100 });
    sent = await createInvoice(b, buyer.id, { notes: 'Thanks!', termsAndConditions: 'Net 30' }, [
      item({ productId: bolt.id, productName: 'Steel Bolt', description: 'M8', hsn: '7318', quantity: 4, unit: 'nos', rate: 250, gstRate: 18 }),
    ]);
    await setStatus(b, sent.id, 'sent');
  });
  afterAll(() => t.close());

  it('the owner sees the share id in the invoice and in list rows', async () => {
    const one = await t.http().get(`/api/invoices/${sent.id}`).set(b.auth).expect(200);
    expect(one.body.shareId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const list = await t.http().get('/api/invoices').set(b.auth).expect(200);
    expect(list.body.items.find((row: { id: string }) => row.id === sent.id).shareId).toBe(one.body.shareId);
  });

  it('opens without sign-in and shows what the page lists, with Pay Now details while sent', async () => {
    const res = await t.http().get(`/api/client/invoice/${sent.shareId}`).expect(200);
    expect(res.body).toMatchObject({
      invoiceNumber: sent.invoiceNumber,
      invoiceDate: '2026-11-10',
      dueDate: '2026-12-10',
      status: 'sent',
      title: 'TAX INVOICE',
      business: { name: 'Rao Traders', gstNumber: '33AAAPZ1234C2Z6', state: 'Tamil Nadu (33)' },
      customer: { name: 'Cauvery Components', gstNumber: KA_GSTIN, email: 'accounts@kaveri.example', phone: '9876501234' },
      placeOfSupply: 'Karnataka (29)',
      items: [{ productName: 'Steel Bolt', description: 'M8', hsn: '7318', quantity: 4, unit: 'nos', rate: 250, gstRate: 18, taxable: 1000, totalAmount: 1180 }],
      subtotal: 1000,
      taxes: [{ label: 'IGST', amount: 180 }],
      gstAmount: 180,
      roundOff: 0,
      total: 1180,
      balanceDue: 1180,
      amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
      notes: 'Thanks!',
      termsAndConditions: 'Net 30',
      payment: {
        upi: { vpa: 'raotraders@okicici', payeeName: 'Rao Traders', amount: 1180 },
        bank: { accountNumber: '12345678901', ifsc: 'SBIN0001234', accountName: 'Rao Traders' },
      },
    });
    expect(res.body.payment.upi.uri).toBe(`upi://pay?pa=raotraders@okicici&pn=Rao%20Traders&am=1180.00&cu=INR&tn=Invoice%20${encodeURIComponent(sent.invoiceNumber)}`);
    expect(res.body.payment.upi.qrImage).toMatch(/^data:image\/png;base64,/);
  });

  it('exposes no internal ids: no key ending in id, no UUID anywhere', async () => {
    const res = await t.http().get(`/api/client/invoice/${sent.shareId}`).expect(200);
    expect(keysOf(res.body).filter((key) => /id$/i.test(key))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(UUID);
    expect(JSON.stringify(res.body)).not.toContain(sent.id);
    expect(JSON.stringify(res.body)).not.toContain(buyer.id);
  });

  it('downloads the PDF without sign-in', async () => {
    const res = await t.http().get(`/api/client/invoice/${sent.shareId}/pdf`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Invoice-INV-26-27-\d{4}\.pdf"$/);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('one changed character, a malformed id, a draft and a cancelled invoice all answer 404', async () => {
    for (const path of [tweak(sent.shareId), 'x', `${sent.shareId}x`, '%27%20or%201%3D1--', '..%2F..%2Finvoices']) {
      const res = await t.http().get(`/api/client/invoice/${path}`).expect(404);
      expect(res.body.code).toBe('INVOICE_NOT_FOUND');
    }
    // Longer than the router's parameter limit: no route at all, still a 404.
    await t.http().get(`/api/client/invoice/${'a'.repeat(500)}`).expect(404);
    await t.http().get(`/api/client/invoice/${tweak(sent.shareId)}/pdf`).expect(404);

    const draft = await createInvoice(b, buyer.id);
    await t.http().get(`/api/client/invoice/${draft.shareId}`).expect(404);
    await t.http().get(`/api/client/invoice/${draft.shareId}/pdf`).expect(404);

    const cancelled = await createInvoice(b, buyer.id);
    await setStatus(b, cancelled.id, 'sent');
    await t.http().get(`/api/client/invoice/${cancelled.shareId}`).expect(200);
    await setStatus(b, cancelled.id, 'cancelled');
    await t.http().get(`/api/client/invoice/${cancelled.shareId}`).expect(404);
  });

  it('offers no way to pay when the business gave neither a UPI id nor bank details', async () => {
    const plain = await gstBusiness(t, { companyName: 'No Bank Traders' });
    const c = await customer(plain, { state: 'Tamil Nadu' });
    const inv = await createInvoice(plain, c.id, {}, [item({ rate: 500 })]);
    await setStatus(plain, inv.id, 'sent');
    const res = await t.http().get(`/api/client/invoice/${inv.shareId}`).expect(200);
    expect(res.body).toMatchObject({ status: 'sent', balanceDue: 590, payment: null });
  });

  it('paid: the Payment Received state on the date the last payment was made, nothing left to pay', async () => {
    const inv = await createInvoice(b, buyer.id, { invoiceDate: istDate(-10) }, [item({ rate: 500 })]);
    await setStatus(b, inv.id, 'sent');
    const sent = await t.http().get(`/api/client/invoice/${inv.shareId}`).expect(200);
    expect(sent.body.paidOn).toBeNull();
    await pay(b, inv.id, 200, { paymentDate: istDate(-8) }).expect(201);
    await pay(b, inv.id, 390, { paymentDate: istDate(-3) }).expect(201);
    const res = await t.http().get(`/api/client/invoice/${inv.shareId}`).expect(200);
    expect(res.body).toMatchObject({ status: 'paid', amountReceived: 590, balanceDue: 0, payment: null, paidOn: istDate(-3) });
  });

  it(`limits each IP to ${PUBLIC_INVOICE_REQUESTS_PER_MINUTE} requests a minute (429 RATE_LIMITED with Retry-After)`, async () => {
    let limited: supertest.Response | undefined;
    for (let i = 0; i <= PUBLIC_INVOICE_REQUESTS_PER_MINUTE && !limited; i += 1) {
      const res = await t.http().get(`/api/client/invoice/${tweak(sent.shareId)}`);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(404);
    }
    expect(limited?.body.code).toBe('RATE_LIMITED');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    await t.http().get(`/api/client/invoice/${sent.shareId}`).expect(429);
    // The owner's signed-in API is not affected.
    await t.http().get(`/api/invoices/${sent.id}`).set(b.auth).expect(200);
  });
});
