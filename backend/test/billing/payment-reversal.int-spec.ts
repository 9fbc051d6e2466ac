import { createTestApp, TestApp } from '../../../test-support/test-app';
import { sql } from '../../../test-support/sql';
import { createInvoice, customer, gstBusiness, istDate, pay, setStatus, type Biz } from './billing-fixtures';

describe('payments can be corrected: reversal with a reason; Mark as Paid with method and date', () => {
  let t: TestApp;
  let b: Biz;
  let buyerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
    buyerId = (await customer(b, { state: 'Tamil Nadu' })).id;
  });
  afterAll(() => t.close());

  const reverse = (id: string, body: object, auth = b.auth) => t.http().post(`/api/payments/${id}/reverse`).set(auth).send(body);
  const invoiceOf = async (id: string) => (await t.http().get(`/api/invoices/${id}`).set(b.auth).expect(200)).body;
  const dashboard = async () => (await t.http().get('/api/dashboard/metrics').set(b.auth).expect(200)).body;

  it('reversing the settling payment makes a paid invoice open again; the reversal is kept and figures follow', async () => {
    const inv = await createInvoice(b, buyerId, { invoiceDate: istDate(-40), dueDate: istDate(-10) });
    await setStatus(b, inv.id, 'sent');
    const before = await dashboard();
    const part = (await pay(b, inv.id, 180).expect(201)).body;
    const rest = (await pay(b, inv.id, 1000).expect(201)).body;
    expect((await invoiceOf(inv.id)).status).toBe('paid');

    expect((await reverse(rest.id, { reason: '  ' }).expect(400)).body.details.fields.reason).toBe('Say why this payment is being reversed');
    const reversed = await reverse(rest.id, { reason: 'Cheque bounced' }).expect(200);
    expect(reversed.body).toMatchObject({ id: rest.id, reversalReason: 'Cheque bounced', invoice: { status: 'sent', amountPaid: 180, outstanding: 1000 } });
    expect(reversed.body.reversedAt).toEqual(expect.any(String));
    // Past its due date and partly paid: overdue again, with the balance the data says.
    expect(await invoiceOf(inv.id)).toMatchObject({ status: 'sent', displayStatus: 'overdue', amountPaid: 180, outstanding: 1000, paidAt: null });
    expect((await dashboard()).outstandingAmount).toBe(before.outstandingAmount - 180);
    const overdue = (await t.http().get('/api/invoices/overdue').set(b.auth).expect(200)).body;
    expect(overdue.summary.outstanding).toBe(1000);

    // Kept, never deleted: listed with its reason; it cannot be reversed twice.
    const listed = (await t.http().get(`/api/payments?invoiceId=${inv.id}`).set(b.auth).expect(200)).body.items;
    expect(listed).toHaveLength(2);
    expect(listed.find((p: { id: string }) => p.id === rest.id)).toMatchObject({ reversalReason: 'Cheque bounced', amount: 1000 });
    expect(listed.find((p: { id: string }) => p.id === part.id)).toMatchObject({ reversedAt: null, reversalReason: null });
    expect((await reverse(rest.id, { reason: 'again' }).expect(409)).body.code).toBe('PAYMENT_ALREADY_REVERSED');
    // A reversed payment was never received: no confirmation can be sent for it.
    for (const channel of ['email', 'whatsapp']) {
      const refused = await t.http().post(`/api/payments/${rest.id}/send-confirmation-${channel}`).set(b.auth).send({}).expect(409);
      expect(refused.body.code).toBe('PAYMENT_REVERSED');
    }
    expect(await sql(t, 'select reversed_by is not null as by from payments where id = $1', [rest.id])).toEqual([{ by: true }]);
  });

  it("Mark as Paid records the method and date asked for, and can be reversed back to 'sent'", async () => {
    const inv = await createInvoice(b, buyerId, { invoiceDate: istDate(-3), dueDate: istDate(27) });
    await setStatus(b, inv.id, 'sent');
    expect((await setStatus(b, inv.id, 'paid', 400, { paymentMethod: 'upi', paymentDate: istDate(-5) })).body.details.fields.paymentDate).toBeDefined();
    await setStatus(b, inv.id, 'paid', 200, { paymentMethod: 'upi', paymentDate: istDate(-1) });
    const [payment] = (await t.http().get(`/api/payments?invoiceId=${inv.id}`).set(b.auth).expect(200)).body.items;
    expect(payment).toMatchObject({ paymentMethod: 'upi', paymentDate: istDate(-1), amount: 1180 });
    await reverse(payment.id, { reason: 'Marked paid by mistake' }).expect(200);
    expect(await invoiceOf(inv.id)).toMatchObject({ status: 'sent', amountPaid: 0, outstanding: 1180 });
    // Payable again.
    await pay(b, inv.id, 1180).expect(201);
  });

  it("another business's payment, or a bad id, is 404", async () => {
    const other = await gstBusiness(t);
    const inv = await createInvoice(b, buyerId, { invoiceDate: istDate(0), dueDate: istDate(30) });
    await setStatus(b, inv.id, 'sent');
    const payment = (await pay(b, inv.id, 100).expect(201)).body;
    expect((await reverse(payment.id, { reason: 'x' }, other.auth).expect(404)).body.code).toBe('PAYMENT_NOT_FOUND');
    await reverse('not-a-uuid', { reason: 'x' }).expect(404);
  });
});
