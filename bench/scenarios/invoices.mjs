/** Billing: the invoice list (first page and a search), the overdue list, and creating invoices. */
import { gst } from '../lib/context.mjs';
import { authenticate } from './sql.mjs';

const READ_GOALS = [{ type: 'p95', maxMs: 50 }, { type: 'floorRatio', max: 1.5 }];

// billing/adapters/billing.repositories.ts: LIST_FROM (the invoice row and its customer's current contact), list(), overduePage().
const LIST_FROM = `select i.id, i.invoice_number, i.invoice_date::text as invoice_date, i.due_date::text as due_date, i.status, i.customer_id,
    i.customer_name, i.place_of_supply, i.supply_type, i.subtotal, i.gst_amount, i.total, i.amount_paid, i.share_id,
    c.email as "customerEmail", c.phone as "customerPhone"
  from invoices i left join customers c on c.id = i.customer_id and c.business_id = i.business_id`;
const PAGE = 50;
const today = () => gst().calendarDate(new Date());
const containsPattern = (text) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function listPage(db, ctx, search) {
  const auth = await authenticate(db, ctx);
  const where = ['i.business_id = $1'];
  const params = [auth.business_id];
  if (search) {
    where.push(`lower(i.invoice_number || ' ' || i.customer_name) like $2`);
    params.push(containsPattern(search));
  }
  params.push(PAGE + 1);
  const { rows } = await db.query(`${LIST_FROM} where ${where.join(' and ')} order by i.invoice_date desc, i.id desc limit $${params.length}`, params);
  return { items: rows.slice(0, PAGE) };
}

async function overdue(db, ctx) {
  const auth = await authenticate(db, ctx);
  const { rows } = await db.query(
    `with totals as (
       select coalesce(sum(open_count), 0) as "overdueCount", coalesce(sum(outstanding), 0) as "overdueOutstandingPaise"
         from billing_due_totals where business_id = $1 and due_date < $2::date
     )
     select page.*, totals.* from totals left join lateral (
       ${LIST_FROM}
        where i.business_id = $1 and i.status = 'sent' and i.due_date < $2::date
        order by i.due_date, i.id limit $3
     ) page on true`,
    [auth.business_id, today(), PAGE + 1],
  );
  return { items: rows.filter((r) => r.id !== null).slice(0, PAGE), summary: { count: rows[0].overdueCount, outstanding: rows[0].overdueOutstandingPaise } };
}

