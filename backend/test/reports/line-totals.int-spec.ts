/**
 * billing_line_totals, the monthly line summary billing keeps as it issues and cancels invoices, and
 * LINE_TOTALS, which the reports read it through (whole months from the summary, the days around them
 * from the lines). Every change goes through the API — draft edits, issue, payments, "mark as paid",
 * credit notes, cancelling an issued invoice — and after each:
 * - the summary equals the issued lines aggregated from scratch, per business (groups left at zero by
 *   cancellations carry nothing);
 * - LINE_TOTALS for periods of whole months, partial months and a few days equals the lines of the
 *   period aggregated from scratch;
 * - another business's invoices never show.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { LINE_TOTALS, lineTotalsParams } from '../../src/modules/reports/adapters/report-sql';
import { addMonths } from '../../src/modules/reports/domain/periods';
import { createInvoice, customer, gstBusiness, invoiceBody, istDate, item, KA_GSTIN, outOfSeries, pay, product, setStatus, type Biz } from '../billing/billing-fixtures';

type Row = Record<string, unknown>;
const GROUP = 'product_id, product_name, hsn, gst_rate';
const SUMS = `sum(line_count)::int as line_count, sum(quantity) as quantity, sum(taxable) as taxable, sum(cgst) as cgst, sum(sgst) as sgst,
              sum(igst) as igst, sum(cess) as cess, sum(cost) as cost, sum(lines_with_cost)::int as lines_with_cost`;
const FROM_LINES = `select date_trunc('month', i.invoice_date::timestamp)::date::text as month, ii.product_id, ii.product_name, ii.hsn, ii.gst_rate,
                           count(*)::int as line_count, sum(ii.quantity) as quantity, sum(ii.taxable) as taxable, sum(ii.cgst) as cgst,
                           sum(ii.sgst) as sgst, sum(ii.igst) as igst, sum(ii.cess) as cess,
                           coalesce(sum(ii.quantity * ii.cost_price_paise), 0) as cost, count(ii.cost_price_paise)::int as lines_with_cost
                      from invoices i join invoice_items ii on ii.invoice_id = i.id and ii.business_id = i.business_id
                     where i.business_id = ? and i.status in ('sent', 'paid')`;
const ORDER = `order by 1, product_id nulls first, product_name, hsn nulls first, gst_rate`;
/** numeric sums compare as numbers (1.000 and 1 are the same quantity). */
const plain = (rows: Row[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v])));

