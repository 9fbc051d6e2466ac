/**
 * The dashboard and the overdue summary read summaries that billing keeps in the transactions that
 * change invoices (billing_daily_totals, billing_due_totals, customer_activity). These tests drive
 * every change through the API — issue, partial payments, the payment that settles, "mark as paid",
 * cancelling issued invoices, back- and future-dated invoices — and check that:
 * - the summary tables equal what the invoices recompute to;
 * - the dashboard query equals the former aggregate over all invoices, for today and for other
 *   days (a new month, a new financial year, a past day with "future" invoices);
 * - the overdue summary equals the count and balance of sent, past-due invoices.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { dashboardQuery } from '../../src/modules/reports/adapters/mikro-orm-report-queries';
import { addMonths, dashboardPeriods, type DashboardPeriods } from '../../src/modules/reports/domain/periods';
import { createInvoice, customer, gstBusiness, istDate, item, KA_GSTIN, outOfSeries, pay, setStatus, type Biz } from '../billing/billing-fixtures';

type Row = Record<string, unknown>;
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The dashboard as it was computed before the summaries: aggregates over every invoice. */
function formerDashboardQuery(businessId: string, p: DashboardPeriods): { sql: string; params: unknown[] } {
  const sumsFrom = p.lastMonth.from < p.financialYear.from ? p.lastMonth.from : p.financialYear.from;
  const inQuarter = `invoice_date >= ?::date and invoice_date < ?::date`;
  return {
    sql: `select * from
         (select coalesce(sum(total) filter (where invoice_date >= ?::date), 0) as total_revenue,
                 coalesce(sum(total) filter (where invoice_date >= ?::date and invoice_date < ?::date), 0) as this_month,
                 coalesce(sum(total) filter (where invoice_date >= ?::date and invoice_date < ?::date), 0) as last_month,
                 coalesce(sum(gst_amount) filter (where ${inQuarter}), 0) as gst_total,
                 coalesce(sum(cgst) filter (where ${inQuarter}), 0) as cgst,
                 coalesce(sum(sgst) filter (where ${inQuarter}), 0) as sgst,
                 coalesce(sum(igst) filter (where ${inQuarter}), 0) as igst,
                 coalesce(sum(cess) filter (where ${inQuarter}), 0) as cess
            from invoices
           where business_id = ? and status in ('sent', 'paid') and invoice_date >= ?::date and invoice_date < ?::date) sums,
         (select count(*) filter (where last_date > ?::date) as active,
                 count(*) filter (where first_date >= ?::date) as new_this_month
            from (select customer_id, min(invoice_date) as first_date, max(invoice_date) as last_date
                    from invoices
                   where business_id = ? and status in ('sent', 'paid') and invoice_date > ?::date and invoice_date <= ?::date
                   group by customer_id) c) customers,
         (select count(*) as pending, coalesce(sum(total - amount_paid), 0) as outstanding
            from invoices where business_id = ? and status = 'sent') unpaid`,
    params: [
      p.financialYear.from,
      p.month.from, p.month.to,
      p.lastMonth.from, p.lastMonth.to,
      ...Array(5).fill([p.quarter.from, p.quarter.to]).flat(),
      businessId, sumsFrom, p.financialYear.to,
      p.activeAfter,
      p.month.from,
      businessId, p.newLookbackAfter, p.today,
      businessId,
    ],
  };
}

const FIGURES = ['total_revenue', 'this_month', 'last_month', 'gst_total', 'cgst', 'sgst', 'igst', 'cess', 'active', 'new_this_month', 'pending', 'outstanding'];
const figures = (row: Row) => Object.fromEntries(FIGURES.map((k) => [k, Number(row[k] ?? 0)]));

