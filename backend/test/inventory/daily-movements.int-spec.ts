/**
 * stock_daily_movements, the stock ledger summed per IST day and reason that inventory keeps as it writes the
 * ledger (the inventory report's movement by reason reads it). Every kind of ledger write goes through the
 * API — opening stock, CSV import, adjustments (some at once), an issued invoice, a credit note, a cancelled
 * invoice, a purchase bill — and after each the summary equals the business's ledger aggregated from scratch;
 * another business's rows never show.
 */
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, istDate, item, outOfSeries, product, setStatus, TN_GSTIN, type Biz } from '../billing/billing-fixtures';

describe('inventory: the ledger summary by day and reason', () => {
  let t: TestApp;
  let a: Biz;
  let other: Biz;

  async function expectSummaryMatchesLedger(biz: Biz) {
    const id = await businessIdOf(t, biz);
    const summary = await sql(t, `select day::text as day, reason, entries, quantity::int as quantity from stock_daily_movements where business_id = $1 order by 1, 2`, [id]);
    const scratch = await sql(
      t,
      `select (created_at at time zone 'Asia/Kolkata')::date::text as day, reason, count(*)::int as entries, sum(quantity_change)::int as quantity
         from stock_movements where business_id = $1 group by 1, 2 order by 1, 2`,
      [id],
    );
    expect(summary).toEqual(scratch);
    return summary;
  }

  const adjust = (biz: Biz, productId: string, type: 'add' | 'remove', quantity: number) =>
    t.http().post(`/api/products/${productId}/stock-adjustments`).set(biz.auth).send({ type, quantity }).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    [a, other] = await Promise.all([gstBusiness(t), gstBusiness(t)]);
  });
  afterAll(() => t.close());

  it('follows every write of the ledger, per business', async () => {
    // Opening stock (none recorded for a product without stock) and a CSV import.
    const bolt = await product(a, { name: 'Bolt', stockQuantity: 50 });
    const nut = await product(a, { name: 'Nut', stockQuantity: 0 });
    const csv = ['name,price,stock', 'Washer,2,30', 'Rivet,1,0', ''].join('\n');
    await t.http().post('/api/products/import-csv').set(a.auth).attach('csvFile', Buffer.from(csv), { filename: 'products.csv', contentType: 'text/csv' }).expect(200);
    await expectSummaryMatchesLedger(a);

    // Adjustments, twenty at once, and a removal floored at zero.
    await Promise.all(Array.from({ length: 20 }, () => adjust(a, nut.id, 'add', 1)));
    await adjust(a, nut.id, 'remove', 25);
    await adjust(a, bolt.id, 'remove', 5);
    await expectSummaryMatchesLedger(a);

    // An issued invoice takes stock out, a credit note puts some back, a cancelled invoice all of it.
    const buyer = await customer(a, { name: 'Asha Stores', state: 'Tamil Nadu' });
    const boltLine = (quantity: number) => item({ productId: bolt.id, productName: 'Bolt', hsn: '7318', quantity, rate: 100 });
    const kept = await createInvoice(a, buyer.id, { invoiceDate: istDate(0), dueDate: istDate(0), ...outOfSeries() }, [boltLine(4), boltLine(2)]);
    const sent = (await setStatus(a, kept.id, 'sent')).body;
    await t.http().post('/api/credit-notes').set(a.auth).send({ reason: 'sales_return', restock: true, invoiceId: sent.id, items: [{ itemId: sent.items[0].id, quantity: 1 }], noteDate: istDate(0) }).expect(201);
    const dropped = await createInvoice(a, buyer.id, { invoiceDate: istDate(0), dueDate: istDate(0), ...outOfSeries() }, [boltLine(3)]);
    await setStatus(a, dropped.id, 'sent');
    await setStatus(a, dropped.id, 'cancelled', 200, { reason: 'Wrong customer' });
    await expectSummaryMatchesLedger(a);

    // A purchase bill puts stock in.
    const bill = { supplierName: 'Kaveri Mills', supplierGstin: TN_GSTIN, billNumber: 'KM/1', billDate: istDate(-1), placeOfSupply: '33', itcEligible: true };
    const lines = [{ productId: bolt.id, productName: 'Bolt', hsn: '7318', quantity: 10, unit: 'nos', rate: 60, gstRate: 18 }];
    await t.http().post('/api/purchases').set(a.auth).send({ ...bill, items: lines }).expect(201);

    await adjust(other, (await product(other, { name: 'Bolt', stockQuantity: 7 })).id, 'add', 3);
    const rows = await expectSummaryMatchesLedger(a);
    await expectSummaryMatchesLedger(other);
    expect([...new Set(rows.map((row) => row.reason))].sort()).toEqual(['credit_note', 'import', 'invoice', 'invoice_cancelled', 'manual_add', 'manual_remove', 'opening', 'purchase']);
  });
});
