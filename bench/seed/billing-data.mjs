/**
 * Bulk data for one business, written straight to PostgreSQL in one transaction (multi-row
 * INSERT … SELECT FROM unnest(arrays), 5–20k rows a statement): customers, products, invoices with
 * their lines (amounts from computeInvoice, the same GST rule the API runs), payments, and the
 * numbering series so later API creates continue the INV/yy-yy/NNNN series.
 *
 * Deterministic for a given seed (a small PRNG), so runs are comparable.
 */
import { randomUUID, randomBytes } from 'node:crypto';
import { backendModule, gst } from '../lib/context.mjs';
import { seedPurchaseData } from './purchase-data.mjs';
import { insertRows, STOCK_MOVEMENT_COLUMNS } from './rows.mjs';
import { invoiceDates } from './invoice-dates.mjs';

export const SEED_DEFAULTS = { customers: 10_000, products: 2_000, invoices: 100_000, payments: 60_000, months: 18, purchaseLines: 20_000, expenses: 3_000 };

/** What the search scenario looks for: a first name, in about 1 in 40 customer names. */
export const SEARCH_TERM = 'Lakshmi';

const FIRST = ['Lakshmi', 'Murugan', 'Anand', 'Priya', 'Karthik', 'Senthil', 'Divya', 'Ganesh', 'Meena', 'Ravi', 'Suresh', 'Kavitha', 'Arun', 'Deepa', 'Vijay', 'Revathi', 'Bala', 'Saravanan', 'Janani', 'Prakash', 'Nithya', 'Ramesh', 'Sangeetha', 'Mohan', 'Anitha', 'Rajesh', 'Geetha', 'Kumar', 'Shanthi', 'Venkat', 'Hari', 'Padma', 'Sridhar', 'Uma', 'Dinesh', 'Vasanthi', 'Gopal', 'Malar', 'Ashok', 'Radha'];
const SURNAMES = ['Iyer', 'Pillai', 'Nair', 'Reddy', 'Sharma', 'Rao', 'Krishnan', 'Natarajan', 'Subramanian', 'Menon', 'Chettiar', 'Gounder', 'Naidu', 'Patel', 'Shah', 'Mehta', 'Gupta', 'Agarwal', 'Joshi', 'Kulkarni'];
const SUFFIXES = ['Traders', 'Stores', 'Enterprises', 'Textiles', 'Agencies', 'Hardware', 'Electricals', 'Provisions', 'Motors', 'Pharma', 'Industries', 'Exports'];
const STREETS = ['Anna Salai', 'Gandhi Road', 'Nehru Street', 'Market Road', 'Station Road', 'Temple Street', 'MG Road', 'Main Bazaar', 'Car Street', 'Lake View Road'];
// [code, share, cities]; the business is in Tamil Nadu, so most customers are intra-state.
const STATE_MIX = [
  ['33', 55, ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Erode', 'Tirunelveli']],
  ['29', 10, ['Bengaluru', 'Mysuru', 'Hubballi']],
  ['32', 8, ['Kochi', 'Thiruvananthapuram', 'Kozhikode']],
  ['27', 7, ['Mumbai', 'Pune', 'Nagpur']],
  ['37', 5, ['Vijayawada', 'Visakhapatnam', 'Tirupati']],
  ['36', 5, ['Hyderabad', 'Warangal']],
  ['07', 4, ['New Delhi']],
  ['34', 3, ['Puducherry', 'Karaikal']],
  ['24', 3, ['Ahmedabad', 'Surat']],
];
const PRODUCT_ITEMS = ['Cotton Shirt', 'Silk Saree', 'LED Bulb', 'Ceiling Fan', 'Steel Tumbler', 'Basmati Rice', 'Toor Dal', 'Sunflower Oil', 'PVC Pipe', 'Copper Wire', 'Notebook', 'Ball Pen', 'Paint', 'Cement Bag', 'Wall Clock', 'Mixer Grinder', 'Pressure Cooker', 'Bedsheet', 'Towel', 'Soap'];
const PRODUCT_GRADES = ['Premium', 'Standard', 'Economy', 'Classic', 'Deluxe', 'Eco', 'Pro', 'Super'];
const CATEGORIES = ['Textiles', 'Electricals', 'Kitchenware', 'Groceries', 'Hardware', 'Stationery', 'Home'];
const UNITS = ['nos', 'nos', 'nos', 'pcs', 'box', 'pack', 'kg', 'ltr', 'mtr', 'gm'];
const RATES_NOW = [[0, 10], [5, 35], [18, 50], [40, 5]];
const METHODS = ['cash', 'bank_transfer', 'cheque', 'upi', 'card', 'other'];

function prng(seed) {
  // mulberry32
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const addDays = (ymd, days) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** A wall-clock time in India on that date, as an instant. */
const istInstant = (ymd, minutes) => new Date(Date.parse(`${ymd}T00:00:00+05:30`) + minutes * 60_000).toISOString();
const rupees = (paise) => (paise / 100).toFixed(2);


export async function seedBillingData(client, { businessId, userId, supplierState, today, options = {} }) {
  const g = gst();
  const o = { ...SEED_DEFAULTS, ...options };
  const rand = prng(20261121);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
  const weighted = (pairs) => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = rand() * total;
    for (const pair of pairs) if ((r -= pair[1]) < 0) return pair;
    return pairs[pairs.length - 1];
  };
  const letters = (n) => Array.from({ length: n }, () => String.fromCharCode(65 + int(0, 25))).join('');
  const digits = (n) => Array.from({ length: n }, () => int(0, 9)).join('');
  const counts = {};

  // Customers: mixed states, ~35% registered (valid GSTIN of their state).
  const customers = [];
  for (let i = 0; i < o.customers; i += 1) {
    const [stateCode, , cities] = weighted(STATE_MIX);
    const person = rand() < 0.4;
    const name = person ? `${pick(FIRST)} ${pick(SURNAMES)}` : `${pick(FIRST)} ${pick(SUFFIXES)}`;
    let gstNumber = null;
    if (!person && rand() < 0.6) {
      const first14 = `${stateCode}${letters(3)}${pick(['C', 'F', 'P'])}${letters(1)}${digits(4)}${letters(1)}${int(1, 9)}Z`;
      gstNumber = first14 + g.gstinCheckCharacter(first14);
    }
    const created = istInstant(addDays(today, -int(30, 900)), int(540, 1140));
    customers.push({
      id: randomUUID(),
      name,
      email: rand() < 0.7 ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i}@example.in` : null,
      phone: rand() < 0.9 ? `${int(6, 9)}${digits(9)}` : null,
      gstNumber,
      address: `${int(1, 250)}, ${pick(STREETS)}`,
      city: pick(cities),
      state: g.stateName(stateCode),
      stateCode,
      pincode: `${int(1, 8)}${digits(5)}`,
      created,
    });
  }
  await insertRows(
    client,
    'customers',
    [['id', 'uuid'], ['business_id', 'uuid'], ['name', 'text'], ['email', 'text'], ['phone', 'text'], ['gst_number', 'text'], ['address', 'text'], ['city', 'text'], ['state', 'text'], ['state_code', 'text'], ['pincode', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz']],
    customers.map((c) => [c.id, businessId, c.name, c.email, c.phone, c.gstNumber, c.address, c.city, c.state, c.stateCode, c.pincode, c.created, c.created]),
  );
  counts.customers = customers.length;

  // Products.
  const products = [];
  for (let i = 0; i < o.products; i += 1) {
    const unit = pick(UNITS);
    const pricePaise = unit === 'gm' ? int(10, 500) : int(20, 500_000);
    products.push({
      id: randomUUID(),
      name: `${pick(PRODUCT_GRADES)} ${pick(PRODUCT_ITEMS)} ${i + 1}`,
      sku: `SKU-${String(i + 1).padStart(5, '0')}`,
      category: pick(CATEGORIES),
      pricePaise,
      costPricePaise: Math.round(pricePaise * 0.7),
      stock: int(0, 500),
      unit,
      hsn: rand() < 0.5 ? `${int(1000, 9999)}` : `${int(10_000_000, 99_999_999)}`,
      gstRate: weighted(RATES_NOW)[0],
    });
  }
  await insertRows(
    client,
    'products',
    [['id', 'uuid'], ['business_id', 'uuid'], ['name', 'text'], ['sku', 'text'], ['category', 'text'], ['price', 'numeric'], ['cost_price', 'numeric'], ['stock_quantity', 'integer'], ['low_stock_threshold', 'integer'], ['unit', 'text'], ['hsn_code', 'text'], ['gst_rate', 'numeric']],
    products.map((p) => [p.id, businessId, p.name, p.sku, p.category, p.pricePaise / 100, p.costPricePaise / 100, p.stock, 10, p.unit, p.hsn, p.gstRate]),
  );
  counts.products = products.length;

  // Invoices: dates across the last N months, numbered per financial year in date order.
  const firstDay = addDays(today, -Math.round(o.months * 30.44));
  const span = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / DAY);
  const dates = invoiceDates({ count: o.invoices, firstDay, span, today, int });
  const supplier = { supplierState };
  const invoices = [];
  const items = [];
  const movements = [];
  const seriesNext = new Map();
  for (const invoiceDate of dates) {
    const customer = customers[Math.floor(rand() ** 1.6 * customers.length)];
    const fy = g.financialYearOf(invoiceDate);
    const sequence = seriesNext.get(fy.label) ?? 1;
    seriesNext.set(fy.label, sequence + 1);
    const placeOfSupply = g.defaultPlaceOfSupply({ customerGstin: customer.gstNumber ?? undefined, customerState: customer.stateCode, supplierState });
    const allowed = g.selectableGstRates(invoiceDate);
    const lines = Array.from({ length: int(1, 9) }, () => {
      const product = pick(products);
      const quantity = ['kg', 'ltr', 'mtr'].includes(product.unit) ? (int(5, 200) / 10).toFixed(3) : product.unit === 'gm' ? String(int(1, 20) * 50) : String(int(1, 20));
      const grossPaise = Math.round(Number(quantity) * product.pricePaise);
      const discountPaise = rand() < 0.15 ? Math.floor(grossPaise * 0.05) : 0;
      const gstRate = allowed.includes(product.gstRate) ? product.gstRate : 28;
      return { product, quantity, ratePaise: product.pricePaise, discountPaise, gstRate };
    });
    const tax = g.computeInvoice(
      lines.map((l) => ({ quantity: l.quantity, rate: rupees(l.ratePaise), discount: rupees(l.discountPaise), gstRate: l.gstRate, cessRate: 0 })),
      { ...supplier, placeOfSupply, roundOff: true },
    );
    const ageDays = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${invoiceDate}T00:00:00Z`)) / DAY);
    const older = ageDays > span / 2;
    const r = rand();
    const status = older ? (r < 0.05 ? 'draft' : r < 0.45 ? 'sent' : 'paid') : r < 0.15 ? 'draft' : r < 0.75 ? 'sent' : 'paid';
    const id = randomUUID();
    const created = istInstant(invoiceDate, int(540, 1200));
    const issuedAt = status === 'draft' ? null : new Date(Date.parse(created) + 600_000).toISOString();
    const postal = [customer.address, [customer.city, [customer.state, customer.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');
    invoices.push({
      id,
      customerId: customer.id,
      number: g.formatDocumentNumber('INV', invoiceDate, sequence),
      fy: fy.label,
      invoiceDate,
      dueDate: addDays(invoiceDate, pick([0, 15, 30, 30, 45, 60])),
      status,
      supplyType: tax.supplyType,
      placeOfSupply,
      customer,
      customerAddress: postal || null,
      tax,
      amountPaid: 0,
      shareId: randomBytes(18).toString('base64url'),
      issuedAt,
      paidAt: null,
      created,
    });
    lines.forEach((l, position) => {
      const t = tax.lines[position];
      // The cost price is recorded on each line when the invoice is issued (the P&L's cost of goods).
      const cost = issuedAt ? l.product.costPricePaise : null;
      items.push([randomUUID(), businessId, id, position, l.product.id, l.product.name, null, l.product.hsn, l.quantity, l.product.unit, rupees(l.ratePaise), l.discountPaise, t.gstRate, t.cessRate, t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise, t.cessPaise, t.totalPaise, null, cost]);
      // The stock ledger's row of the sale (whole units, as the ledger keeps them).
      if (issuedAt) movements.push([randomUUID(), businessId, l.product.id, 'invoice', -Math.max(1, Math.round(Number(l.quantity))), 0, 'invoice', id, null, issuedAt]);
    });
  }

  // Payments: every paid invoice is settled by one or two payments; some sent invoices are part-paid.
  const payments = [];
  const paid = invoices.filter((i) => i.status === 'paid');
  const sent = invoices.filter((i) => i.status === 'sent');
  const splitCount = Math.min(paid.length, Math.max(0, Math.floor((o.payments - paid.length) / 2)));
  const partialCount = Math.min(sent.length, Math.max(0, o.payments - paid.length - splitCount));
  const pay = (invoice, amount, paymentDate) => {
    const method = pick(METHODS);
    payments.push([randomUUID(), businessId, invoice.id, amount, paymentDate, method, ['bank_transfer', 'upi', 'cheque'].includes(method) ? `REF${digits(10)}` : null, null, userId, istInstant(paymentDate, int(600, 1100))]);
  };
  const payDate = (invoice) => {
    const latest = addDays(invoice.invoiceDate, 60) < today ? addDays(invoice.invoiceDate, 60) : today;
    const room = Math.round((Date.parse(`${latest}T00:00:00Z`) - Date.parse(`${invoice.invoiceDate}T00:00:00Z`)) / DAY);
    return addDays(invoice.invoiceDate, int(0, room));
  };
  paid.forEach((invoice, index) => {
    const total = invoice.tax.totalPaise;
    const last = payDate(invoice);
    if (index < splitCount && total >= 2) {
      const first = Math.floor(total * (0.3 + rand() * 0.4));
      pay(invoice, first, invoice.invoiceDate);
      pay(invoice, total - first, last);
    } else {
      pay(invoice, total, last);
    }
    invoice.amountPaid = total;
    invoice.paidAt = istInstant(last, 1150);
  });
  for (const invoice of sent.slice(0, partialCount)) {
    const part = Math.floor(invoice.tax.totalPaise * (0.2 + rand() * 0.6));
    if (part <= 0) continue;
    pay(invoice, part, payDate(invoice));
    invoice.amountPaid = part;
  }

  const t = (i) => i.tax;
  await insertRows(
    client,
    'invoices',
    [
      ['id', 'uuid'], ['business_id', 'uuid'], ['customer_id', 'uuid'], ['invoice_number', 'text'], ['fy', 'text'], ['invoice_date', 'date'], ['due_date', 'date'],
      ['status', 'text'], ['document_type', 'text'], ['supply_type', 'text'], ['place_of_supply', 'text'], ['supplier_state', 'text'], ['customer_name', 'text'],
      ['customer_gstin', 'text'], ['customer_address', 'text'], ['customer_state', 'text'], ['subtotal', 'bigint'], ['cgst', 'bigint'], ['sgst', 'bigint'],
      ['igst', 'bigint'], ['cess', 'bigint'], ['gst_amount', 'bigint'], ['round_off', 'bigint'], ['total', 'bigint'], ['amount_paid', 'bigint'],
      ['payment_terms', 'text'], ['share_id', 'text'], ['created_by', 'uuid'], ['issued_at', 'timestamptz'], ['paid_at', 'timestamptz'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
    ],
    invoices.map((i) => [
      i.id, businessId, i.customerId, i.number, i.fy, i.invoiceDate, i.dueDate,
      i.status, 'tax_invoice', i.supplyType, i.placeOfSupply, supplierState, i.customer.name,
      i.customer.gstNumber, i.customerAddress, i.customer.stateCode, t(i).subtotalPaise, t(i).cgstPaise, t(i).sgstPaise,
      t(i).igstPaise, t(i).cessPaise, t(i).gstAmountPaise, t(i).roundOffPaise, t(i).totalPaise, i.amountPaid,
      null, i.shareId, userId, i.issuedAt, i.paidAt, i.created, i.paidAt ?? i.issuedAt ?? i.created,
    ]),
    5_000,
  );
  await insertRows(
    client,
    'invoice_items',
    [
      ['id', 'uuid'], ['business_id', 'uuid'], ['invoice_id', 'uuid'], ['position', 'integer'], ['product_id', 'uuid'], ['product_name', 'text'], ['description', 'text'],
      ['hsn', 'text'], ['quantity', 'numeric'], ['unit', 'text'], ['rate', 'numeric'], ['discount', 'bigint'], ['gst_rate', 'numeric'], ['cess_rate', 'numeric'],
      ['taxable', 'bigint'], ['cgst', 'bigint'], ['sgst', 'bigint'], ['igst', 'bigint'], ['cess', 'bigint'], ['total', 'bigint'], ['serial_number', 'text'],
      ['cost_price_paise', 'bigint'],
    ],
    items,
    20_000,
  );
  await insertRows(client, 'stock_movements', STOCK_MOVEMENT_COLUMNS, movements, 20_000);
  await insertRows(
    client,
    'payments',
    [['id', 'uuid'], ['business_id', 'uuid'], ['invoice_id', 'uuid'], ['amount', 'bigint'], ['payment_date', 'date'], ['payment_method', 'text'], ['reference', 'text'], ['notes', 'text'], ['created_by', 'uuid'], ['created_at', 'timestamptz']],
    payments,
    20_000,
  );
  for (const [fy, next] of seriesNext) {
    await client.query(
      `insert into document_series (business_id, doc_type, fy, next_value) values ($1, 'invoice', $2, $3)
       on conflict (business_id, doc_type, fy) do update set next_value = greatest(document_series.next_value, excluded.next_value)`,
      [businessId, fy, next],
    );
  }
  // Money out: purchase bills (their product lines into the stock ledger) and expenses.
  counts.moneyOut = await seedPurchaseData(client, { businessId, userId, firstDay, span, products, rand, options: { purchaseLines: o.purchaseLines, expenses: o.expenses } });
  // The dashboard's and the reports' summaries, as billing and inventory keep them: the migrations' backfills over the rows just loaded.
  const { BILLING_SUMMARIES_BACKFILL } = backendModule('migrations/Migration20261121030000_billing_summaries');
  const { BILLING_LINE_TOTALS_BACKFILL } = backendModule('migrations/Migration20261128190000_billing_line_totals');
  const { STOCK_DAILY_MOVEMENTS_BACKFILL } = backendModule('migrations/Migration20261128220500_stock_daily_movements');
  for (const sql of [...BILLING_SUMMARIES_BACKFILL, ...BILLING_LINE_TOTALS_BACKFILL, ...STOCK_DAILY_MOVEMENTS_BACKFILL]) await client.query(sql);
  Object.assign(counts, {
    invoices: invoices.length,
    invoiceItems: items.length,
    stockMovements: movements.length + counts.moneyOut.stockMovements,
    payments: payments.length,
    statuses: Object.fromEntries(['draft', 'sent', 'paid'].map((s) => [s, invoices.filter((i) => i.status === s).length])),
    sentPastDue: sent.filter((i) => i.dueDate < today).length,
    series: Object.fromEntries(seriesNext),
    searchMatches: invoices.filter((i) => i.customer.name.toLowerCase().includes(SEARCH_TERM.toLowerCase())).length,
  });
  return { counts, customerIds: customers.map((c) => c.id), productIds: products.map((p) => p.id) };
}
