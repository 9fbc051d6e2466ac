import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PreparedRecord } from '../../../platform/mail/mailer';
import type { BulkMethod, Channel, CommunicationStatus, FailureCode, Kind } from '../domain/communication';
import { BatchRecord, Claim, CommunicationRecord, CommunicationStore, NewCommunication } from '../application/ports/communication-store';

type Row = Record<string, unknown>;
const COLUMNS = `id, business_id, invoice_id, payment_id, batch_id, channel, kind, recipient, reply_to, status, provider_message_id, error, error_code,
  delivery_key, attempts, lease_until, created_at, sent_at`;
const BATCH_COLUMNS = `id, business_id, method, from_email, to_char(as_of, 'YYYY-MM-DD') as as_of, total, success_count, failure_count, status,
  fanned_out, created_at, finished_at`;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

function toRecord(r: Row): CommunicationRecord {
  return {
    id: String(r.id),
    businessId: String(r.business_id),
    invoiceId: String(r.invoice_id),
    paymentId: (r.payment_id as string | null) ?? null,
    batchId: (r.batch_id as string | null) ?? null,
    channel: r.channel as Channel,
    kind: r.kind as Kind,
    recipient: (r.recipient as string | null) ?? null,
    replyTo: (r.reply_to as string | null) ?? null,
    status: r.status as CommunicationStatus,
    providerMessageId: (r.provider_message_id as string | null) ?? null,
    error: (r.error as string | null) ?? null,
    errorCode: (r.error_code as FailureCode | null) ?? null,
    deliveryKey: String(r.delivery_key),
    attempts: Number(r.attempts),
    leaseUntil: date(r.lease_until),
    createdAt: date(r.created_at)!,
    sentAt: date(r.sent_at),
  };
}

function toBatch(r: Row): BatchRecord {
  return {
    id: String(r.id),
    businessId: String(r.business_id),
    method: r.method as BulkMethod,
    fromEmail: (r.from_email as string | null) ?? null,
    asOf: String(r.as_of),
    total: Number(r.total),
    successCount: Number(r.success_count),
    failureCount: Number(r.failure_count),
    status: r.status as BatchRecord['status'],
    fannedOut: Boolean(r.fanned_out),
    createdAt: date(r.created_at)!,
    finishedAt: date(r.finished_at),
  };
}

/** Counts finished deliveries on their batch and finishes the batch with its last delivery — one statement. */
function countOnBatch(success: number, failure: number, batchId = '?'): string {
  const done = `success_count + ${success} + failure_count + ${failure}`;
  return `update communication_batches
             set success_count = success_count + ${success}, failure_count = failure_count + ${failure},
                 status = case when fanned_out and ${done} >= total then 'finished' else 'running' end,
                 finished_at = case when fanned_out and ${done} >= total then coalesce(finished_at, now()) else null end
           where id = ${batchId}`;
}

class Rollback extends Error {}

