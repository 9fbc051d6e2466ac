/**
 * One business hammered at once through the API: invoices for the same customers, dated the same day
 * and due the same day, issued, paid in part and in full, marked as paid, credited (with and without
 * restocking), cancelled, their payments reversed, 40-odd requests at a time over several rounds.
 * - no request fails with a 5xx (a deadlock, 40P01, would be one);
 * - afterwards billing_daily_totals, billing_line_totals, billing_due_totals, customer_activity and
 *   stock_daily_movements equal the invoices, their lines and the stock ledger aggregated from scratch;
 * - another business's summaries are untouched.
 */
import { EntityManager } from '@mikro-orm/postgresql';
import type { TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, istDate, item, KA_GSTIN, outOfSeries, pay, product, setStatus, TN_GSTIN, type Biz } from './billing-fixtures';

type Row = Record<string, unknown>;
/** A statement with `?` parameters. */
type Query = (text: string, params: unknown[]) => Promise<Row[]>;
/** Numbers compare as numbers, whichever way the driver hands them back (numeric as text, bigint). */
const plain = (rows: Row[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) ? Number(v) : v])));

/** Every summary of the business, as stored and as aggregated from scratch. */
export async function summaries(query: Query, id: string): Promise<{ stored: Record<string, Row[]>; scratch: Record<string, Row[]> }> {
  const q = (text: string) => query(text, [id]).then(plain);
  const stored = {
    daily: await q(`select day::text as day, issued_count, subtotal, cgst, sgst, igst, cess, gst_amount, total from billing_daily_totals where business_id = ? and issued_count <> 0 order by 1`),
    dailyZeros: await q(`select day::text from billing_daily_totals where business_id = ? and issued_count = 0 and (total <> 0 or gst_amount <> 0 or subtotal <> 0 or cgst <> 0 or sgst <> 0 or igst <> 0 or cess <> 0)`),
    lines: await q(
      `select month::text as month, product_id, product_name, hsn, gst_rate, line_count, quantity, taxable, cgst, sgst, igst, cess, cost, lines_with_cost
         from billing_line_totals where business_id = ? and line_count <> 0 order by 1, 2 nulls first, 3, 4 nulls first, 5`,
    ),
    lineZeros: await q(`select month::text from billing_line_totals where business_id = ? and line_count = 0 and (quantity <> 0 or taxable <> 0 or cost <> 0 or lines_with_cost <> 0)`),
    dues: await q(`select due_date::text as due_date, open_count, outstanding from billing_due_totals where business_id = ? order by 1`),
    activity: await q(
      `select customer_id, first_invoiced_on::text as first_on, last_invoiced_on::text as last_on, previous_invoiced_on::text as previous_on
         from customer_activity where business_id = ? order by 1`,
    ),
    stock: await q(`select day::text as day, reason, entries, quantity from stock_daily_movements where business_id = ? order by 1, 2`),
  };
  const scratch = {
    daily: await q(
      `select invoice_date::text as day, count(*)::int as issued_count, sum(subtotal) as subtotal, sum(cgst) as cgst, sum(sgst) as sgst,
              sum(igst) as igst, sum(cess) as cess, sum(gst_amount) as gst_amount, sum(total) as total
         from invoices where business_id = ? and status in ('sent', 'paid') group by 1 order by 1`,
    ),
    dailyZeros: [],
    lines: await q(
      `select date_trunc('month', i.invoice_date::timestamp)::date::text as month, ii.product_id, ii.product_name, ii.hsn, ii.gst_rate,
              count(*)::int as line_count, sum(ii.quantity) as quantity, sum(ii.taxable) as taxable, sum(ii.cgst) as cgst, sum(ii.sgst) as sgst,
              sum(ii.igst) as igst, sum(ii.cess) as cess, coalesce(sum(ii.quantity * ii.cost_price_paise), 0) as cost, count(ii.cost_price_paise)::int as lines_with_cost
         from invoices i join invoice_items ii on ii.invoice_id = i.id and ii.business_id = i.business_id
        where i.business_id = ? and i.status in ('sent', 'paid')
        group by 1, 2, 3, 4, 5 order by 1, 2 nulls first, 3, 4 nulls first, 5`,
    ),
    lineZeros: [],
    dues: await q(
      `select due_date::text as due_date, count(*)::int as open_count, sum(total - credited - amount_paid) as outstanding
         from invoices where business_id = ? and status = 'sent' group by 1 order by 1`,
    ),
    activity: await q(
      `select customer_id, min(invoice_date)::text as first_on, max(invoice_date)::text as last_on,
              max(invoice_date) filter (where invoice_date < last_month_start)::text as previous_on
         from (select customer_id, invoice_date, date_trunc('month', max(invoice_date) over (partition by customer_id)::timestamp)::date as last_month_start
                 from invoices where business_id = ? and status in ('sent', 'paid')) i
        group by 1 order by 1`,
    ),
    stock: await q(
      `select (created_at at time zone 'Asia/Kolkata')::date::text as day, reason, count(*)::int as entries, sum(quantity_change)::int as quantity
         from stock_movements where business_id = ? group by 1, 2 order by 1, 2`,
    ),
  };
  return { stored, scratch };
}

