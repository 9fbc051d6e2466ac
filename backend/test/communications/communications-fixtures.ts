/** Factories for communications tests: businesses with sent/overdue invoices, and many overdue invoices at once. */
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, istDate, outOfSeries, setStatus, type Biz } from '../billing/billing-fixtures';

export { istDate };

export async function business(t: TestApp, companyEmail = 'accounts@raotraders.example'): Promise<Biz> {
  return gstBusiness(t, { companyName: 'Rao Traders', companyEmail, companyPhone: '9876500000' });
}

/** A sent (issued) invoice; overdue by `daysLate` days when given. */
export async function sentInvoice(b: Biz, customerFields: Record<string, unknown> = {}, daysLate?: number) {
  const c = await customer(b, customerFields);
  const header = daysLate === undefined ? { invoiceDate: istDate(-1), dueDate: istDate(29) } : { invoiceDate: istDate(-daysLate - 5), dueDate: istDate(-daysLate) };
  const invoice = await createInvoice(b, c.id, { ...header, ...outOfSeries() });
  await setStatus(b, invoice.id, 'sent');
  return { ...invoice, customerId: c.id };
}

export async function withDb<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` more overdue invoices like `templateInvoiceId`, each with its own new customer (every
 * `noEmailEvery`-th customer without an e-mail address). Straight SQL: thousands in a second.
 */
export async function cloneOverdueInvoices(databaseUrl: string, templateInvoiceId: string, count: number, noEmailEvery = 0): Promise<void> {
  const tag = randomBytes(3).toString('hex');
  await withDb(databaseUrl, async (client) => {
    const columns = (await client.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'invoices' order by ordinal_position`)).rows.map(
      (r) => r.column_name,
    );
    const overrides: Record<string, string> = {
      id: 'gen_random_uuid()',
      customer_id: 'numbered.id',
      invoice_number: `'B${tag}/' || numbered.n`,
      customer_name: 'numbered.name',
      share_id: `md5(random()::text || numbered.n)`,
    };
    await client.query(
      `with c as (
         insert into customers (id, business_id, name, email, phone)
         select gen_random_uuid(), t.business_id, 'Customer ' || g,
                case when $3::int > 0 and g % $3::int = 0 then null else 'cust' || g || '-${tag}@example.test' end,
                '9' || lpad(g::text, 9, '0')
           from generate_series(1, $2::int) g, (select business_id from invoices where id = $1) t
         returning id, name
       ), numbered as (select id, name, row_number() over (order by name) as n from c)
       insert into invoices (${columns.map((c) => `"${c}"`).join(', ')})
       select ${columns.map((c) => overrides[c] ?? `t."${c}"`).join(', ')}
         from numbered cross join (select * from invoices where id = $1) t`,
      [templateInvoiceId, count, noEmailEvery],
    );
  });
}

/** How many e-mails reached the sink per X-Hisaab-Delivery header value. */
export function countsByDelivery(messages: { headers: Map<string, unknown> }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of messages) {
    const key = m.headers.get('x-hisaab-delivery');
    if (typeof key === 'string') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
