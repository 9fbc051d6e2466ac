/**
 * Billing's summaries under concurrent changes of one business, on PostgreSQL (concurrent-summaries.cases.ts);
 * the lock order of an issue's one statement (the hammer alone rarely catches another order: the statement
 * takes its rows within microseconds); and one deadlock those changes had, made deterministic.
 */
import { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { businessIdOf, sql } from '../../../test-support/sql';
import { describeOnPostgreSQL, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, istDate, item, outOfSeries, product, setStatus } from './billing-fixtures';
import { concurrentSummariesCases, summaries } from './concurrent-summaries.cases';

describeOnPostgreSQL('billing: one business changed concurrently, its summaries', (app) => {
  concurrentSummariesCases(app);

  let t: TestApp;
  const today = istDate(0);
  const due = istDate(15);
  beforeAll(() => {
    t = app();
  });
  const query = async (text: string, params: unknown[]) => (await t.app.get(EntityManager).fork().execute(text, params)) as Record<string, unknown>[];

  it('an issue writes its summaries in lock order: waiting on its due date, it already holds its day and its customer', async () => {
    const b = await gstBusiness(t);
    const businessId = await businessIdOf(t, b);
    const buyer = await customer(b, { name: 'Asha Stores', state: 'Tamil Nadu' });
    const draft = async () => createInvoice(b, buyer.id, { invoiceDate: today, dueDate: due, ...outOfSeries() }, [item()]);
    await setStatus(b, (await draft()).id, 'sent');
    const second = await draft();
    const holder = new Client({ connectionString: t.databaseUrl });
    const probe = new Client({ connectionString: t.databaseUrl });
    await Promise.all([holder.connect(), probe.connect()]);
    try {
      await holder.query('begin');
      await holder.query('select 1 from billing_due_totals where business_id = $1 and due_date = $2::date for update', [businessId, due]);
      const issuing = t.http().put(`/api/invoices/${second.id}/status`).set(b.auth).send({ status: 'sent' }).then((res) => res);
      for (let i = 0; ; i++) {
        const [row] = await sql<{ n: number }>(t, `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if (row.n >= 1) break;
        if (i > 200) throw new Error('the issue never waited for the due date');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const held = async (table: string, where: string, params: unknown[]) => {
        await probe.query('begin');
        try {
          await probe.query(`select 1 from ${table} where ${where} for update nowait`, params);
          return false;
        } catch (error) {
          if ((error as { code?: string }).code !== '55P03') throw error;
          return true;
        } finally {
          await probe.query('rollback');
        }
      };
      expect({
        day: await held('billing_daily_totals', 'business_id = $1 and day = $2::date', [businessId, today]),
        customer: await held('customer_activity', 'business_id = $1 and customer_id = $2', [businessId, buyer.id]),
      }).toEqual({ day: true, customer: true });
      await holder.query('commit');
      expect((await issuing).status).toBe(200);
    } finally {
      await Promise.all([holder.end(), probe.end()]);
    }
  });

  it('a credit note that restocks, against an issue of the same product due the same day: both go through (no deadlock)', async () => {
    const b = await gstBusiness(t);
    const buyer = await customer(b, { name: 'Asha Stores', state: 'Tamil Nadu' });
    const bolt = await product(b, { name: 'Bolt', stockQuantity: 100 });
    const boltLine = item({ productId: bolt.id, productName: 'Bolt', hsn: '7318', quantity: 2, rate: 100 });
    const issue = async () => (await setStatus(b, (await createInvoice(b, buyer.id, { invoiceDate: today, dueDate: due, ...outOfSeries() }, [boltLine])).id, 'sent')).body;
    const credited = await issue();
    const draft = await createInvoice(b, buyer.id, { invoiceDate: today, dueDate: due, ...outOfSeries() }, [boltLine]);
    const waiting = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const [row] = await sql<{ n: number }>(t, `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if (row.n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`fewer than ${n} transactions waiting for a lock`);
    };
    // The day's row held from outside: the issue stops there, its product already locked.
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from billing_daily_totals where business_id = $1 and day = $2::date for update', [await businessIdOf(t, b), today]);
      const issuing = t.http().put(`/api/invoices/${draft.id}/status`).set(b.auth).send({ status: 'sent' }).then((res) => res);
      await waiting(1);
      // The note puts the same product back on an invoice due the same day.
      const crediting = t.http().post('/api/credit-notes').set(b.auth).send({ reason: 'sales_return', invoiceId: credited.id, noteDate: today, restock: true, items: [{ itemId: credited.items[0].id, quantity: 1 }] }).then((res) => res);
      await waiting(2);
      await holder.query('commit');
      const [issued, note] = await Promise.all([issuing, crediting]);
      expect([issued.status, note.status]).toEqual([200, 201]);
    } finally {
      await holder.end();
    }
    const mine = await summaries(query, await businessIdOf(t, b));
    expect(mine.stored).toEqual(mine.scratch);
  });
});