/** A small deterministic generator, so a failing round can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => ((s = (s * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32);
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)], shuffle: <T>(xs: T[]): T[] => xs.map((x) => [next(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x) };
}

/**
 * Run by concurrent-summaries.int-spec.ts on PostgreSQL and by embedded-database.int-spec.ts on PGlite
 * (one connection: the requests there take turns), each with its own app.
 */
export function concurrentSummariesCases(app: () => TestApp): void {
  let t: TestApp;
  let a: Biz;
  let other: Biz;
  let query: Query;
  const today = istDate(0);
  const due = istDate(15);
  // A few invoices of the day before (perhaps last month) and due another day: rows beside the shared ones.
  const dates = (i: number) => ({ invoiceDate: i % 4 === 3 ? istDate(-1) : today, dueDate: i % 5 === 4 ? istDate(16) : due });

  beforeAll(async () => {
    t = app();
    // Through the app's own connections (the embedded database serves no other).
    query = async (text, params) => (await t.app.get(EntityManager).fork().execute(text, params)) as Row[];
    [a, other] = await Promise.all([gstBusiness(t), gstBusiness(t)]);
  });
  const businessIdOf = async (biz: Biz) => (await query('select business_id from users where id = ?', [biz.user.id]))[0].business_id as string;

  it('40-odd changes at a time over several rounds: no 5xx, every summary equals the invoices and the ledger', async () => {
    // The other business: a few changes before, its summaries read before the hammering.
    const otherBuyer = await customer(other, { name: 'Other Traders', state: 'Tamil Nadu' });
    const otherBolt = await product(other, { name: 'Bolt', price: 100, costPrice: 50, stockQuantity: 100 });
    for (let i = 0; i < 3; i++) {
      const draft = await createInvoice(other, otherBuyer.id, { invoiceDate: today, dueDate: due, ...outOfSeries() }, [item({ productId: otherBolt.id, productName: 'Bolt', hsn: '7318', quantity: 2, rate: 100 })]);
      await setStatus(other, draft.id, 'sent');
      if (i === 1) await pay(other, draft.id, 50).expect(201);
    }
    const otherId = await businessIdOf(other);
    const otherBefore = await summaries(query, otherId);
    expect(otherBefore.stored).toEqual(otherBefore.scratch);

    const [local, away] = await Promise.all([customer(a, { name: 'Asha Stores', state: 'Tamil Nadu' }), customer(a, { name: 'Bala Agencies', gstNumber: KA_GSTIN })]);
    const products = await Promise.all(
      ['Bolt', 'Nut', 'Washer'].map((name, i) => product(a, { name, price: 100 + i, costPrice: 40 + i, stockQuantity: 100_000, gstRate: [18, 5, 3][i], hsnCode: '7318' })),
    );
    const line = (p: { id: string; name: string }, quantity: number) => item({ productId: p.id, productName: p.name, hsn: '7318', quantity, rate: 100, gstRate: [18, 5, 3][products.indexOf(p)] });
    const r = random(20261128);
    const lines = () => [
      ...r.shuffle([...products]).slice(0, 1 + Math.floor(r.next() * 3)).map((p) => line(p, 1 + Math.floor(r.next() * 4))),
      ...(r.next() < 0.5 ? [item({ productName: 'Freight', hsn: '996511', quantity: 1, rate: 350, gstRate: 5, cessRate: 1 })] : []),
    ];
    const id = await businessIdOf(a);
    // Recurring templates that issue, made now (Generate Now) beside the rest: the run is finished, then the draft issued.
    const templates = await Promise.all(
      products.slice(0, 2).map(async (p, i) => {
        const res = await t
          .http()
          .post('/api/recurring-invoices')
          .set(a.auth)
          .send({
            customerId: local.id, templateName: `Weekly ${p.name}`, frequency: 'weekly', startDate: today, endDate: null, notes: '', termsAndConditions: '',
            delivery: 'issue', sendEmail: false, sendWhatsApp: false,
            items: [{ productId: p.id, productName: p.name, description: '', hsnCode: '7318', quantity: 1 + i, unit: 'nos', rate: 100, gstRate: [18, 5, 3][i], amount: 100 + 100 * i }],
          });
        if (res.status !== 201) throw new Error(`template: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body as { id: string };
      }),
    );
    const failures: string[] = [];
    const refusals: Record<string, number> = {};
    const record = (what: string) => (res: { status: number; body: { code?: string; message?: string } }) => {
      if (res.status >= 500) failures.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
      else if (res.status >= 400) refusals[`${what} ${res.body.code}`] = (refusals[`${what} ${res.body.code}`] ?? 0) + 1;
    };

    for (let round = 0; round < 4; round++) {
      const drafts = await Promise.all(
        Array.from({ length: 14 }, (_, i) => createInvoice(a, i % 3 ? local.id : away.id, { ...dates(i), ...outOfSeries() }, lines())),
      );
      const open = (await query(
        `select id, total, amount_paid, credited from invoices where business_id = ? and status = 'sent' order by invoice_number`,
        [id],
      )) as { id: string; total: string; amount_paid: string; credited: string }[];
      const items = (await query(`select id, invoice_id from invoice_items where business_id = ? and product_id is not null`, [id])) as { id: string; invoice_id: string }[];
      const payments = (await query(`select p.id from payments p where p.business_id = ? and p.reversed_at is null`, [id])) as { id: string }[];
      const clean = open.filter((inv) => Number(inv.amount_paid) === 0 && Number(inv.credited) === 0);
      const outstanding = (inv: (typeof open)[number]) => (Number(inv.total) - Number(inv.amount_paid) - Number(inv.credited)) / 100;
      const http = () => t.http();
      const ops: Promise<unknown>[] = [];
      for (const draft of drafts) ops.push(http().put(`/api/invoices/${draft.id}/status`).set(a.auth).send({ status: 'sent' }).then(record('issue')));
      if (open.length) {
        for (let i = 0; i < 6; i++) ops.push(pay(a, r.pick(open).id, 10).then(record('partial payment')));
        for (let i = 0; i < 4; i++) {
          const inv = r.pick(open);
          ops.push(pay(a, inv.id, outstanding(inv)).then(record('full payment')));
        }
        for (let i = 0; i < 3; i++) ops.push(http().put(`/api/invoices/${r.pick(open).id}/status`).set(a.auth).send({ status: 'paid' }).then(record('mark as paid')));
        for (let i = 0; i < 5; i++) {
          const inv = r.pick(open);
          const withItems = items.filter((it) => it.invoice_id === inv.id);
          const body = i % 2 && withItems.length ? { items: [{ itemId: r.pick(withItems).id, quantity: 1 }], restock: true } : { amount: 20 };
          ops.push(http().post('/api/credit-notes').set(a.auth).send({ reason: 'sales_return', invoiceId: inv.id, noteDate: today, ...body }).then(record('credit note')));
        }
        for (const inv of r.shuffle([...clean]).slice(0, 5)) ops.push(http().put(`/api/invoices/${inv.id}/status`).set(a.auth).send({ status: 'cancelled', reason: 'Wrong order' }).then(record('cancel')));
      }
      for (const p of r.shuffle([...payments]).slice(0, 5)) ops.push(http().post(`/api/payments/${p.id}/reverse`).set(a.auth).send({ reason: 'Cheque bounced' }).then(record('reverse')));
      // The same products' stock moved by hand and by purchase bills (product rows, then the day's stock summary).
      for (let i = 0; i < 3; i++) {
        ops.push(http().post(`/api/products/${r.pick(products).id}/stock-adjustments`).set(a.auth).send({ type: i % 2 ? 'remove' : 'add', quantity: 2 }).then(record('stock adjustment')));
      }
      for (let i = 0; i < 2; i++) {
        const bill = { supplierName: 'Kaveri Mills', supplierGstin: TN_GSTIN, billNumber: `KM/${round}/${i}`, billDate: today, placeOfSupply: '33', itcEligible: true };
        const billLines = r.shuffle([...products]).slice(0, 2).map((p) => ({ productId: p.id, productName: p.name, hsn: '7318', quantity: 5, unit: 'nos', rate: 60, gstRate: 18 }));
        ops.push(http().post('/api/purchases').set(a.auth).send({ ...bill, items: billLines }).then(record('purchase')));
      }
      for (const template of templates) {
        for (let i = 0; i < 2; i++) {
          ops.push(
            t.http().post(`/api/recurring-invoices/${template.id}/generate`).set(a.auth).then((res) => {
              record('generate now')(res);
              if (res.status === 201 && res.body.invoice.status !== 'sent') failures.push(`generate now: ${JSON.stringify(res.body.invoice)}`);
            }),
          );
        }
      }
      await Promise.all(r.shuffle(ops));
    }

    // Refusals (4xx: an invoice paid or cancelled by a request beside it) are expected; no 5xx.
    expect({ failures, refused: Object.keys(refusals).length > 0 }).toEqual({ failures: [], refused: true });
    const mine = await summaries(query, id);
    expect(mine.stored).toEqual(mine.scratch);
    // Enough of each kind went through to mean something.
    const [counts] = await query(
      `select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'paid')::int as paid, count(*) filter (where status = 'cancelled')::int as cancelled,
              count(*) filter (where credited > 0)::int as credited, (select count(*)::int from payments where business_id = ? and reversed_at is not null) as reversed
         from invoices where business_id = ?`,
      [id, id],
    );
    expect(counts).toEqual({ sent: expect.any(Number), paid: expect.any(Number), cancelled: expect.any(Number), credited: expect.any(Number), reversed: expect.any(Number) });
    for (const n of Object.values(counts)) expect(Number(n)).toBeGreaterThan(0);
    expect([...new Set(mine.stored.stock.map((row) => row.reason))].sort()).toEqual(['credit_note', 'invoice', 'invoice_cancelled', 'manual_add', 'manual_remove', 'opening', 'purchase']);
    // Each run made now names its invoice, issued (paid or cancelled since, perhaps), as its template's last run does.
    const runs = await query(
      `select r.status, r.invoice_number = i.invoice_number and r.invoice_date = i.invoice_date as same, i.status <> 'draft' as issued,
              t.last_run_invoice_number = (select r2.invoice_number from recurring_invoice_runs r2 where r2.template_id = t.id order by r2.period_date desc limit 1) as last
         from recurring_invoice_runs r join invoices i on i.id = r.invoice_id join recurring_invoices t on t.id = r.template_id
        where r.business_id = ?`,
      [id],
    );
    expect(runs).toHaveLength(4 * 2 * templates.length);
    expect(new Set(runs.map((run) => JSON.stringify(run)))).toEqual(new Set([JSON.stringify({ status: 'generated', same: true, issued: true, last: true })]));
    const otherAfter = await summaries(query, otherId);
    expect(otherAfter).toEqual(otherBefore);
  }, 120_000);
}
