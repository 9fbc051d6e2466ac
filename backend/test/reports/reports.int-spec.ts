import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { gstBusiness, type Biz } from '../billing/billing-fixtures';
import { day, PERIOD, reportsFixture, T, type Fixture } from './reports-fixture';

/** Every figure below is worked out by hand from reports-fixture.ts (the comment there lists the documents). */
describe('reports: the five reports over HTTP, to the paisa', () => {
  let t: TestApp;
  let f: Fixture;
  const get = (path: string, who: Biz = f.b) => t.http().get(path).set(who.auth);
  const report = async (type: string, query = `from=${PERIOD.from}&to=${PERIOD.to}`) => (await get(`/api/reports/${type}?${query}`).expect(200)).body;
  const month = (offset: number) => day(offset).slice(0, 7);

  beforeAll(async () => {
    t = await createTestApp();
    f = await reportsFixture(t);
  }, 120_000);
  afterAll(() => t.close());

  it('profit & loss: sales less credit notes, cost of goods at the cost recorded at issue, expenses by category, net profit and margin', async () => {
    const r = await report('profit-loss');
    expect(r).toEqual({
      type: 'profit-loss',
      period: { from: PERIOD.from, to: PERIOD.to },
      summary: {
        invoiceCount: 5,
        creditNoteCount: 1,
        sales: 6300,
        creditNotes: 200,
        netSales: 6100,
        // Bolt 10 × 60 + Wire 4 × 150.50 + Bolt 5 × 62 + Wire 2 × 150.50 = 1813, less Bolt 2 × 62 returned = 1689.
        costOfGoodsSold: 1689,
        grossProfit: 4411,
        // Rent 2000 (its GST is claimed), travel 1200 + 60 (GST not claimable), bank charges 59.
        expenses: 3319,
        netProfit: 1092,
      },
      revenue: { total: 7239, paid: 3280, outstanding: 3723 },
      profit: { gross: 4411, net: 1092, margin: 17.9, marginUnavailable: null },
      // Consulting and installation are typed items; Lamp has no cost price.
      costOfGoods: { sold: 1813, returned: 124, linesWithCost: 4, linesWithoutCost: 3 },
      expensesByCategory: [
        { category: 'bank_charges', count: 1, amount: 59 },
        { category: 'rent', count: 1, amount: 2000 },
        { category: 'travel', count: 1, amount: 1260 },
      ],
    });
  });

  it('GST: output by month and rate net of the credit note, claimable input tax from purchases and expenses, the net liability', async () => {
    const r = await report('gst');
    const rate = (offset: number, gstRate: number, taxable: number, cgst: number, sgst: number, igst: number) => ({ month: month(offset), gstRate, taxable, cgst, sgst, igst, cess: 0, total: cgst + sgst + igst });
    const expected = [
      rate(-100, 18, 1000, 90, 90, 0),
      rate(-70, 5, 1000, 0, 0, 50),
      rate(-70, 18, 2000, 0, 0, 360),
      rate(-40, 18, 1500, 135, 135, 0),
      rate(-30, 18, -200, -18, -18, 0),
      rate(-10, 5, 500, 0, 0, 25),
      rate(-5, 18, 300, 27, 27, 0),
    ];
    // Rows of one month and rate add up (the note may fall in I3's month, I7 in I4's…).
    const merged = new Map<string, ReturnType<typeof rate>>();
    for (const row of expected) {
      const key = `${row.month}|${row.gstRate}`;
      const was = merged.get(key);
      merged.set(key, was ? { ...was, taxable: was.taxable + row.taxable, cgst: was.cgst + row.cgst, sgst: was.sgst + row.sgst, igst: was.igst + row.igst, total: was.total + row.total } : row);
    }
    expect(r.output).toEqual([...merged.values()].sort((a, b) => (a.month === b.month ? a.gstRate - b.gstRate : a.month < b.month ? -1 : 1)));
    expect(r).toMatchObject({
      type: 'gst',
      summary: { invoiceCount: 5, creditNoteCount: 1, outputTax: 903, inputTax: 509, netLiability: 394 },
      outputTotals: { taxable: 6100, cgst: 234, sgst: 234, igst: 435, cess: 0, total: 903 },
      creditNotes: { taxable: 200, cgst: 18, sgst: 18, igst: 0, cess: 0, total: 36 },
      inputTotals: { cgst: 254.5, sgst: 254.5, igst: 0, cess: 0, total: 509 },
      notClaimable: { cgst: 48, sgst: 48, igst: 0, cess: 0, total: 96 },
      netLiability: { cgst: -20.5, sgst: -20.5, igst: 435, cess: 0, total: 394 },
      inputTaxNote: null,
    });
    const input = (offset: number, source: string, gstRate: number, documentCount: number, taxable: number, tax: number) => ({ month: month(offset), source, gstRate, documentCount, taxable, cgst: tax, sgst: tax, igst: 0, cess: 0, total: tax * 2 });
    expect(r.input).toEqual(
      expect.arrayContaining([input(-50, 'purchase', 5, 1, 100, 2.5), input(-50, 'purchase', 18, 1, 800, 72), input(-60, 'expense', 18, 1, 2000, 180)]),
    );
    expect(r.input).toHaveLength(3);
  });

  it('sales: totals, by month, by customer, by product and by HSN and rate, top products with their stock, the register', async () => {
    const r = await report('sales');
    expect(r).toMatchObject({
      type: 'sales',
      summary: { invoiceCount: 5, taxable: 6300, cgst: 252, sgst: 252, igst: 435, cess: 0, gstAmount: 939, total: 7239 },
      revenue: { total: 7239, paid: 3280, outstanding: 3723 },
      creditNotes: { count: 1, taxable: 200, gstAmount: 36, total: 236 },
      granularity: 'month',
      counts: { customers: 2, products: 5, hsn: 5, invoices: 5 },
    });
    expect(r.topCustomers).toEqual([
      { customer: { id: f.cauvery.id, name: 'Cauvery Components' }, totalAmount: 3935, invoiceCount: 2 },
      { customer: { id: f.chennai.id, name: 'Chennai Traders' }, totalAmount: 3304, invoiceCount: 3 },
    ]);
    expect(r.byCustomer).toEqual([
      { customer: { id: f.cauvery.id, name: 'Cauvery Components' }, gstin: '29AAFCC9980M1ZR', invoiceCount: 2, taxable: 3500, gstAmount: 435, total: 3935 },
      { customer: { id: f.chennai.id, name: 'Chennai Traders' }, gstin: null, invoiceCount: 3, taxable: 2800, gstAmount: 504, total: 3304 },
    ]);
    const byName = <T extends { name: string }>(rows: T[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(r.byProduct)).toEqual([
      { productId: f.bolt.id, name: 'Bolt', hsn: '7318', quantity: 15, taxable: 1500, gstAmount: 270 },
      { productId: null, name: 'Consulting', hsn: '998311', quantity: 1, taxable: 2000, gstAmount: 360 },
      { productId: null, name: 'Installation', hsn: '998719', quantity: 1, taxable: 300, gstAmount: 54 },
      { productId: f.lamp.id, name: 'Lamp', hsn: '9405', quantity: 2, taxable: 1000, gstAmount: 180 },
      { productId: f.wire.id, name: 'Wire', hsn: '8544', quantity: 6, taxable: 1500, gstAmount: 75 },
    ]);
    expect(r.byProduct[0].name).toBe('Consulting');
    // Stock now: Bolt 100 − 10 + 10 − 5 + 2 (returned) − 1 + 1 (cancelled) = 97; Wire 12 − 4 − 2 = 6; Lamp 20 − 2 + 5 = 23.
    expect(byName(r.topSellingProducts)).toEqual([
      { productId: f.bolt.id, name: 'Bolt', sales: { quantity: 15, revenue: 1500 }, stock: 97 },
      { productId: null, name: 'Consulting', sales: { quantity: 1, revenue: 2000 }, stock: null },
      { productId: null, name: 'Installation', sales: { quantity: 1, revenue: 300 }, stock: null },
      { productId: f.lamp.id, name: 'Lamp', sales: { quantity: 2, revenue: 1000 }, stock: 23 },
      { productId: f.wire.id, name: 'Wire', sales: { quantity: 6, revenue: 1500 }, stock: 6 },
    ]);
    expect([...r.byHsn].sort((a: { hsn: string }, b: { hsn: string }) => a.hsn.localeCompare(b.hsn))).toEqual([
      { hsn: '7318', gstRate: 18, quantity: 15, taxable: 1500, cgst: 135, sgst: 135, igst: 0, cess: 0, total: 270 },
      { hsn: '8544', gstRate: 5, quantity: 6, taxable: 1500, cgst: 0, sgst: 0, igst: 75, cess: 0, total: 75 },
      { hsn: '9405', gstRate: 18, quantity: 2, taxable: 1000, cgst: 90, sgst: 90, igst: 0, cess: 0, total: 180 },
      { hsn: '998311', gstRate: 18, quantity: 1, taxable: 2000, cgst: 0, sgst: 0, igst: 360, cess: 0, total: 360 },
      { hsn: '998719', gstRate: 18, quantity: 1, taxable: 300, cgst: 27, sgst: 27, igst: 0, cess: 0, total: 54 },
    ]);
    expect(r.register.map((row: { id: string; total: number; status: string }) => [row.id, row.total, row.status])).toEqual([
      [f.invoices.I7.id, 354, 'overdue'],
      [f.invoices.I4.id, 525, 'sent'],
      [f.invoices.I3.id, 1770, 'overdue'],
      [f.invoices.I2.id, 3410, 'overdue'],
      [f.invoices.I1.id, 1180, 'overdue'],
    ]);
    const months = new Map<string, number>();
    for (const [offset, total] of [[-100, 1180], [-70, 3410], [-40, 1770], [-10, 525], [-5, 354]] as const) months.set(month(offset), (months.get(month(offset)) ?? 0) + total);
    expect(r.byPeriod.map((p: { period: string; total: number }) => [p.period, p.total])).toEqual([...months.entries()]);
    // A short period is shown day by day.
    const week = await report('sales', `from=${day(-10)}&to=${day(-4)}`);
    expect(week).toMatchObject({ granularity: 'day', byPeriod: [{ period: day(-10), invoiceCount: 1, total: 525 }, { period: day(-5), invoiceCount: 1, total: 354 }] });
  });

  it('customers: invoiced, credited, paid, outstanding today and its ageing by days past due, last purchase', async () => {
    const r = await report('customers');
    expect(r).toEqual({
      type: 'customers',
      period: { from: PERIOD.from, to: PERIOD.to },
      asOf: T,
      summary: { customerCount: 2, invoiceCount: 5, totalInvoiced: 7239, totalCredited: 236, totalPaid: 3280, outstanding: 3723 },
      revenue: { total: 7239, paid: 3280, outstanding: 3723 },
      ageing: { notDue: 425, days0to30: 354, days31to60: 1534, days61to90: 410, over90: 1000 },
      topCustomers: [
        { customer: { id: f.cauvery.id, name: 'Cauvery Components' }, totalAmount: 3935, invoiceCount: 2 },
        { customer: { id: f.chennai.id, name: 'Chennai Traders' }, totalAmount: 3304, invoiceCount: 3 },
      ],
      customers: [
        {
          customer: { id: f.cauvery.id, name: 'Cauvery Components' },
          gstin: '29AAFCC9980M1ZR',
          stats: { totalInvoiced: 3935, totalCredited: 0, totalPaid: 3100, outstanding: 835, totalInvoices: 2 },
          ageing: { notDue: 425, days0to30: 0, days31to60: 0, days61to90: 410, over90: 0 },
          lastPurchase: day(-10),
        },
        {
          customer: { id: f.chennai.id, name: 'Chennai Traders' },
          gstin: null,
          stats: { totalInvoiced: 3304, totalCredited: 236, totalPaid: 180, outstanding: 2888, totalInvoices: 3 },
          ageing: { notDue: 0, days0to30: 354, days31to60: 1534, days61to90: 0, over90: 1000 },
          lastPurchase: day(-5),
        },
      ],
    });
  });

  it('inventory: stock and its value at cost and at price, the ledger by reason in the period, low stock, no sale in 90 days', async () => {
    const r = await report('inventory');
    const row = (p: { id: string }, name: string, stock: number, costPrice: number | null, price: number) => ({
      id: p.id,
      name,
      sku: null,
      unit: 'nos',
      stock,
      lowStockThreshold: 10,
      costPrice,
      price,
      valueAtCost: costPrice === null ? null : Math.round(stock * costPrice * 100) / 100,
      valueAtPrice: stock * price,
    });
    expect(r).toEqual({
      type: 'inventory',
      period: { from: PERIOD.from, to: PERIOD.to },
      asOf: T,
      // Value at cost: Bolt 97 × 62 + Wire 6 × 150.50 + Fan 3 × 900 (Lamp has no cost price).
      summary: { productCount: 4, stockUnits: 129, valueAtCost: 9617, valueAtPrice: 26300, productsWithoutCost: 1, lowStockCount: 2, noSaleCount: 1 },
      // Every ledger row was written today, inside the period.
      movement: [
        { reason: 'credit_note', entries: 1, quantity: 2 },
        { reason: 'invoice', entries: 6, quantity: -24 },
        { reason: 'invoice_cancelled', entries: 1, quantity: 1 },
        { reason: 'manual_add', entries: 1, quantity: 5 },
        { reason: 'opening', entries: 4, quantity: 135 },
        { reason: 'purchase', entries: 1, quantity: 10 },
      ],
      lowStock: [row(f.fan, 'Fan', 3, 900, 1200), row(f.wire, 'Wire', 6, 150.5, 250)],
      noRecentSale: [row(f.fan, 'Fan', 3, 900, 1200)],
    });
    // A period before today holds none of the ledger's rows.
    expect((await report('inventory', `from=${day(-120)}&to=${day(-1)}`)).movement).toEqual([]);
  });

  it('the cost recorded on a line stays when the cost price moves later', async () => {
    await t.http().put(`/api/products/${f.bolt.id}`).set(f.b.auth).send({ name: 'Bolt', price: 100, costPrice: 999, gstRate: 18, hsnCode: '7318', unit: 'nos' }).expect(200);
    expect((await report('profit-loss')).costOfGoods).toEqual({ sold: 1813, returned: 124, linesWithCost: 4, linesWithoutCost: 3 });
  });

  it('without costs or expenses the margin says so, and without sales too; a business sees only its own figures', async () => {
    const other = await gstBusiness(t);
    const empty = (await get('/api/reports/profit-loss', other).expect(200)).body;
    expect(empty.profit).toEqual({ gross: 0, net: 0, margin: null, marginUnavailable: 'no_sales' });
    expect(empty.summary).toMatchObject({ invoiceCount: 0, sales: 0, expenses: 0 });
    // Its period is the current financial year.
    expect(empty.period.to >= T && empty.period.from <= T).toBe(true);
    for (const type of ['gst', 'sales', 'customers', 'inventory']) {
      const body = (await get(`/api/reports/${type}`, other).expect(200)).body;
      expect(JSON.stringify(body)).not.toContain(f.chennai.id);
      expect(JSON.stringify(body)).not.toContain('Bolt');
    }
    expect((await get('/api/reports/gst', other).expect(200)).body).toMatchObject({ output: [], input: [], inputTaxNote: expect.stringContaining('No purchase bill or expense') });
    expect((await get('/api/reports/customers', other).expect(200)).body).toMatchObject({ summary: { customerCount: 0, outstanding: 0 }, customers: [] });
    // Sales with no recorded cost and no expense: the margin is not made up.
    const buyer = await t.http().post('/api/customers').set(other.auth).send({ name: 'Walk-in', state: 'Tamil Nadu' }).expect(201);
    const draft = await t.http().post('/api/invoices').set(other.auth).send({ invoice: { customerId: buyer.body.id, invoiceDate: T, dueDate: T }, items: [{ productName: 'Service', hsn: '998311', quantity: 1, unit: 'nos', rate: 1000, gstRate: 18 }] }).expect(201);
    await t.http().put(`/api/invoices/${draft.body.id}/status`).set(other.auth).send({ status: 'sent' }).expect(200);
    expect((await get('/api/reports/profit-loss', other).expect(200)).body.profit).toEqual({ gross: 1000, net: 1000, margin: null, marginUnavailable: 'no_costs' });
    for (const type of ['profit-loss', 'gst', 'sales', 'customers', 'inventory']) await t.http().get(`/api/reports/${type}`).expect(401);
  });

  it('refuses a bad period or format with 400 and the field, never a 5xx', async () => {
    for (const [query, field, message] of [
      ['from=2026-13-01', 'from', 'Enter a valid date (YYYY-MM-DD)'],
      ['to=yesterday', 'to', 'Enter a valid date (YYYY-MM-DD)'],
      ['from=', 'from', 'Enter a valid date (YYYY-MM-DD)'],
      [`from=${T}&to=${day(-1)}`, 'to', "'to' must not be before 'from'"],
      ['format=xlsx', 'format', 'format must be csv or json'],
    ]) {
      for (const type of ['profit-loss', 'gst', 'sales', 'customers', 'inventory']) {
        const res = await get(`/api/reports/${type}?${query}`).expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { [field]: message } } });
      }
    }
    await get('/api/reports/cash-flow').expect(404);
  });

  it('CSV: text/csv with a BOM, named {type}-report-{date}.csv, plain numbers, formula cells neutralised', async () => {
    const c = await gstBusiness(t);
    const names = ['=HYPERLINK("http://evil.example")', '+Plus; Traders', '@At Traders'];
    for (const name of names) {
      const buyer = await t.http().post('/api/customers').set(c.auth).send({ name, state: 'Tamil Nadu' }).expect(201);
      const draft = await t.http().post('/api/invoices').set(c.auth).send({ invoice: { customerId: buyer.body.id, invoiceDate: T, dueDate: T }, items: [{ productName: '-Minus item', hsn: '998311', quantity: 1, unit: 'nos', rate: 100, gstRate: 18 }] }).expect(201);
      await t.http().put(`/api/invoices/${draft.body.id}/status`).set(c.auth).send({ status: 'sent' }).expect(200);
    }
    await t.http().post('/api/products').set(c.auth).send({ name: '=cmd|calc', price: 10, stockQuantity: 1, gstRate: 18, unit: 'nos' }).expect(201);
    const csv = async (type: string) => {
      const res = await get(`/api/reports/${type}?format=csv`, c).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${type}-report-${T}.csv"`);
      expect(res.text.startsWith('\uFEFF')).toBe(true);
      return res.text.slice(1).split('\r\n').filter(Boolean);
    };
    const customers = await csv('customers');
    expect(customers[0]).toBe('Customer,GSTIN,Invoices,Invoiced,Credited,Paid,Outstanding,Not Due,0-30 Days,31-60 Days,61-90 Days,90+ Days,Last Purchase');
    expect(customers.slice(1).map((l) => l.split(',')[0]).sort()).toEqual([`"'+Plus; Traders"`, `"'=HYPERLINK(""http://evil.example"")"`, `'@At Traders`].sort());
    expect(customers[1]).toMatch(new RegExp(`,,1,118.00,0.00,0.00,118.00,0.00,118.00,0.00,0.00,0.00,${T}$`));
    const inventory = await csv('inventory');
    expect(inventory[1]).toBe("'=cmd|calc,,nos,1,10,,10,,10.00,1,0,yes,yes");
    const pl = await csv('profit-loss');
    expect(pl).toContain('Sales,Taxable value of invoices,300.00');
    expect(pl).toContain('Net profit,Net profit margin (%),');
    const gst = await csv('gst');
    expect(gst[0]).toBe('Tax,Month,Source,GST Rate,Documents,Taxable Value,CGST,SGST/UTGST,IGST,Cess,Total Tax');
    expect(gst).toContain(`Output,${T.slice(0, 7)},Invoices less credit notes,18,,300.00,27.00,27.00,0.00,0.00,54.00`);
    const sales = await csv('sales');
    expect(sales).toHaveLength(4);
    expect(sales.join('\n')).not.toContain(',=');
  });

  it('the same figures for every report of the fixture in CSV as in JSON', async () => {
    const res = await get(`/api/reports/profit-loss?format=csv&from=${PERIOD.from}&to=${PERIOD.to}`).expect(200);
    const lines = res.text.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Section,Item,Amount',
      'Sales,Taxable value of invoices,6300.00',
      'Sales,Less credit notes,-200.00',
      'Sales,Net sales,6100.00',
      'Cost of goods sold,Cost of goods sold at issue,1813.00',
      'Cost of goods sold,Less goods returned on credit notes,-124.00',
      'Cost of goods sold,Cost of goods sold,1689.00',
      'Cost of goods sold,Invoice lines without a cost price,3',
      'Gross profit,Gross profit,4411.00',
      'Expenses,Bank charges,59.00',
      'Expenses,Rent,2000.00',
      'Expenses,Travel,1260.00',
      'Expenses,Total expenses,3319.00',
      'Net profit,Net profit,1092.00',
      'Net profit,Net profit margin (%),17.9',
      '',
    ]);
    const customers = (await get(`/api/reports/customers?format=csv&from=${PERIOD.from}&to=${PERIOD.to}`).expect(200)).text.slice(1).split('\r\n');
    expect(customers[1]).toBe(`Cauvery Components,29AAFCC9980M1ZR,2,3935.00,0.00,3100.00,835.00,425.00,0.00,0.00,410.00,0.00,${day(-10)}`);
    expect(customers[2]).toBe(`Chennai Traders,,3,3304.00,236.00,180.00,2888.00,0.00,354.00,1534.00,0.00,1000.00,${day(-5)}`);
  });

  it("the dashboard's GST Paid and Net GST Liability are the GST report's for the quarter", async () => {
    // Today's claimable expense puts input tax in the current quarter, whatever day the test runs.
    await t.http().post('/api/expenses').set(f.b.auth).send({ expenseDate: T, category: 'utilities', amount: 500, gstPaid: 90.01, gstRate: 18, supplyType: 'INTRA', itcEligible: true, paymentMethod: 'upi' }).expect(201);
    const metrics = (await get('/api/dashboard/metrics').expect(200)).body;
    const quarter = metrics.periods.quarter;
    const gst = await report('gst', `from=${quarter.from}&to=${T}`);
    expect(metrics).toMatchObject({
      gstPaid: gst.inputTotals.total,
      netGstLiability: gst.netLiability.total,
      gstOnCreditNotes: gst.creditNotes.total,
      gstPaidNote: null,
    });
    expect(metrics.gstPaid).toBeGreaterThanOrEqual(90.01);
    // Collected (invoices) less the notes less what was paid.
    expect(metrics.netGstLiability).toBeCloseTo(metrics.gstCollected.total - metrics.gstOnCreditNotes - metrics.gstPaid, 2);
  });
});
