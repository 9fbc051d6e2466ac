import { ACCOUNT_DELETION } from '@hisaab/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Housekeeping } from '../../src/platform/housekeeping/housekeeping';
import { JobHandlers } from '../../src/platform/queue/job-handlers';
import { advanceClock } from '../../../test-support/clock';
import { endTrial } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, item, pay, product, setStatus, type Biz } from '../billing/billing-fixtures';

const DAY_MS = 24 * 3600 * 1000;

/** Every base table of the schema, and its uuid columns: read from the database, so a table added later is checked too. */
async function uuidColumns(t: TestApp): Promise<Map<string, string[]>> {
  const rows = await sql<{ table: string; column: string }>(
    t,
    `select c.table_name as table, c.column_name as column from information_schema.columns c
       join information_schema.tables s using (table_schema, table_name)
      where c.table_schema = 'public' and s.table_type = 'BASE TABLE' and c.data_type = 'uuid' and c.table_name not like 'mikro_orm%'`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/**
 * Rows of every table that belong to the business: by any uuid column naming the business, its users
 * or any row already found to be the business's (an invoice id, a session's user), followed through
 * the foreign keys of the schema until nothing new turns up.
 */
async function rowsOfBusiness(t: TestApp, businessId: string): Promise<Record<string, number>> {
  const columns = await uuidColumns(t);
  const keys = await sql<{ child: string; column: string; parent: string }>(
    t,
    `select child.relname as child, a.attname as column, parent.relname as parent from pg_constraint k
       join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and child.relnamespace = 'public'::regnamespace`,
  );
  const ids = new Set([businessId, ...(await sql<{ id: string }>(t, 'select id from users where business_id = $1', [businessId])).map((u) => u.id)]);
  const counts: Record<string, number> = {};
  for (let grew = true; grew; ) {
    grew = false;
    for (const [table, uuids] of columns) {
      const referring = uuids.filter((column) => column === 'business_id' || column === 'id' || keys.some((k) => k.child === table && k.column === column) || /_id$|_by$/.test(column));
      const where = referring.map((column) => `"${column}" = any($1::uuid[])`).join(' or ');
      const found = await sql<{ id: string | null }>(t, `select ${uuids.includes('id') ? 'id' : 'null'} as id from "${table}" where ${where}`, [[...ids]]);
      counts[table] = found.length;
      for (const { id } of found) {
        if (!id || ids.has(id)) continue;
        ids.add(id);
        grew = true;
      }
    }
  }
  return counts;
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/** The business's records (rows the app itself sweeps or adds as time passes, such as expired Idempotency-Keys or trial e-mails, left out). */
const RECORDS = ['businesses', 'users', 'business_settings', 'customers', 'products', 'stock_movements', 'invoices', 'invoice_items', 'invoice_pdfs', 'payments', 'communications', 'data_exports'];
const records = (counts: Record<string, number>) => Object.fromEntries(RECORDS.map((table) => [table, counts[table]]));

describe('account deletion', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A business with a row in most tables: settings, a customer, a product with stock moves, an issued and paid invoice, a challan invoiced, its PDF, an e-mail. */
  async function busyBusiness(): Promise<Biz & { shareId: string }> {
    const b = await gstBusiness(t);
    const buyer = await customer(b);
    const bolt = await product(b, { stockQuantity: 50 });
    const invoice = await createInvoice(b, buyer.id, {}, [item({ productId: bolt.id, productName: 'Steel Bolt', quantity: 2, rate: 100 })]);
    await setStatus(b, invoice.id, 'sent');
    // A delivered challan turned into an invoice: its rows reference the customer and that invoice.
    const challan = (await t.http().post('/api/delivery-challans').set(b.auth).send({ customerId: buyer.id, items: [{ productId: bolt.id, productName: 'Steel Bolt', hsn: '7318', quantity: 1, rate: 100 }] }).expect(201)).body;
    for (const status of ['dispatched', 'delivered']) await t.http().put(`/api/delivery-challans/${challan.id}/status`).set(b.auth).send({ status }).expect(200);
    await t.http().post(`/api/delivery-challans/${challan.id}/convert-to-invoice`).set(b.auth).expect(201);
    await t.http().get(`/api/invoices/${invoice.id}/view-pdf`).set(b.auth).expect(200);
    await t.http().post(`/api/invoices/${invoice.id}/send-email`).set(b.auth).send({ fromEmail: 'owner@raotraders.example' }).expect(202);
    await pay(b, invoice.id, 100).expect(201);
    await t.http().post('/api/auth/export-data').set(b.auth).set('Idempotency-Key', `export-${b.user.id}`).expect(202);
    await t.jobsIdle();
    return { ...b, shareId: invoice.shareId };
  }

  const remove = (b: Biz, body: Record<string, unknown>) => t.http().delete('/api/auth/delete-account').set(b.auth).send(body);

  it('refuses anything but the exact confirmation text, writing nothing', async () => {
    const b = await gstBusiness(t);
    for (const confirmText of ['delete my account', 'DELETE MY ACCOUNT ', 'DELETE']) {
      const res = await remove(b, { confirmText }).expect(400);
      expect(res.body).toMatchObject({ code: 'DELETE_CONFIRMATION_MISMATCH', message: 'Confirmation Error', details: { fields: { confirmText: expect.any(String) } } });
    }
    expect(await sql(t, 'select 1 from account_deletions where business_id = $1', [await businessIdOf(t, b)])).toEqual([]);
    await t.http().get('/api/user').set(b.auth).expect(200);
  });

  it('is open to a lapsed account (trial over, no plan)', async () => {
    const b = await gstBusiness(t);
    await endTrial(t, b);
    await t.http().get('/api/customers').set(b.auth).expect(402);
    await remove(b, { confirmText: ACCOUNT_DELETION.confirmText }).expect(200);
  });

  it('schedules the removal 2 days out, signs every session out at once and e-mails the date', async () => {
    const b = await gstBusiness(t);
    const second = await t.http().post('/api/login').send({ email: b.user.email, password: b.password }).expect(200);
    expect(second.body.accountDeletionCancelled).toBe(false);
    const res = await remove(b, { confirmText: ACCOUNT_DELETION.confirmText, reason: 'Closing the shop' }).expect(200);
    const scheduledFor = new Date(res.body.scheduledFor).getTime();
    expect(Math.abs(scheduledFor - (Date.now() + 2 * DAY_MS))).toBeLessThan(60_000);
    await t.http().get('/api/user').set(b.auth).expect(401);
    await t.http().get('/api/user').set({ Authorization: `Bearer ${second.body.token}` }).expect(401);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m) => m.to.includes(b.user.email) && /scheduled for deletion/.test(m.subject));
    expect(mail.text).toContain(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' }).format(new Date(scheduledFor)));
    expect(mail.text).toMatch(/Sign in again before .* the deletion is cancelled/);
    expect(mail.text).toContain('72 months');
    const [row] = await sql<{ reason: string }>(t, 'select reason from account_deletions where business_id = $1', [await businessIdOf(t, b)]);
    expect(row.reason).toBe('Closing the shop');
  });

  it('is cancelled by signing in before the date: nothing is removed when it would have been due', async () => {
    const b = await busyBusiness();
    const businessId = await businessIdOf(t, b);
    const before = records(await rowsOfBusiness(t, businessId));
    await remove(b, { confirmText: ACCOUNT_DELETION.confirmText }).expect(200);
    advanceClock(t, DAY_MS);
    const signedIn = await t.http().post('/api/login').send({ email: b.user.email, password: b.password }).expect(200);
    expect(signedIn.body.accountDeletionCancelled).toBe(true); // the sign-in screen tells the user
    expect(await sql(t, 'select 1 from account_deletions where business_id = $1', [businessId])).toEqual([]);
    const again = await t.http().post('/api/login').send({ email: b.user.email, password: b.password }).expect(200);
    expect(again.body.accountDeletionCancelled).toBe(false);
    advanceClock(t, 2 * DAY_MS);
    await t.app.get(Housekeeping).runAll();
    await t.jobsIdle();
    await t.http().get('/api/invoices').set({ Authorization: `Bearer ${signedIn.body.token}` }).expect(200);
    expect(records(await rowsOfBusiness(t, businessId))).toEqual(before);
  });

  it('after 2 days removes every row of the business in every table, its files, exactly once; other businesses keep theirs', async () => {
    const b = await busyBusiness();
    const other = await busyBusiness();
    const businessId = await businessIdOf(t, b);
    const otherId = await businessIdOf(t, other);
    const mine = nonZero(await rowsOfBusiness(t, businessId));
    // The factory reached the tables this test is about (a table it misses is still checked below for zero).
    expect(Object.keys(mine)).toEqual(expect.arrayContaining([...RECORDS, 'sessions', 'idempotency_keys']));
    const theirs = records(await rowsOfBusiness(t, otherId));
    expect(existsSync(join(t.config.dataDir, 'exports', businessId))).toBe(true);

    await remove(b, { confirmText: ACCOUNT_DELETION.confirmText }).expect(200);
    advanceClock(t, 2 * DAY_MS - 60_000);
    await t.app.get(Housekeeping).runAll();
    await t.jobsIdle();
    expect(nonZero(await rowsOfBusiness(t, businessId))).toMatchObject({ businesses: 1 }); // not yet due

    advanceClock(t, 2 * 60_000);
    // Two sweeps and a second worker running the same job at once: one removal, no error.
    await Promise.all([t.app.get(Housekeeping).runAll(), t.app.get(Housekeeping).runAll()]);
    await Promise.all([0, 1].map(() => t.app.get(JobHandlers).run('account.erase-business', { businessId }, { attempt: 1, maxAttempts: 5 })));
    await t.jobsIdle();

    expect(nonZero(await rowsOfBusiness(t, businessId))).toEqual({});
    expect(records(await rowsOfBusiness(t, otherId))).toEqual(theirs);
    expect(existsSync(join(t.config.dataDir, 'exports', businessId))).toBe(false);
    expect(existsSync(join(t.config.dataDir, 'exports', otherId))).toBe(true);
    const page = await t.http().get(`/api/client/invoice/${b.shareId}`).expect(404);
    expect(page.body.code).toBe('INVOICE_NOT_FOUND');
    await t.http().get(`/api/client/invoice/${other.shareId}`).expect(200);
    await t.http().post('/api/login').send({ email: b.user.email, password: b.password }).expect(401);
  });
});
