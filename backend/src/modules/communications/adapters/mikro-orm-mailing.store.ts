import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import { failedWith } from '../domain/communication';
import { mailingDeliveryKey } from '../application/mailings';
import { MailingCount, MailingRow, MailingStore } from '../application/ports/mailing-store';

/** Rows of one multi-row insert (11 values each, well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1000;
/** Statuses of a delivery still to go; the (mailing_id, status) index serves each test of them. */
const PENDING = `('queued', 'sending', 'paused', 'held')`;

const KeyRow = z.object({ deliveryKey: column.text, attempts: column.count });
const CountRow = z.object({ mailingId: column.uuid, status: column.text, errorCode: column.text.nullable(), count: column.count });
const ExistsRow = z.object({ pending: column.boolean });

@Injectable()
export class MikroOrmMailingStore extends MailingStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(businessId: string, mailingId: string, rows: readonly MailingRow[]): Promise<void> {
    for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
      const chunk = rows.slice(at, at + INSERT_CHUNK);
      const values = chunk.flatMap((row) => {
        const skipped = row.skip ? failedWith(row.skip) : null;
        return [randomUUID(), businessId, mailingId, row.customerId, row.email, skipped ? 'skipped' : 'queued', skipped?.error ?? null, skipped?.errorCode ?? null, mailingDeliveryKey(mailingId, row.customerId)];
      });
      await this.em.execute(
        `insert into communications (id, business_id, mailing_id, customer_id, recipient, status, error, error_code, delivery_key, channel, kind, attempts, created_at)
         values ${chunk.map(() => `(?, ?, ?, ?, ?, ?, ?, ?, ?, 'email', 'campaign', 0, now())`).join(', ')}
         on conflict (delivery_key) do nothing`,
        values,
      );
    }
  }

  queuedPage(mailingId: string, afterKey: string | null, limit: number): Promise<{ deliveryKey: string; attempts: number }[]> {
    return parsedRows(
      this.em,
      KeyRow,
      `select delivery_key as "deliveryKey", attempts from communications
        where mailing_id = ? and status = 'queued' and delivery_key > ? order by delivery_key limit ?`,
      [mailingId, afterKey ?? '', limit],
    );
  }

  async settle(claim: { id: string; attempts: number }, status: 'paused' | 'skipped' | 'cancelled', errorCode: string | null): Promise<boolean> {
    const error = errorCode ? failedWith(errorCode as never).error : null;
    const changed = await this.em.execute(
      `update communications set status = ?, lease_until = null, error = coalesce(?, error), error_code = ? where id = ? and status = 'sending' and attempts = ?`,
      [status, error, errorCode, claim.id, claim.attempts],
      'run',
    );
    return (changed as { affectedRows?: number }).affectedRows === 1;
  }

  async unpause(businessId: string, mailingId: string): Promise<number> {
    const changed = await this.em.execute(`update communications set status = 'queued' where business_id = ? and mailing_id = ? and status = 'paused'`, [businessId, mailingId], 'run');
    return (changed as { affectedRows?: number }).affectedRows ?? 0;
  }

  async cancelPending(businessId: string, mailingId: string): Promise<number> {
    const changed = await this.em.execute(
      `update communications set status = 'cancelled', lease_until = null where business_id = ? and mailing_id = ? and status in ('queued', 'paused', 'held')`,
      [businessId, mailingId],
      'run',
    );
    return (changed as { affectedRows?: number }).affectedRows ?? 0;
  }

  counts(businessId: string, mailingIds: readonly string[]): Promise<MailingCount[]> {
    if (!mailingIds.length) return Promise.resolve([]);
    return parsedRows(
      this.em,
      CountRow,
      `select mailing_id as "mailingId", status, error_code as "errorCode", count(*)::int as count from communications
        where business_id = ? and mailing_id in (${mailingIds.map(() => '?').join(', ')}) group by mailing_id, status, error_code`,
      [businessId, ...mailingIds],
    );
  }

  async confirmSent(claim: { id: string; mailingId: string }): Promise<{ pending: boolean }> {
    // A mailing's row is on no batch: nothing to count. The check sees this row as sent (committed
    // before), so of the last deliveries to end, the last one's answer is false.
    const [row] = await parsedRows(
      this.em,
      ExistsRow,
      sql`with confirmed as (
            update communications set lease_until = null where id = ${claim.id} and status in ('sent', 'delivered', 'read', 'failed') and lease_until is not null
          )
          select exists (select 1 from communications where mailing_id = ${claim.mailingId} and status in ${sql.raw(PENDING)}) as pending`,
    );
    return row;
  }

  async hasPending(mailingId: string): Promise<boolean> {
    // Prepared (sql-rows.ts): asked after every message.
    const [row] = await parsedRows(this.em, ExistsRow, sql`select exists (select 1 from communications where mailing_id = ${mailingId} and status in ${sql.raw(PENDING)}) as pending`);
    return row.pending;
  }

  async forget(businessId: string, mailingId: string): Promise<void> {
    await this.em.execute('delete from communications where business_id = ? and mailing_id = ?', [businessId, mailingId]);
  }
}
