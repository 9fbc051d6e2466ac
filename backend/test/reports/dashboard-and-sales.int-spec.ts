import { formatDocumentNumber } from '@hisaab/gst';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { dashboardPeriods } from '../../src/modules/reports/domain/periods';
import { createInvoice, customer, gstBusiness, istDate, item, KA_GSTIN, outOfSeries, pay, setStatus, type Biz } from '../billing/billing-fixtures';

interface Made {
  id: string;
  invoiceDate: string;
  customerId: string;
  total: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  gstAmount: number;
  status: string;
  paid: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (xs: Made[], f: (m: Made) => number) => round2(xs.reduce((a, m) => a + f(m), 0));
const within = (d: string, r: { from: string; to: string }) => d >= r.from && d < r.to;
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('reports: dashboard metrics and the sales report', () => {
  let t: TestApp;
  let b: Biz;
  const made: Made[] = [];
  const today = istDate(0);
  const p = dashboardPeriods(today);

  async function invoice(customerId: string, invoiceDate: string, items: unknown[], status: 'draft' | 'sent' | 'paid' | 'cancelled', paid = 0) {
    const inv = await createInvoice(b, customerId, { invoiceDate, dueDate: plusDays(invoiceDate, 30), ...outOfSeries() }, items);
    if (status !== 'draft') await setStatus(b, inv.id, 'sent');
    if (status === 'cancelled') await setStatus(b, inv.id, 'cancelled');
    if (paid) await pay(b, inv.id, paid, { paymentDate: today }).expect(201);
    if (status === 'paid') await setStatus(b, inv.id, 'paid');
    made.push({ ...inv, status, paid: status === 'paid' ? inv.total : paid });
    return inv;
  }

  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
    const local = await customer(b, { name: 'Chennai Traders', state: 'Tamil Nadu' });
    const karnataka = await customer(b, { name: 'Cauvery Components', gstNumber: KA_GSTIN });
    const regular = await customer(b, { name: 'Regular Retail', state: 'Tamil Nadu' });
    const lapsed = await customer(b, { name: 'Lapsed Ltd', state: 'Tamil Nadu' });
    await invoice(local.id, today, [item({ rate: 1000, gstRate: 18 })], 'sent', 180);
    await invoice(karnataka.id, today, [item({ rate: 500, gstRate: 5 }), item({ rate: 99.99, gstRate: 18, cessRate: 1 })], 'paid');
    await invoice(regular.id, p.month.from, [item({ rate: 250.5, gstRate: 5 })], 'draft');
    await invoice(local.id, today, [item({ rate: 777, gstRate: 18 })], 'cancelled');
    await invoice(regular.id, p.lastMonth.from, [item({ quantity: 3, rate: 199.99, gstRate: 18 })], 'sent');
    await invoice(lapsed.id, plusDays(p.activeAfter, -20), [item({ rate: 5000, gstRate: 18 })], 'sent');
  });
  afterAll(() => t.close());

  it('dashboard figures equal the sums of the invoices (issued = sent or paid; drafts and cancelled left out)', async () => {
    const issued = made.filter((m) => m.status === 'sent' || m.status === 'paid');
    const inQuarter = issued.filter((m) => within(m.invoiceDate, p.quarter));
    const thisMonth = sum(issued.filter((m) => within(m.invoiceDate, p.month)), (m) => m.total);
    const lastMonth = sum(issued.filter((m) => within(m.invoiceDate, p.lastMonth)), (m) => m.total);
    const active = issued.filter((m) => m.invoiceDate > p.activeAfter && m.invoiceDate <= today);
    const firstIn12 = new Map<string, string>();
    for (const m of issued.filter((x) => x.invoiceDate > p.newLookbackAfter && x.invoiceDate <= today)) {
      const seen = firstIn12.get(m.customerId);
      if (!seen || m.invoiceDate < seen) firstIn12.set(m.customerId, m.invoiceDate);
    }
    const sent = issued.filter((m) => m.status === 'sent');

    const res = await t.http().get('/api/dashboard/metrics').set(b.auth).expect(200);
    expect(res.body).toMatchObject({
      totalRevenue: sum(issued.filter((m) => within(m.invoiceDate, p.financialYear)), (m) => m.total),
      revenueChange: {
        thisMonth,
        lastMonth,
        percent: lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10,
      },
      outstandingAmount: sum(sent, (m) => m.total - m.paid),
      pendingInvoicesCount: sent.length,
      gstCollected: {
        total: sum(inQuarter, (m) => m.gstAmount),
        cgst: sum(inQuarter, (m) => m.cgst),
        sgst: sum(inQuarter, (m) => m.sgst),
        igst: sum(inQuarter, (m) => m.igst),
        cess: sum(inQuarter, (m) => m.cess),
      },
      activeCustomers: new Set(active.map((m) => m.customerId)).size,
      newActiveCustomersThisMonth: [...firstIn12.values()].filter((d) => d >= p.month.from).length,
      // No purchase or expense is recorded: GST paid is not made up.
      gstPaid: null,
      netGstLiability: null,
      gstOnCreditNotes: 0,
      gstPaidNote: expect.stringContaining('No purchase bill or expense with GST is recorded'),
    });
    // Sanity: the fixture exercises every figure.
    expect(res.body.activeCustomers).toBe(3);
    expect(res.body.newActiveCustomersThisMonth).toBe(2);
    expect(res.body.gstCollected.igst).toBeGreaterThan(0);
    expect(res.body.gstCollected.cess).toBeGreaterThan(0);
    expect(res.body.outstandingAmount).toBe(round2(1180 - 180 + made[4].total + made[5].total));
  });