@Injectable()
export class SqlCommunicationStore extends CommunicationStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private execute(sql: string, params: unknown[] = [], em: EntityManager = this.em): Promise<Row[]> {
    return em.execute<Row[]>(sql, params);
  }

  async insert(row: NewCommunication): Promise<CommunicationRecord> {
    const [inserted] = await this.execute(
      `insert into communications (id, business_id, invoice_id, payment_id, batch_id, channel, kind, recipient, reply_to, status, error, error_code, delivery_key, sent_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, case when ? then now() end)
       returning ${COLUMNS}`,
      [
        randomUUID(), row.businessId, row.invoiceId, row.paymentId, row.batchId, row.channel, row.kind, row.recipient, row.replyTo, row.status, row.error, row.errorCode,
        row.deliveryKey, row.status === 'link_opened',
      ],
    );
    return toRecord(inserted);
  }

  async insertBatchDeliveries(batchId: string, rows: NewCommunication[]): Promise<void> {
    if (!rows.length) return;
    await this.em.transactional(async (em) => {
      const values = rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
      const params = rows.flatMap((r) => [randomUUID(), r.businessId, r.invoiceId, r.paymentId, r.batchId, r.channel, r.kind, r.recipient, r.replyTo, r.status, r.error, r.errorCode, r.deliveryKey]);
      const inserted = await this.execute(
        `insert into communications (id, business_id, invoice_id, payment_id, batch_id, channel, kind, recipient, reply_to, status, error, error_code, delivery_key)
         values ${values}
         on conflict (delivery_key) do nothing
         returning status`,
        params,
        em as EntityManager,
      );
      // Reminders that could not even be queued (no e-mail/phone) are failures now, counted once.
      const failed = inserted.filter((r) => r.status === 'failed').length;
      if (failed) await this.execute(countOnBatch(0, failed), [batchId], em as EntityManager);
    });
  }

  async findByKey(deliveryKey: string): Promise<CommunicationRecord | null> {
    const [row] = await this.execute(`select ${COLUMNS} from communications where delivery_key = ?`, [deliveryKey]);
    return row ? toRecord(row) : null;
  }

  async listForInvoice(businessId: string, invoiceId: string): Promise<CommunicationRecord[]> {
    const rows = await this.execute(`select ${COLUMNS} from communications where business_id = ? and invoice_id = ? order by created_at desc, id limit 200`, [
      businessId,
      invoiceId,
    ]);
    return rows.map(toRecord);
  }

  async claim(deliveryKey: string, leaseMs: number): Promise<Claim | null> {
    const [row] = await this.execute(
      `update communications
          set status = 'sending', attempts = attempts + 1, lease_until = now() + (? * interval '1 millisecond')
        where delivery_key = ? and (status = 'queued' or (status = 'sending' and lease_until < now()))
        returning ${COLUMNS}`,
      [leaseMs, deliveryKey],
    );
    return row ? toRecord(row) : null;
  }

  prepareSent(claim: Claim, providerMessageId: string | null): Promise<PreparedRecord | null> {
    return new Promise((resolve, reject) => {
      let settled = false;
      let decide!: (commit: boolean) => void;
      const decided = new Promise<boolean>((r) => (decide = r));
      const transaction: Promise<void> = this.em.fork().transactional(async (em) => {
        const [row] = await this.execute(
          `update communications set status = 'sent', provider_message_id = ?, sent_at = now(), error = null
            where id = ? and status = 'sending' and attempts = ?
            returning id`,
          [providerMessageId, claim.id, claim.attempts],
          em as EntityManager,
        );
        if (!row) {
          settled = true;
          resolve(null);
          throw new Rollback();
        }
        settled = true;
        // The caller ends the transaction through the prepared record, then awaits its end.
        resolve({
          commit: () => {
            decide(true);
            return transaction;
          },
          abandon: () => {
            decide(false);
            return transaction.catch((error: unknown) => {
              if (!(error instanceof Rollback)) throw error;
            });
          },
        });
        if (!(await decided)) throw new Rollback();
      });
      transaction.catch((error: unknown) => {
        if (!settled) reject(error);
      });
    });
  }

  async confirmSent(claim: Claim): Promise<void> {
    // One statement: this runs once per message of a batch. A WhatsApp status may have moved the row
    // on already (delivered, read, or failed after the API accepted it); its lease marks it unconfirmed.
    await this.execute(
      `with confirmed as (
         update communications set lease_until = null
          where id = ? and status in ('sent', 'delivered', 'read', 'failed') and lease_until is not null
          returning batch_id
       )
       ${countOnBatch(1, 0, '(select batch_id from confirmed)')}`,
      [claim.id],
    );
  }

  async release(claim: Claim, error: string): Promise<void> {
    await this.execute(`update communications set status = 'queued', lease_until = null, error = ? where id = ? and status = 'sending' and attempts = ?`, [
      error.slice(0, 1000),
      claim.id,
      claim.attempts,
    ]);
  }

  async markFailed(claim: Claim, { errorCode, error }: { errorCode: FailureCode; error: string }): Promise<void> {
    await this.em.transactional(async (em) => {
      const [row] = await this.execute(
        `update communications c set status = 'failed', lease_until = null, error = ?, error_code = ?
           from (select id, status = 'sent' and lease_until is null as confirmed from communications
                  where id = ? and status in ('sending', 'sent') and attempts = ? for update) before
          where c.id = before.id
          returning c.batch_id, before.confirmed`,
        [error.slice(0, 1000), errorCode, claim.id, claim.attempts],
        em as EntityManager,
      );
      if (row?.batch_id) await this.execute(countOnBatch(row.confirmed ? -1 : 0, 1), [row.batch_id], em as EntityManager);
    });
  }

  async requeueAfterRefusal(claim: Claim, error: string): Promise<void> {
    await this.execute(
      `update communications set status = 'queued', sent_at = null, lease_until = null, error = ?
        where id = ? and status = 'sent' and lease_until is not null and attempts = ?`,
      [error.slice(0, 1000), claim.id, claim.attempts],
    );
  }

  async noteOnSent(claim: Claim, error: string): Promise<void> {
    await this.execute(`update communications set error = ? where id = ? and status = 'sent' and attempts = ?`, [error.slice(0, 1000), claim.id, claim.attempts]);
    await this.confirmSent(claim);
  }

  async findByProviderIdForWebhook(providerMessageId: string): Promise<CommunicationRecord | null> {
    const [row] = await this.execute(`select ${COLUMNS} from communications where provider_message_id = ?`, [providerMessageId]);
    return row ? toRecord(row) : null;
  }

  async setProviderStatusForWebhook(id: string, from: CommunicationStatus, to: CommunicationStatus, error: string | null): Promise<void> {
    await this.execute(`update communications set status = ?, error = coalesce(?, error) where id = ? and status = ?`, [to, error, id, from]);
  }

  async createBatch(batch: Omit<BatchRecord, 'createdAt' | 'finishedAt' | 'successCount' | 'failureCount' | 'fannedOut'>): Promise<BatchRecord | null> {
    const [row] = await this.execute(
      `insert into communication_batches (id, business_id, method, from_email, as_of, total, status)
       values (?, ?, ?, ?, ?::date, ?, ?)
       on conflict (business_id) where status = 'running' do nothing
       returning ${BATCH_COLUMNS}`,
      [batch.id, batch.businessId, batch.method, batch.fromEmail, batch.asOf, batch.total, batch.status],
    );
    return row ? toBatch(row) : null;
  }

  async findBatch(businessId: string, id: string): Promise<BatchRecord | null> {
    const [row] = await this.execute(`select ${BATCH_COLUMNS} from communication_batches where business_id = ? and id = ?`, [businessId, id]);
    return row ? toBatch(row) : null;
  }

  async findRunningBatch(businessId: string): Promise<BatchRecord | null> {
    const [row] = await this.execute(`select ${BATCH_COLUMNS} from communication_batches where business_id = ? and status = 'running'`, [businessId]);
    return row ? toBatch(row) : null;
  }

  async retireStalledBatch(businessId: string, startedBefore: Date): Promise<void> {
    await this.execute(
      `update communication_batches set status = 'stalled', finished_at = now() where business_id = ? and status = 'running' and created_at < ?`,
      [businessId, startedBefore],
    );
  }

  async findBatchForJob(id: string): Promise<BatchRecord | null> {
    const [row] = await this.execute(`select ${BATCH_COLUMNS} from communication_batches where id = ?`, [id]);
    return row ? toBatch(row) : null;
  }

  async countFailures(businessId: string, batchId: string): Promise<{ code: FailureCode; count: number }[]> {
    const rows = await this.execute(
      `select error_code, count(*)::int as n from communications
        where batch_id = ? and business_id = ? and error_code is not null
        group by error_code order by n desc, error_code`,
      [batchId, businessId],
    );
    return rows.map((r) => ({ code: r.error_code as FailureCode, count: Number(r.n) }));
  }

  async completeFanOut(batchId: string): Promise<void> {
    await this.execute(
      `update communication_batches b
          set fanned_out = true, total = counted.n,
              status = case when b.success_count + b.failure_count >= counted.n then 'finished' else 'running' end,
              finished_at = case when b.success_count + b.failure_count >= counted.n then coalesce(b.finished_at, now()) else null end
         from (select count(*)::int as n from communications where batch_id = ?) counted
        where b.id = ? and not b.fanned_out`,
      [batchId, batchId],
    );
  }
}