describe('reports: the line summary billing keeps', () => {
  let t: TestApp;
  let a: Biz;
  let other: Biz;
  const today = istDate(0);
  const monthStart = `${today.slice(0, 8)}01`;

  const sql = async (query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<Row[]>(query, params);
  const businessIdOf = async (biz: Biz) => (await sql('select business_id from users where email = ?', [biz.user.email]))[0].business_id as string;

  async function issued(biz: Biz, customerId: string, invoiceDate: string, items: unknown[]) {
    const inv = await createInvoice(biz, customerId, { invoiceDate, dueDate: invoiceDate, ...outOfSeries() }, items);
    return (await setStatus(biz, inv.id, 'sent')).body;
  }

  async function expectSummaryMatchesLines(biz: Biz) {
    const id = await businessIdOf(biz);
    const summary = await sql(
      `select month::text as month, ${GROUP}, ${SUMS} from billing_line_totals where business_id = ? and line_count <> 0 group by month, ${GROUP} ${ORDER}`,
      [id],
    );
    expect(plain(summary)).toEqual(plain(await sql(`${FROM_LINES} group by 1, 2, 3, 4, 5 ${ORDER}`, [id])));
    const [zeros] = await sql(
      `select count(*)::int as n from billing_line_totals
        where business_id = ? and line_count = 0 and (quantity <> 0 or taxable <> 0 or cgst <> 0 or sgst <> 0 or igst <> 0 or cess <> 0 or cost <> 0 or lines_with_cost <> 0)`,
      [id],
    );
    expect(zeros.n).toBe(0);
    // LINE_TOTALS for whole months, partial months on both sides, and days within one month.
    const ranges = [
      { from: addMonths(monthStart, -4), to: addMonths(monthStart, 1) },
      { from: istDate(-75), to: istDate(1) },
      { from: istDate(-50), to: istDate(-20) },
      { from: istDate(-3), to: istDate(1) },
    ];
    for (const range of ranges) {
      const read = await sql(`select month::text as month, ${GROUP}, ${SUMS} from ${LINE_TOTALS} l group by month, ${GROUP} ${ORDER}`, lineTotalsParams(id, range));
      const scratch = await sql(`${FROM_LINES} and i.invoice_date >= ?::date and i.invoice_date < ?::date group by 1, 2, 3, 4, 5 ${ORDER}`, [id, range.from, range.to]);
      expect({ range, rows: plain(read) }).toEqual({ range, rows: plain(scratch) });
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    [a, other] = await Promise.all([gstBusiness(t), gstBusiness(t)]);
  });
  afterAll(() => t.close());

  it('follows draft edits, issue, payments, credit notes and cancelling, per business', async () => {
    const local = await customer(a, { name: 'Asha Stores', state: 'Tamil Nadu' });
    const away = await customer(a, { name: 'Bala Agencies', gstNumber: KA_GSTIN });
    const bolt = await product(a, { name: 'Bolt', price: 100, costPrice: 60.5, stockQuantity: 500, gstRate: 18, hsnCode: '7318' });
    const fan = await product(a, { name: 'Fan', price: 1200, stockQuantity: 50, gstRate: 18, hsnCode: '8414' });
    const boltLine = (quantity: number) => item({ productId: bolt.id, productName: 'Bolt', hsn: '7318', quantity, rate: 100, gstRate: 18 });
    const fanLine = (quantity: number) => item({ productId: fan.id, productName: 'Fan', hsn: '8414', quantity, rate: 1200, gstRate: 18 });
    const typed = (hsn: string) => item({ productName: 'Freight', hsn, quantity: 1, rate: 350, gstRate: 5, cessRate: 1 });

    // A draft counts nowhere, and its edit neither.
    const draft = await createInvoice(a, local.id, { invoiceDate: today, dueDate: today, ...outOfSeries() }, [boltLine(3)]);
    await expectSummaryMatchesLines(a);
    const edited = invoiceBody(local.id, { invoiceDate: istDate(-2), dueDate: istDate(-2), invoiceNumber: draft.invoiceNumber }, [boltLine(5), fanLine(1), typed('')]);
    await t.http().put(`/api/invoices/${draft.id}`).set(a.auth).send(edited).expect(200);
    await expectSummaryMatchesLines(a);

    // Issued over several months; the same product in one invoice twice; typed lines with and without an HSN.
    const sent = (await setStatus(a, draft.id, 'sent')).body;
    const back = await issued(a, away.id, istDate(-70), [boltLine(2), boltLine(4), typed('996511')]);
    await issued(a, local.id, istDate(-40), [fanLine(2), typed('')]);
    const cancelled = await issued(a, local.id, istDate(-40), [boltLine(7), typed('996511')]);
    await issued(other, await customer(other, { name: 'Other Traders', state: 'Tamil Nadu' }).then((c) => c.id), istDate(-40), [item({ productName: 'Bolt', hsn: '7318', quantity: 9 })]);
    await expectSummaryMatchesLines(a);

    // Payments and "mark as paid" change no line.
    await pay(a, back.id, 100, { paymentDate: today }).expect(201);
    await setStatus(a, back.id, 'paid');
    // A credit note is read from its own lines, not from the summary.
    await t.http().post('/api/credit-notes').set(a.auth).send({ reason: 'sales_return', invoiceId: sent.id, items: [{ itemId: sent.items[0].id, quantity: 1 }], noteDate: today }).expect(201);
    await expectSummaryMatchesLines(a);

    // Cancelling an issued invoice takes its lines out (groups it alone had stay at zero).
    await setStatus(a, cancelled.id, 'cancelled', 200, { reason: 'Wrong customer' });
    await expectSummaryMatchesLines(a);
    await expectSummaryMatchesLines(other);
    const [costed] = await sql(`select sum(cost) as cost, sum(lines_with_cost)::int as n from billing_line_totals where business_id = ?`, [await businessIdOf(a)]);
    // Bolt lines issued: 5 (the edited draft) + 2 + 4, each at the cost of 60.50 recorded at issue; Fan has no cost price.
    expect({ cost: Number(costed.cost), n: costed.n }).toEqual({ cost: 11 * 6050, n: 3 });
  });
});
