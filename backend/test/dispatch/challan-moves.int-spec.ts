import { randomUUID } from 'node:crypto';
import { sql } from '../../../test-support/sql';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { customer, gstBusiness, KA_GSTIN, product, setStatus, type Biz } from '../billing/billing-fixtures';
import { convert, createChallan, ledgerOf, line, move, stockOf } from './challan-fixtures';

type Status = 'draft' | 'dispatched' | 'delivered' | 'returned' | 'partially_returned';
const STATUSES: Status[] = ['draft', 'dispatched', 'delivered', 'returned', 'partially_returned'];
/** The moves the status route accepts (contract CHALLAN_TRANSITIONS); every other pair is refused. */
const ALLOWED: Record<Status, Status[]> = {
  draft: ['dispatched'],
  dispatched: ['delivered', 'returned', 'partially_returned'],
  delivered: ['returned', 'partially_returned'],
  returned: [],
  partially_returned: [],
};
/** The moves that reach each status from a new draft. */
const PATH: Record<Status, Status[]> = {
  draft: [],
  dispatched: ['dispatched'],
  delivered: ['dispatched', 'delivered'],
  returned: ['dispatched', 'returned'],
  partially_returned: ['dispatched', 'partially_returned'],
};

describe('delivery challan moves: status, stock and conversion to an invoice', () => {
  let t: TestApp;
  let b: Biz;
  let buyer: { id: string };

  /** A challan of 4 bolts (from stock) and 2 hours of labour (typed), moved along `path`. */
  async function challanAt(status: Status, bolt: { id: string }) {
    const challan = await createChallan(b, buyer.id, {}, [line({ productId: bolt.id, productName: 'Bolt', quantity: 4, rate: 50 }), line({ productName: 'Packing', hsn: '998541', quantity: 2, rate: 100 })]);
    for (const step of PATH[status]) await move(b, challan.id, step, returnedFor(step, challan)).expect(200);
    return challan;
  }
  const returnedFor = (status: Status, challan: { items: { id: string }[] }) => (status === 'partially_returned' ? { returnedItems: [{ itemId: challan.items[0].id, quantity: 1 }] } : {});

  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
    buyer = await customer(b, { name: 'Kaveri Stores', state: 'Tamil Nadu' });
  });
  afterAll(() => t.close());

  it('allows exactly the moves of the spec and refuses every other with 409 CHALLAN_INVALID_TRANSITION', async () => {
    const bolt = await product(b, { name: 'Move Bolt', stockQuantity: 1000 });
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const challan = await challanAt(from, bolt);
        const res = await move(b, challan.id, to, returnedFor(to, challan));
        if (ALLOWED[from].includes(to)) {
          expect(`${from} → ${to}: ${res.status}`).toBe(`${from} → ${to}: 200`);
          expect(res.body.status).toBe(to);
        } else {
          expect(`${from} → ${to}: ${res.status} ${res.body.code}`).toBe(`${from} → ${to}: 409 CHALLAN_INVALID_TRANSITION`);
          expect((await t.http().get(`/api/delivery-challans/${challan.id}`).set(b.auth).expect(200)).body.status).toBe(from);
        }
      }
    }
    const draft = await challanAt('draft', bolt);
    expect((await move(b, draft.id, 'shipped').expect(400)).body.details.fields).toEqual({ status: 'Status must be one of draft, dispatched, delivered, returned, partially_returned' });
  });

  it('takes the goods out of stock at dispatch, once, and never for typed lines; a short product refuses the move and changes nothing', async () => {
    const bolt = await product(b, { name: 'Stock Bolt', stockQuantity: 10 });
    const challan = await challanAt('draft', bolt);
    expect(await stockOf(b, bolt.id)).toBe(10);
    const dispatched = (await move(b, challan.id, 'dispatched').expect(200)).body;
    expect(dispatched.dispatchedAt).toEqual(expect.any(String));
    expect(await stockOf(b, bolt.id)).toBe(6);
    expect(await ledgerOf(b, bolt.id)).toEqual([
      { reason: 'opening', quantity_change: 10, note: null },
      { reason: 'challan', quantity_change: -4, note: challan.challanNumber },
    ]);
    await move(b, challan.id, 'delivered').expect(200);
    expect(await stockOf(b, bolt.id)).toBe(6);

    const scarce = await product(b, { name: 'Scarce Bolt', stockQuantity: 3 });
    const short = await challanAt('draft', scarce);
    const refused = (await move(b, short.id, 'dispatched').expect(409)).body;
    expect(refused).toMatchObject({ code: 'INSUFFICIENT_STOCK', details: { products: [{ productId: scarce.id, name: 'Scarce Bolt', available: 3, requested: 4 }] } });
    expect((await t.http().get(`/api/delivery-challans/${short.id}`).set(b.auth).expect(200)).body).toMatchObject({ status: 'draft', dispatchedAt: null });
    expect(await ledgerOf(b, scarce.id)).toHaveLength(1);
  });

  it('puts everything back on a return, and the returned quantities on a partial return', async () => {
    const bolt = await product(b, { name: 'Return Bolt', stockQuantity: 10 });
    const whole = await challanAt('delivered', bolt);
    const returned = (await move(b, whole.id, 'returned').expect(200)).body;
    expect(returned.returnedAt).toEqual(expect.any(String));
    expect(returned.items.map((i: { returnedQuantity: number }) => i.returnedQuantity)).toEqual([4, 2]);
    expect(await stockOf(b, bolt.id)).toBe(10);

    const part = await challanAt('dispatched', bolt);
    expect(await stockOf(b, bolt.id)).toBe(6);
    const partly = (await move(b, part.id, 'partially_returned', { returnedItems: [{ itemId: part.items[0].id, quantity: 3 }, { itemId: part.items[1].id, quantity: 0 }] }).expect(200)).body;
    expect(partly.items.map((i: { returnedQuantity: number }) => i.returnedQuantity)).toEqual([3, 0]);
    expect(await stockOf(b, bolt.id)).toBe(9);
    expect((await ledgerOf(b, bolt.id)).map((r) => [r.reason, r.quantity_change])).toEqual([
      ['opening', 10],
      ['challan', -4],
      ['challan_returned', 4],
      ['challan', -4],
      ['challan_returned', 3],
    ]);
  });

  it('checks the returned quantities of a partial return, field by field', async () => {
    const bolt = await product(b, { name: 'Check Bolt', stockQuantity: 100 });
    const challan = await challanAt('delivered', bolt);
    const [bolts, packing] = challan.items;
    const fields = async (returnedItems: unknown) => (await move(b, challan.id, 'partially_returned', { returnedItems }).expect(400)).body.details.fields;
    expect(await fields(undefined)).toEqual({ returnedItems: 'Enter the returned quantity of at least one item' });
    expect(await fields([{ itemId: bolts.id, quantity: 0 }])).toEqual({ returnedItems: 'Enter the returned quantity of at least one item' });
    expect(await fields([{ itemId: bolts.id, quantity: 4 }, { itemId: packing.id, quantity: 2 }])).toEqual({ returnedItems: 'Every item came back in full: mark the challan as returned instead' });
    expect(await fields([{ itemId: bolts.id, quantity: 5 }, { itemId: randomUUID(), quantity: 1 }])).toEqual({
      'returnedItems.0.quantity': 'Returned quantity must be between 0 and 4',
      'returnedItems.1.itemId': 'This item is not on the challan',
    });
    expect(await fields([{ itemId: 'x', quantity: -1 }])).toEqual({
      'returnedItems.0.itemId': 'This item is not on the challan',
      'returnedItems.0.quantity': 'Returned quantity cannot be negative',
    });
    expect(await fields([{ itemId: bolts.id, quantity: 1.5 }])).toEqual({
      'returnedItems.0.quantity': 'Products in stock are counted in whole units: use a whole quantity, or type the item without picking the product',
    });
    expect(await fields([{ itemId: packing.id, quantity: 1 }, { itemId: packing.id, quantity: 1 }])).toEqual({ 'returnedItems.1.itemId': 'Each item may be listed once' });
    expect((await t.http().get(`/api/delivery-challans/${challan.id}`).set(b.auth).expect(200)).body.status).toBe('delivered');
  });

  it('converts a delivered challan into one draft invoice at its rates, linked both ways, whose goods do not leave stock again', async () => {
    const bolt = await product(b, { name: 'Invoice Bolt', stockQuantity: 10, hsnCode: '7318' });
    const challan = await challanAt('dispatched', bolt);
    expect((await convert(b, challan.id).expect(409)).body).toMatchObject({ code: 'CHALLAN_NOT_DELIVERED', message: 'Only a delivered or partially returned challan can be converted to an invoice; this challan is dispatched' });
    await move(b, challan.id, 'delivered').expect(200);

    const pendingBefore = (await t.http().get('/api/delivery-challans/counters').set(b.auth).expect(200)).body.pendingInvoice;
    const converted = (await convert(b, challan.id).expect(201)).body;
    expect(converted).toMatchObject({ id: challan.id, status: 'delivered', isInvoiced: true, invoiceId: expect.any(String), invoiceNumber: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d{4}$/) });
    const invoice = (await t.http().get(`/api/invoices/${converted.invoiceId}`).set(b.auth).expect(200)).body;
    expect(invoice).toMatchObject({
      status: 'draft',
      invoiceNumber: converted.invoiceNumber,
      customerId: buyer.id,
      placeOfSupply: '33',
      subtotal: 400,
      cgst: 36,
      sgst: 36,
      total: 472,
      sourceChallan: { id: challan.id, challanNumber: challan.challanNumber },
    });
    expect(invoice.notes).toContain(challan.challanNumber);
    expect(invoice.items.map((i: { productId: string | null; productName: string; quantity: number; rate: number; gstRate: number }) => [i.productId, i.productName, i.quantity, i.rate, i.gstRate])).toEqual([
      [bolt.id, 'Bolt', 4, 50, 18],
      [null, 'Packing', 2, 100, 18],
    ]);
    const counters = (await t.http().get('/api/delivery-challans/counters').set(b.auth).expect(200)).body;
    expect(counters.pendingInvoice).toBe(pendingBefore - 1);

    // Issuing the invoice takes nothing from stock: the goods left with the challan.
    await setStatus(b, converted.invoiceId, 'sent');
    expect(await stockOf(b, bolt.id)).toBe(6);
    expect((await ledgerOf(b, bolt.id)).map((r) => r.reason)).toEqual(['opening', 'challan']);

    // Once invoiced: no second invoice, and returns go through a credit note.
    expect((await convert(b, challan.id).expect(409)).body).toMatchObject({ code: 'CHALLAN_ALREADY_INVOICED', details: { invoiceId: converted.invoiceId, invoiceNumber: converted.invoiceNumber } });
    expect((await move(b, challan.id, 'returned').expect(409)).body.code).toBe('CHALLAN_INVOICED');
  });

  it('converts a partially returned challan into an invoice of what the customer kept, taking nothing from stock again', async () => {
    const bolt = await product(b, { name: 'Kept Bolt', stockQuantity: 10, hsnCode: '7318' });
    const challan = await createChallan(b, buyer.id, {}, [
      line({ productId: bolt.id, productName: 'Bolt', quantity: 4, rate: 50 }),
      line({ productName: 'Packing', hsn: '998541', quantity: 2, rate: 100 }),
      line({ productName: 'Crate', hsn: '4415', quantity: 3, rate: 10 }),
    ]);
    await move(b, challan.id, 'dispatched').expect(200);
    await move(b, challan.id, 'delivered').expect(200);
    const [bolts, , crates] = challan.items;
    await move(b, challan.id, 'partially_returned', { returnedItems: [{ itemId: bolts.id, quantity: 1 }, { itemId: crates.id, quantity: 3 }] }).expect(200);
    expect(await stockOf(b, bolt.id)).toBe(7);
    const pendingBefore = (await t.http().get('/api/delivery-challans/counters').set(b.auth).expect(200)).body.pendingInvoice;
    expect(pendingBefore).toBeGreaterThanOrEqual(1);

    const converted = (await convert(b, challan.id).expect(201)).body;
    expect(converted).toMatchObject({ status: 'partially_returned', isInvoiced: true, invoiceNumber: expect.any(String) });
    const invoice = (await t.http().get(`/api/invoices/${converted.invoiceId}`).set(b.auth).expect(200)).body;
    // 3 bolts kept at ₹50 and 2 packing at ₹100, 18% within Tamil Nadu; the crates all came back.
    expect(invoice.items.map((i: { productName: string; quantity: number }) => [i.productName, i.quantity])).toEqual([
      ['Bolt', 3],
      ['Packing', 2],
    ]);
    expect(invoice).toMatchObject({ subtotal: 350, cgst: 31.5, sgst: 31.5, total: 413 });
    expect((await t.http().get('/api/delivery-challans/counters').set(b.auth).expect(200)).body.pendingInvoice).toBe(pendingBefore - 1);

    await setStatus(b, converted.invoiceId, 'sent');
    expect(await stockOf(b, bolt.id)).toBe(7);
    expect((await ledgerOf(b, bolt.id)).map((r) => r.reason)).toEqual(['opening', 'challan', 'challan_returned']);

    const all = await challanAt('delivered', bolt);
    await move(b, all.id, 'returned').expect(200);
    expect((await convert(b, all.id).expect(409)).body.code).toBe('CHALLAN_NOT_DELIVERED');
  });

  it('frees the challan when its invoice is cancelled: it converts again, or records a return that puts the goods back once', async () => {
    const bolt = await product(b, { name: 'Cancel Bolt', stockQuantity: 10 });
    const challan = await challanAt('delivered', bolt);
    const first = (await convert(b, challan.id).expect(201)).body;
    const pendingBefore = (await t.http().get('/api/delivery-challans/counters').set(b.auth).expect(200)).body.pendingInvoice;

    // A draft cancelled: the challan is pending again and makes a second invoice.
    await setStatus(b, first.invoiceId, 'cancelled', 200, { reason: 'Wrong rate' });
    expect((await t.http().get(`/api/delivery-challans/${challan.id}`).set(b.auth).expect(200)).body).toMatchObject({ status: 'delivered', isInvoiced: false, invoiceId: null, invoiceNumber: null });
    expect((await t.http().get('/api/delivery-challans/counters').set(b.auth).expect(200)).body.pendingInvoice).toBe(pendingBefore + 1);
    const second = (await convert(b, challan.id).expect(201)).body;
    expect(second.invoiceId).not.toBe(first.invoiceId);

    // An issued invoice cancelled: nothing comes back with it (the goods left with the challan); the challan's return puts them back.
    await setStatus(b, second.invoiceId, 'sent');
    expect(await stockOf(b, bolt.id)).toBe(6);
    await setStatus(b, second.invoiceId, 'cancelled', 200, { reason: 'Goods refused' });
    expect(await stockOf(b, bolt.id)).toBe(6);
    expect((await move(b, challan.id, 'returned').expect(200)).body).toMatchObject({ status: 'returned', isInvoiced: false });
    expect(await stockOf(b, bolt.id)).toBe(10);
    expect((await ledgerOf(b, bolt.id)).map((r) => [r.reason, r.quantity_change])).toEqual([
      ['opening', 10],
      ['challan', -4],
      ['challan_returned', 4],
    ]);
  });

  it('makes one invoice for a double click, a retry with the same Idempotency-Key, or five conversions at once', async () => {
    const bolt = await product(b, { name: 'Race Bolt', stockQuantity: 100 });
    const invoicesBefore = Number((await sql<{ n: string }>(t, 'select count(*) as n from invoices'))[0].n);

    const keyed = await challanAt('delivered', bolt);
    const key = randomUUID();
    const first = await convert(b, keyed.id, key).expect(201);
    const retry = await convert(b, keyed.id, key).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);

    const raced = await challanAt('delivered', bolt);
    const replies = await Promise.all(Array.from({ length: 5 }, () => convert(b, raced.id)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'CHALLAN_ALREADY_INVOICED')).toBe(true);

    const invoicesAfter = Number((await sql<{ n: string }>(t, 'select count(*) as n from invoices'))[0].n);
    expect(invoicesAfter - invoicesBefore).toBe(2);
    const linked = await sql(t, 'select count(*)::int as n from invoices where source_challan_id = any($1)', [[keyed.id, raced.id]]);
    expect(linked).toEqual([{ n: 2 }]);
  });

  it('converts an inter-state challan with IGST, and a job-work challan at the rates its lines keep', async () => {
    const karnataka = await customer(b, { name: 'Bangalore Hardware', gstNumber: KA_GSTIN });
    const jobWork = await createChallan(b, karnataka.id, { purpose: 'job_work' }, [line({ quantity: 2, rate: 500 })]);
    expect(jobWork.gstAmount).toBe(0);
    await move(b, jobWork.id, 'dispatched').expect(200);
    await move(b, jobWork.id, 'delivered').expect(200);
    const { invoiceId } = (await convert(b, jobWork.id).expect(201)).body;
    const invoice = (await t.http().get(`/api/invoices/${invoiceId}`).set(b.auth).expect(200)).body;
    expect(invoice).toMatchObject({ placeOfSupply: '29', supplyType: 'INTER', subtotal: 1000, igst: 180, cgst: 0, total: 1180 });
  });
});