  it('another business sees zeros', async () => {
    const stranger = await gstBusiness(t);
    const res = await t.http().get('/api/dashboard/metrics').set(stranger.auth).expect(200);
    expect(res.body).toMatchObject({
      totalRevenue: 0,
      revenueChange: { thisMonth: 0, lastMonth: 0, percent: null },
      outstandingAmount: 0,
      pendingInvoicesCount: 0,
      gstCollected: { total: 0, cgst: 0, sgst: 0, igst: 0, cess: 0 },
      activeCustomers: 0,
      newActiveCustomersThisMonth: 0,
    });
    const csv = await t.http().get('/api/reports/sales?format=csv').set(stranger.auth).expect(200);
    expect(csv.text.split('\r\n').filter(Boolean)).toEqual(['\uFEFFInvoice Number,Invoice Date,Customer,GSTIN,Place of Supply,Taxable Value,CGST,SGST,IGST,Cess,Round Off,Total,Status']);
    await t.http().get('/api/dashboard/metrics').expect(401);
  });

  it('sales JSON summary: issued invoices of the financial year', async () => {
    const issued = made.filter((m) => (m.status === 'sent' || m.status === 'paid') && within(m.invoiceDate, p.financialYear));
    const res = await t.http().get('/api/reports/sales').set(b.auth).expect(200);
    expect(res.body).toMatchObject({
      type: 'sales',
      period: { from: p.financialYear.from, to: plusDays(p.financialYear.to, -1) },
      summary: { invoiceCount: issued.length, total: sum(issued, (m) => m.total), gstAmount: sum(issued, (m) => m.gstAmount) },
      revenue: { total: sum(issued, (m) => m.total), paid: sum(issued, (m) => m.paid), outstanding: sum(issued.filter((m) => m.status === 'sent'), (m) => m.total - m.paid) },
    });
    expect(res.body.topCustomers[0]).toEqual({ customer: { id: expect.any(String), name: expect.any(String) }, totalAmount: expect.any(Number), invoiceCount: expect.any(Number) });
    const bad = await t.http().get('/api/reports/sales?from=2026-13-01').set(b.auth).expect(400);
    expect(bad.body.details.fields.from).toMatch(/valid date/);
  });

  it('sales CSV: text/csv attachment, escaped formula cells, only issued invoices', async () => {
    const c = await gstBusiness(t);
    const names = ['=HYPERLINK("http://evil.example")', '+Plus Traders', '-Minus Traders', '@At Traders', 'Comma, and "Quotes" Co'];
    for (const name of names) {
      const cust = await customer(c, { name, state: 'Tamil Nadu' });
      const inv = await createInvoice(c, cust.id, { invoiceDate: today, dueDate: plusDays(today, 30) }, [item({ rate: 10.05, gstRate: 5 })]);
      await setStatus(c, inv.id, 'sent');
    }
    const draftCustomer = await customer(c, { name: 'Draft Only', state: 'Tamil Nadu' });
    await createInvoice(c, draftCustomer.id, { invoiceDate: today, dueDate: plusDays(today, 30) });

    const res = await t.http().get('/api/reports/sales?format=csv').set(c.auth).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sales-report-${today}.csv"`);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const lines = res.text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Invoice Number,Invoice Date,Customer,GSTIN,Place of Supply,Taxable Value,CGST,SGST,IGST,Cess,Round Off,Total,Status');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(`${formatDocumentNumber('INV', today, 1)},${today},"'=HYPERLINK(""http://evil.example"")",,Tamil Nadu (33),10.05,0.25,0.25,0.00,0.00,0.45,11.00,sent`);
    expect(lines[2]).toContain(",'+Plus Traders,");
    expect(lines[3]).toContain(",'-Minus Traders,");
    expect(lines[4]).toContain(",'@At Traders,");
    expect(lines[5]).toContain(',"Comma, and ""Quotes"" Co",');
    expect(res.text).not.toContain('Draft Only');
  });
});