/** Five lines from the seeded catalogue; a different customer for every request; keys start with `keyPrefix`. */
function createRequests(ctx, keyPrefix) {
  let n = 0;
  const invoiceDate = today();
  const dueDate = new Date(Date.parse(`${invoiceDate}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      method: 'POST',
      path: '/api/invoices',
      setupRequest(request) {
        const i = n++;
        const customerId = ctx.customerIds[i % ctx.customerIds.length];
        const items = Array.from({ length: 5 }, (_, k) => {
          const p = ctx.products[(i * 5 + k) % ctx.products.length];
          return { productId: p.id, productName: p.name, hsn: p.hsn, quantity: 1 + ((i + k) % 7), unit: p.unit, rate: p.price, gstRate: p.gstRate };
        });
        request.headers = { ...request.headers, 'content-type': 'application/json', 'idempotency-key': `${keyPrefix}-${ctx.runId}-${i}` };
        request.body = JSON.stringify({ invoice: { customerId, invoiceDate, dueDate, paymentTerms: 'Net 30' }, items });
        return request;
      },
    },
  ];
}

async function seriesState(db, ctx) {
  const fy = gst().financialYearOf(today()).label;
  const { rows } = await db.query(`select next_value from document_series where business_id = $1 and doc_type = 'invoice' and fy = $2`, [ctx.businessId, fy]);
  const count = await db.query('select count(*)::int as n from invoices where business_id = $1', [ctx.businessId]);
  return { fy, next: rows[0]?.next_value ?? 1, invoices: count.rows[0].n };
}

/** Exactly one invoice per 201, numbered consecutively from where the series stood: no gaps, no duplicates. */
async function verifyCreated(db, ctx, before, load) {
  const created = load.total2xx;
  const after = await seriesState(db, ctx);
  const short = gst().financialYearOf(today()).short;
  const { rows } = await db.query(
    `select count(*)::int as n, count(distinct invoice_number)::int as distinct_numbers,
            min(split_part(invoice_number, '/', 3)::int) as lo, max(split_part(invoice_number, '/', 3)::int) as hi,
            count(*) filter (where (select count(*) from invoice_items it where it.invoice_id = invoices.id) <> 5)::int as wrong_lines
       from invoices where business_id = $1 and fy = $2 and invoice_number like $3 and split_part(invoice_number, '/', 3)::int >= $4`,
    [ctx.businessId, before.fy, `INV/${short}/%`, before.next],
  );
  const r = rows[0];
  const problems = [];
  if (after.invoices - before.invoices !== created) problems.push(`${after.invoices - before.invoices} invoices in the table for ${created} responses 201`);
  if (r.n !== created) problems.push(`${r.n} new numbers for ${created} created`);
  if (r.distinct_numbers !== r.n) problems.push(`${r.n - r.distinct_numbers} duplicate numbers`);
  if (r.n && (r.lo !== before.next || r.hi !== before.next + r.n - 1)) problems.push(`numbers ${r.lo}…${r.hi}, expected ${before.next}…${before.next + r.n - 1}`);
  if (after.next !== before.next + created) problems.push(`series next_value ${after.next}, expected ${before.next + created}`);
  if (r.wrong_lines) problems.push(`${r.wrong_lines} invoices without exactly 5 lines`);
  if (load.non2xx) problems.push(`${load.non2xx} non-2xx responses`);
  return {
    ok: problems.length === 0,
    message: problems.length
      ? problems.join('; ')
      : `${created} invoices INV/${short}/${String(r.lo ?? before.next).padStart(4, '0')}…${String(r.hi ?? before.next - 1).padStart(4, '0')}, consecutive, no gaps or duplicates`,
  };
}

/** Creating invoices, checked afterwards: each scenario's Idempotency-Keys start with its own `keyPrefix`. */
function createScenario(id, label, keyPrefix, extra) {
  return { id, label, kind: 'write', unit: 'invoices/s', requests: (ctx) => createRequests(ctx, keyPrefix), before: seriesState, verify: verifyCreated, ...extra };
}

export default {
  name: 'invoices',
  scenarios: [
    {
      id: 'invoices.list',
      label: 'GET /api/invoices (first page)',
      kind: 'read',
      request: () => ({ method: 'GET', path: '/api/invoices' }),
      floor: (db, ctx) => listPage(db, ctx, undefined),
      goals: READ_GOALS,
    },
    {
      id: 'invoices.search',
      label: 'GET /api/invoices?search=<part of a name>',
      kind: 'read',
      request: (ctx) => ({ method: 'GET', path: `/api/invoices?search=${encodeURIComponent(ctx.searchTerm)}` }),
      floor: (db, ctx) => listPage(db, ctx, ctx.searchTerm),
      goals: READ_GOALS,
    },
    {
      id: 'invoices.overdue',
      label: 'GET /api/invoices/overdue',
      kind: 'read',
      request: () => ({ method: 'GET', path: '/api/invoices/overdue' }),
      floor: overdue,
      goals: READ_GOALS,
    },
    createScenario('invoices.create', 'POST /api/invoices (5 lines)', 'bench', { goals: [{ type: 'rps', min: 500 }] }),
    // One client creating invoices one after another: the latency of a single create, queueing aside.
    createScenario('invoices.create-sequential', 'POST /api/invoices (5 lines), one connection', 'bench-sequential', {
      load: { connections: 1 },
      goals: [{ type: 'p50', maxMs: 3 }],
    }),
  ],
};