describe('reports: dashboard summaries kept by billing', () => {
  let t: TestApp;
  let b: Biz;
  const today = istDate(0);
  const p = dashboardPeriods(today);

  const sql = async (query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<Row[]>(query, params);

  const businessIdOf = async (biz: Biz) => (await sql('select business_id from users where email = ?', [biz.user.email]))[0].business_id as string;

  async function issued(customerId: string, invoiceDate: string, opts: { dueDate?: string; items?: unknown[] } = {}) {
    const inv = await createInvoice(b, customerId, { invoiceDate, dueDate: opts.dueDate ?? plusDays(invoiceDate, 30), ...outOfSeries() }, opts.items);
    await setStatus(b, inv.id, 'sent');
    return inv;
  }

  /** Every summary row equals what the invoices recompute to (rows left at zero by cancellations aside). */
  async function expectSummariesMatchInvoices(biz: Biz) {
    const id = await businessIdOf(biz);
    const daily = await sql(
      `select day::text as day, issued_count, subtotal, cgst, sgst, igst, cess, gst_amount, total
         from billing_daily_totals where business_id = ? and issued_count <> 0 order by day`,
      [id],
    );
    const dailyFromInvoices = await sql(
      `select invoice_date::text as day, count(*)::int as issued_count, sum(subtotal) as subtotal, sum(cgst) as cgst, sum(sgst) as sgst,
              sum(igst) as igst, sum(cess) as cess, sum(gst_amount) as gst_amount, sum(total) as total
         from invoices where business_id = ? and status in ('sent', 'paid') group by invoice_date order by invoice_date`,
      [id],
    );
    expect(daily).toEqual(dailyFromInvoices);
    // Zero rows only ever come from cancellations and carry nothing.
    const [zeros] = await sql(
      `select count(*)::int as n from billing_daily_totals where business_id = ? and issued_count = 0 and (total <> 0 or gst_amount <> 0 or subtotal <> 0)`,
      [id],
    );
    expect(zeros.n).toBe(0);

    const dues = await sql(`select due_date::text as due_date, open_count, outstanding from billing_due_totals where business_id = ? order by due_date`, [id]);
    const duesFromInvoices = await sql(
      `select due_date::text as due_date, count(*)::int as open_count, sum(total - amount_paid) as outstanding
         from invoices where business_id = ? and status = 'sent' group by due_date order by due_date`,
      [id],
    );
    expect(dues).toEqual(duesFromInvoices);

    const activity = await sql(
      `select customer_id, first_invoiced_on::text as first_on, last_invoiced_on::text as last_on, previous_invoiced_on::text as previous_on
         from customer_activity where business_id = ? order by customer_id`,
      [id],
    );
    const activityFromInvoices = await sql(
      `select customer_id, min(invoice_date)::text as first_on, max(invoice_date)::text as last_on,
              max(invoice_date) filter (where invoice_date < last_month_start)::text as previous_on
         from (select customer_id, invoice_date, date_trunc('month', max(invoice_date) over (partition by customer_id)::timestamp)::date as last_month_start
                 from invoices where business_id = ? and status in ('sent', 'paid')) i
        group by customer_id order by customer_id`,
      [id],
    );
    expect(activity).toEqual(activityFromInvoices);
  }

  async function expectDashboardAsBefore(biz: Biz, day: string) {
    const periods = dashboardPeriods(day);
    const id = await businessIdOf(biz);
    const now = dashboardQuery(id, periods);
    const before = formerDashboardQuery(id, periods);
    const [[fromSummaries], [fromInvoices]] = [await sql(now.sql, now.params), await sql(before.sql, before.params)];
    expect({ day, ...figures(fromSummaries) }).toEqual({ day, ...figures(fromInvoices) });
  }

  async function expectOverdueSummaryAsBefore(biz: Biz) {
    const res = await t.http().get('/api/invoices/overdue').set(biz.auth).expect(200);
    const [row] = await sql(
      `select count(*)::int as count, coalesce(sum(total - amount_paid), 0) as outstanding
         from invoices where business_id = ? and status = 'sent' and due_date < ?::date`,
      [await businessIdOf(biz), today],
    );
    expect(res.body.summary).toEqual({ count: row.count, outstanding: Number(row.outstanding) / 100 });
  }

  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
  });
  afterAll(() => t.close());

  it('issue, partial payments, the settling payment, mark as paid, cancel after issue: summaries follow', async () => {
    const asha = await customer(b, { name: 'Asha Stores', state: 'Tamil Nadu' });
    // Dated this month (before today when today is not the 1st) and past due.
    const dated = today === p.month.from ? today : plusDays(today, -1);
    const inv = await issued(asha.id, dated, { dueDate: dated, items: [item({ rate: 1000, gstRate: 18 })] });
    await expectSummariesMatchInvoices(b);
    let dash = (await t.http().get('/api/dashboard/metrics').set(b.auth).expect(200)).body;
    expect(dash).toMatchObject({ outstandingAmount: 1180, pendingInvoicesCount: 1, activeCustomers: 1, newActiveCustomersThisMonth: 1 });
    await expectOverdueSummaryAsBefore(b);

    // Partial payments lower the outstanding balance; the invoice stays pending.
    await pay(b, inv.id, 180, { paymentDate: today }).expect(201);
    await pay(b, inv.id, 500, { paymentDate: today }).expect(201);
    dash = (await t.http().get('/api/dashboard/metrics').set(b.auth).expect(200)).body;
    expect(dash).toMatchObject({ outstandingAmount: 500, pendingInvoicesCount: 1, totalRevenue: expect.any(Number) });
    expect((await t.http().get('/api/invoices/overdue').set(b.auth).expect(200)).body.summary).toEqual({ count: 1, outstanding: 500 });
    await expectSummariesMatchInvoices(b);

    // The payment that settles it: paid, no longer pending, still revenue.
    await pay(b, inv.id, 500, { paymentDate: today }).expect(201);
    dash = (await t.http().get('/api/dashboard/metrics').set(b.auth).expect(200)).body;
    expect(dash).toMatchObject({ outstandingAmount: 0, pendingInvoicesCount: 0, revenueChange: { thisMonth: 1180 }, activeCustomers: 1 });
    expect((await t.http().get('/api/invoices/overdue').set(b.auth).expect(200)).body.summary).toEqual({ count: 0, outstanding: 0 });
    await expectSummariesMatchInvoices(b);

    // "Mark as paid" after a partial payment.
    const marked = await issued(asha.id, today, { items: [item({ rate: 200, gstRate: 5 })] });
    await pay(b, marked.id, 10, { paymentDate: today }).expect(201);
    await setStatus(b, marked.id, 'paid');
    await expectSummariesMatchInvoices(b);

    // Cancel after issue: out of revenue, pending and (with no other issued invoice) the active customers.
    const bala = await customer(b, { name: 'Bala Agencies', gstNumber: KA_GSTIN });
    const once = await issued(bala.id, today, { items: [item({ rate: 99.99, gstRate: 18, cessRate: 1 })] });
    dash = (await t.http().get('/api/dashboard/metrics').set(b.auth).expect(200)).body;
    expect(dash).toMatchObject({ activeCustomers: 2, newActiveCustomersThisMonth: 2, pendingInvoicesCount: 1 });
    expect(dash.gstCollected.cess).toBeGreaterThan(0);
    await setStatus(b, once.id, 'cancelled', 200, { reason: 'Wrong customer' });
    dash = (await t.http().get('/api/dashboard/metrics').set(b.auth).expect(200)).body;
    expect(dash).toMatchObject({ activeCustomers: 1, newActiveCustomersThisMonth: 1, pendingInvoicesCount: 0, outstandingAmount: 0, gstCollected: { igst: 0, cess: 0 } });
    await expectSummariesMatchInvoices(b);
    await expectDashboardAsBefore(b, today);
  });

  it('back-dated, future-dated and returning customers: the same figures as the former aggregate on any day', async () => {
    const c = await gstBusiness(t);
    const [regular, returning, lapsed, boundary, ahead, cancelledOnly, multi] = await Promise.all(
      ['Regular', 'Returning', 'Lapsed', 'Boundary', 'Ahead', 'Cancelled Only', 'Multi Month'].map((name) => customer(c, { name: `${name} Traders`, state: 'Tamil Nadu' })),
    );
    const issue = async (customerId: string, invoiceDate: string, dueDate = plusDays(invoiceDate, 30)) => {
      const inv = await createInvoice(c, customerId, { invoiceDate, dueDate, ...outOfSeries() });
      await setStatus(c, inv.id, 'sent');
      return inv;
    };
    await issue(regular.id, p.lastMonth.from);
    await issue(regular.id, today);
    // Back after more than a year: new again this month.
    await issue(returning.id, addMonths(p.month.from, -14));
    await issue(returning.id, today);
    await issue(lapsed.id, plusDays(p.activeAfter, -20));
    await issue(lapsed.id, p.activeAfter); // the 12-month bound itself is excluded
    // Exactly on the (exclusive) start of the 12-month look-back, then this month.
    await issue(boundary.id, p.newLookbackAfter);
    await issue(boundary.id, p.month.from);
    // Dated ahead: next month, and later this year.
    await issue(ahead.id, addMonths(p.month.from, -2));
    await issue(ahead.id, addMonths(today, 1));
    await issue(ahead.id, addMonths(today, 3));
    const gone = await issue(cancelledOnly.id, today);
    await setStatus(c, gone.id, 'cancelled');
    // Several months; the latest cancelled, so the customer's activity moves back.
    await issue(multi.id, addMonths(p.month.from, -5));
    await issue(multi.id, addMonths(p.month.from, -1));
    const latest = await issue(multi.id, addMonths(today, 2));
    await setStatus(c, latest.id, 'cancelled');
    const draftOnly = await customer(c, { name: 'Draft Traders', state: 'Tamil Nadu' });
    await createInvoice(c, draftOnly.id, { invoiceDate: today, dueDate: today });
    // Some paid, some partly.
    const partly = await issue(regular.id, plusDays(today, -40), plusDays(today, -10));
    await pay(c, partly.id, 100, { paymentDate: today }).expect(201);

    await expectSummariesMatchInvoices(c);
    await expectOverdueSummaryAsBefore(c);
    const days = [
      today,
      plusDays(today, -1),
      plusDays(today, -45),
      p.month.to, // the first day of next month: a new month
      plusDays(p.month.to, -1),
      addMonths(p.month.from, 2),
      addMonths(today, 4),
      p.financialYear.to, // a new financial year
      addMonths(today, 12),
      addMonths(today, 14),
    ];
    for (const day of days) await expectDashboardAsBefore(c, day);
    // And the API answers the same as the query for today.
    const dash = (await t.http().get('/api/dashboard/metrics').set(c.auth).expect(200)).body;
    const now = dashboardQuery(await businessIdOf(c), p);
    const [row] = await sql(now.sql, now.params);
    expect(dash).toMatchObject({ activeCustomers: Number(row.active), newActiveCustomersThisMonth: Number(row.new_this_month), pendingInvoicesCount: Number(row.pending) });
  });

  it('concurrent issues and payments in one business add up', async () => {
    const c = await gstBusiness(t);
    const buyers = await Promise.all([1, 2, 3].map((n) => customer(c, { name: `Buyer ${n}`, state: 'Tamil Nadu' })));
    const drafts = [];
    for (let i = 0; i < 8; i += 1) {
      const invoiceDate = plusDays(today, i % 2 ? -20 : 0);
      drafts.push(await createInvoice(c, buyers[i % 3].id, { invoiceDate, dueDate: plusDays(invoiceDate, 10), ...outOfSeries() }));
    }
    await Promise.all(drafts.map((d) => setStatus(c, d.id, 'sent')));
    const results = await Promise.all(drafts.flatMap((d) => [pay(c, d.id, 100, { paymentDate: today }), pay(c, d.id, 200, { paymentDate: today })]));
    expect(results.every((r) => r.status === 201)).toBe(true);
    await Promise.all(drafts.slice(0, 3).map((d) => setStatus(c, d.id, 'paid')));
    await expectSummariesMatchInvoices(c);
    await expectOverdueSummaryAsBefore(c);
    await expectDashboardAsBefore(c, today);
  });
});
