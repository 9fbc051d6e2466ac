import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { z } from 'zod';
import { column, entityRows, heldTransaction, parsedRows } from '../../src/platform/database/sql-rows';
import { sql } from '../../src/platform/database/sql';
import { InvoiceItemSchema, PaymentSchema } from '../../src/modules/billing/adapters/billing.entities';
import type { InvoiceItemRecord, PaymentRecord } from '../../src/modules/billing/application/ports/billing-store';
import type { TestApp } from '../../../test-support/test-app';

// A literal row, so the helpers are checked on the driver's own types (bigint and numeric as text,
// dates and timestamps) without any module's data.
const ITEM_SQL = `select '00000000-0000-4000-8000-000000000001'::uuid as id, '00000000-0000-4000-8000-000000000002'::uuid as business_id,
  '00000000-0000-4000-8000-000000000003'::uuid as invoice_id, 2 as position, null::uuid as product_id, 'Cotton saree' as product_name,
  null::text as description, '5208' as hsn, 3.125::numeric(14,3) as quantity, 'pcs' as unit, 14.285::numeric(16,4) as rate,
  0::bigint as discount, 5::numeric as gst_rate, 0::numeric as cess_rate, 4464::bigint as taxable, 0::bigint as cgst, 0::bigint as sgst,
  9007199254740991::bigint as igst, 0::bigint as cess, 4687::bigint as total, null::text as serial_number`;

const Totals = z.object({ count: column.count, totalPaise: column.paise, day: column.date, at: column.instant });
const TOTALS_SQL = `select count(*) as count, sum(v)::bigint as "totalPaise", '2026-11-26'::date::text as day, now() as at
  from (values (1250), (2500)) t(v)`;

/** Run by the PostgreSQL spec beside this file and by embedded-database.int-spec.ts on PGlite, each with its own app. */
export function sqlRowsCases(app: () => TestApp): void {
  let t: TestApp;
  let em: EntityManager;
  beforeAll(async () => {
    t = app();
    em = t.app.get(EntityManager).fork();
  });

  it('maps an entity table row to its record: property names and the schema’s value types', async () => {
    const [item] = await entityRows<InvoiceItemRecord>(em, InvoiceItemSchema, ITEM_SQL);
    expect(item).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      businessId: '00000000-0000-4000-8000-000000000002',
      invoiceId: '00000000-0000-4000-8000-000000000003',
      position: 2,
      productId: null,
      productName: 'Cotton saree',
      description: null,
      hsn: '5208',
      quantity: 3.125,
      unit: 'pcs',
      rate: 14.285,
      discountPaise: 0,
      gstRate: 5,
      cessRate: 0,
      taxablePaise: 4464,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 9007199254740991,
      cessPaise: 0,
      totalPaise: 4687,
      serialNumber: null,
    });
  });

  it('reads dates as text and timestamps as instants on either database', async () => {
    const [payment] = await entityRows<PaymentRecord>(
      em,
      PaymentSchema,
      `select gen_random_uuid() as id, gen_random_uuid() as business_id, gen_random_uuid() as invoice_id, 125000::bigint as amount,
              '2026-11-24'::date::text as payment_date, 'upi' as payment_method, null as reference, null as notes, null::uuid as created_by,
              '2026-11-24T10:15:00.123Z'::timestamptz as created_at, null::timestamptz as reversed_at, null::uuid as reversed_by, null as reversal_reason`,
    );
    expect(payment).toMatchObject({ amountPaise: 125000, paymentDate: '2026-11-24', reversedAt: null });
    expect(payment.createdAt).toEqual(new Date('2026-11-24T10:15:00.123Z'));
  });

  it('parses any other row with the zod schema declared beside its query', async () => {
    const [totals] = await parsedRows(em, Totals, TOTALS_SQL);
    expect(totals).toEqual({ count: 2, totalPaise: 3750, day: '2026-11-26', at: expect.any(Date) });
    expect(Number.isNaN(totals.at.getTime())).toBe(false);
  });

  it('fails loudly on a value the row type cannot hold', async () => {
    await expect(parsedRows(em, Totals, `select 1 as count, 9007199254740993::bigint as "totalPaise", '2026-11-26' as day, now() as at`)).rejects.toThrow();
  });

  describe('heldTransaction: a statement whose transaction the caller ends', () => {
    const Probe = z.object({ id: column.text });
    const probes = (id: string) => parsedRows(em, Probe, sql`select id from held_transaction_probe where id = ${id}`);
    const committed = `committed-${randomUUID()}`;
    beforeAll(() => em.execute('create table if not exists held_transaction_probe (id text primary key)'));

    it('keeps what it wrote once committed; a second commit answers with the first one', async () => {
      const held = await heldTransaction(em, sql`insert into held_transaction_probe (id) values (${committed}) returning id`);
      expect(held.rows).toEqual([{ id: committed }]);
      const first = held.commit();
      expect(held.commit()).toBe(first);
      expect(held.rollback()).toBe(first);
      await first;
      expect(await probes(committed)).toEqual([{ id: committed }]);
    });

    // The point of it (platform/mail/smtp-mailer.ts): no promise turn, timer or I/O between the call and
    // the COMMIT reaching the socket, so a process killed after the SMTP "." has already sent it.
    it('writes COMMIT to the connection socket before commit() returns', async () => {
      const id = `synchronous-${committed}`;
      const held = await heldTransaction(em, sql`insert into held_transaction_probe (id) values (${id}) returning id`);
      const write = jest.spyOn(Socket.prototype, 'write');
      let ending: Promise<void>;
      try {
        ending = held.commit();
        expect(write.mock.calls.some(([chunk]) => Buffer.from(chunk as Buffer).includes('COMMIT'))).toBe(true);
      } finally {
        write.mockRestore();
      }
      await ending;
      expect(await probes(id)).toEqual([{ id }]);
    });

    it('leaves nothing when rolled back, and gives its connection back', async () => {
      const held = await heldTransaction(em, sql`insert into held_transaction_probe (id) values (${`rolled-back-${committed}`}) returning id`);
      await held.rollback();
      expect(await probes(`rolled-back-${committed}`)).toEqual([]);
    });

    it('rolls back and answers a failed statement as MikroORM would', async () => {
      await expect(heldTransaction(em, sql`insert into held_transaction_probe (id) values (${committed})`)).rejects.toThrow(/duplicate key/);
      expect(await probes(committed)).toHaveLength(1);
    });
  });
}
