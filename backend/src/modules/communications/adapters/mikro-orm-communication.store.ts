import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, QueryOrder, raw } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { PreparedRecord } from '../../../platform/mail/mailer';
import { column, entityRows, heldTransaction, parsedRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import type { CommunicationStatus, DeliveryStatus, FailureCode } from '../domain/communication';
import { BatchRecord, Claim, CommunicationRecord, CommunicationStore, type InvoiceCommunicationRecord, NewCommunication } from '../application/ports/communication-store';
import { CommunicationBatchSchema, CommunicationSchema } from './communication.entities';

/** Counts finished deliveries on their batch and finishes the batch with its last delivery — one statement. */
function countOnBatch(success: number, failure: number, batchId = '?'): string {
  const done = `success_count + ${success} + failure_count + ${failure}`;
  return `update communication_batches
             set success_count = success_count + ${success}, failure_count = failure_count + ${failure},
                 status = case when fanned_out and ${done} >= total then 'finished' else 'running' end,
                 finished_at = case when fanned_out and ${done} >= total then coalesce(finished_at, now()) else null end
           where id = ${batchId}`;
}

/** What markFailed's statement returns: the row's batch, and whether it had been counted as a success. */
const FailedRow = z.object({ batchId: column.uuid.nullable(), confirmed: column.boolean });
const ResumedRow = z.object({ deliveryKey: column.text, attempts: column.count });
/** A statement that returns no rows. */
const NoRow = z.object({});

/** Timestamps the statements set are the database's `now()`, as the leases compare against it. */
const now = () => raw('now()');

/** A new delivery row: the record type makes the defaulted columns required, so they get their defaults here. */
const newRow = (row: NewCommunication) => ({ id: randomUUID(), ...row, mailingId: null, customerId: null, attempts: 0, createdAt: now(), sentAt: null });

@Injectable()
export class MikroOrmCommunicationStore extends CommunicationStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private communications(em: EntityManager = this.em) {
    return em.createQueryBuilder(CommunicationSchema);
  }

  private batches() {
    return this.em.createQueryBuilder(CommunicationBatchSchema);
  }

  async insert(row: NewCommunication): Promise<InvoiceCommunicationRecord> {
    const qb = this.communications()
      .insert({ ...newRow(row), sentAt: row.status === 'link_opened' ? now() : null })
      .returning('*');
    const [inserted] = await entityRows<InvoiceCommunicationRecord, CommunicationRecord>(this.em, CommunicationSchema, qb);
    return inserted;
  }

  async insertBatchDeliveries(batchId: string, rows: NewCommunication[]): Promise<void> {
    if (!rows.length) return;
    await this.em.transactional(async (em) => {
      const inserted = await this.communications(em as EntityManager)
        .insert(rows.map(newRow))
        .onConflict('deliveryKey')
        .ignore()
        .returning('status')
        .execute<Pick<CommunicationRecord, 'status'>[]>('all', true);
      // Reminders that could not even be queued (no e-mail/phone) are failures now, counted once.
      const failed = inserted.filter((r) => r.status === 'failed').length;
      if (failed) await em.execute(countOnBatch(0, failed), [batchId]);
    });
  }

  findByKey(deliveryKey: string): Promise<CommunicationRecord | null> {
    return this.delivery({ deliveryKey });
  }

  listForInvoice(businessId: string, invoiceId: string): Promise<InvoiceCommunicationRecord[]> {
    // Rows that name an invoice are its messages (a mailing's rows name none).
    const qb = this.communications().select('*').where({ businessId, invoiceId }).orderBy({ createdAt: QueryOrder.DESC, id: QueryOrder.ASC }).limit(200);
    return entityRows<InvoiceCommunicationRecord, CommunicationRecord>(this.em, CommunicationSchema, qb);
  }

  async claim(deliveryKey: string, leaseMs: number): Promise<Claim | null> {
    // One conditional update: of two workers claiming at once, only one gets the row back. Prepared
    // (sql-rows.ts), like the other statements of every message: claim, record and confirm.
    const [row] = await entityRows<CommunicationRecord>(
      this.em,
      CommunicationSchema,
      sql`update communications set status = 'sending', attempts = attempts + 1, lease_until = now() + ${leaseMs}::int * interval '1 millisecond'
           where delivery_key = ${deliveryKey} and (status = 'queued' or (status = 'sending' and lease_until < now()))
          returning *`,
    );
    return row ?? null;
  }

  async prepareSent(claim: Claim, providerMessageId: string | null): Promise<PreparedRecord | null> {
    const held = await heldTransaction(
      this.em,
      sql`update communications set status = 'sent', provider_message_id = ${providerMessageId}::text, sent_at = now(), error = null
           where id = ${claim.id} and status = 'sending' and attempts = ${claim.attempts}::int
          returning id`,
    );
    if (!held.rows.length) {
      await held.rollback();
      return null;
    }
    // The caller ends the transaction; commit() writes COMMIT before it returns (the send's commit point).
    return { commit: held.commit, abandon: held.rollback };
  }

  async confirmSent(claim: Claim): Promise<void> {
    // One statement: this runs once per message of a batch. A WhatsApp status may have moved the row
    // on already (delivered, read, or failed after the API accepted it); its lease marks it unconfirmed.
    await parsedRows(
      this.em,
      NoRow,
      sql`with confirmed as (
            update communications set lease_until = null
             where id = ${claim.id} and status in ('sent', 'delivered', 'read', 'failed') and lease_until is not null
             returning batch_id
          )
          ${sql.raw(countOnBatch(1, 0, '(select batch_id from confirmed)'))}`,
    );
  }

  async release(claim: Claim, error: string): Promise<void> {
    await this.em.nativeUpdate(
      CommunicationSchema,
      { id: claim.id, status: 'sending', attempts: claim.attempts },
      { status: 'queued', leaseUntil: null, error: error.slice(0, 1000) },
    );
  }

  async markFailed(claim: Claim, { errorCode, error }: { errorCode: FailureCode; error: string }): Promise<void> {
    await this.em.transactional(async (em) => {
      // Reads the row as it was (locked) and fails it in one statement: a confirmed send is uncounted.
      const [row] = await parsedRows(
        em as EntityManager,
        FailedRow,
        `update communications c set status = 'failed', lease_until = null, error = ?, error_code = ?
           from (select id, status = 'sent' and lease_until is null as confirmed from communications
                  where id = ? and status in ('sending', 'sent') and attempts = ? for update) before
          where c.id = before.id
          returning c.batch_id as "batchId", before.confirmed`,
        [error.slice(0, 1000), errorCode, claim.id, claim.attempts],
      );
      if (row?.batchId) await em.execute(countOnBatch(row.confirmed ? -1 : 0, 1), [row.batchId]);
    });
  }

  async requeueAfterRefusal(claim: Claim, error: string): Promise<void> {
    await this.em.nativeUpdate(
      CommunicationSchema,
      { id: claim.id, status: 'sent', leaseUntil: { $ne: null }, attempts: claim.attempts },
      { status: 'queued', sentAt: null, leaseUntil: null, error: error.slice(0, 1000) },
    );
  }

  async noteOnSent(claim: Claim, error: string): Promise<void> {
    await this.em.nativeUpdate(CommunicationSchema, { id: claim.id, status: 'sent', attempts: claim.attempts }, { error: error.slice(0, 1000) });
    await this.confirmSent(claim);
  }

  async hold(claim: Claim): Promise<boolean> {
    const held = await this.em.nativeUpdate(CommunicationSchema, { id: claim.id, status: 'sending', attempts: claim.attempts }, { status: 'held', leaseUntil: null });
    return held === 1;
  }

  async resumeHeld(businessId: string, limit: number): Promise<{ deliveryKey: string; attempts: number }[]> {
    // One statement: a row skipped by a concurrent resume (locked) is that resume's to queue.
    return parsedRows(
      this.em,
      ResumedRow,
      sql`with resumed as (
            update communications set status = 'queued'
             where id in (select id from communications where business_id = ${businessId} and status = 'held' ${sql.limit(limit)} for update skip locked)
             returning delivery_key, attempts, batch_id
          ), touched as (
            update communication_batches set resumed_at = now() where id in (select batch_id from resumed)
          )
          select delivery_key as "deliveryKey", attempts from resumed`,
    );
  }

  async countHeld(businessId: string, batchId: string): Promise<number> {
    return this.em.count(CommunicationSchema, { businessId, batchId, status: 'held' });
  }

  findByProviderIdForWebhook(providerMessageId: string): Promise<CommunicationRecord | null> {
    return this.delivery({ providerMessageId });
  }

  private async delivery(where: Partial<Pick<CommunicationRecord, 'deliveryKey' | 'providerMessageId'>>): Promise<CommunicationRecord | null> {
    const [row] = await entityRows<CommunicationRecord>(this.em, CommunicationSchema, this.communications().select('*').where(where));
    return row ?? null;
  }

  async setProviderStatusForWebhook(id: string, from: DeliveryStatus, to: CommunicationStatus, error: string | null): Promise<void> {
    // A status without an error keeps the error already noted.
    await this.em.nativeUpdate(CommunicationSchema, { id, status: from }, { status: to, ...(error !== null && { error }) });
  }

  async createBatch(batch: Omit<BatchRecord, 'createdAt' | 'finishedAt' | 'resumedAt' | 'successCount' | 'failureCount' | 'fannedOut'>): Promise<BatchRecord | null> {
    // The partial unique index allows one running batch per business; a second start inserts nothing.
    const qb = this.batches()
      .insert({ ...batch, successCount: 0, failureCount: 0, fannedOut: false, createdAt: now() })
      .onConflict(raw(`("business_id") where "status" = 'running'`))
      .ignore()
      .returning('*');
    const [row] = await entityRows<BatchRecord>(this.em, CommunicationBatchSchema, qb);
    return row ?? null;
  }

  async findBatch(businessId: string, id: string): Promise<BatchRecord | null> {
    return this.batch({ businessId, id });
  }

  async findRunningBatch(businessId: string): Promise<BatchRecord | null> {
    return this.batch({ businessId, status: 'running' });
  }

  async retireStalledBatch(businessId: string, startedBefore: Date): Promise<void> {
    // A batch paused for a lapsed business is not stalled: its held reminders go out once it pays.
    await this.em.execute(
      `update communication_batches b set status = 'stalled', finished_at = now()
        where b.business_id = ? and b.status = 'running' and coalesce(b.resumed_at, b.created_at) < ?
          and not exists (select 1 from communications c where c.business_id = b.business_id and c.batch_id = b.id and c.status = 'held')`,
      [businessId, startedBefore],
    );
  }

  async findBatchForJob(id: string): Promise<BatchRecord | null> {
    return this.batch({ id });
  }

  private async batch(where: Partial<Pick<BatchRecord, 'id' | 'businessId' | 'status'>>): Promise<BatchRecord | null> {
    const [row] = await entityRows<BatchRecord>(this.em, CommunicationBatchSchema, this.batches().select('*').where(where));
    return row ?? null;
  }

  async countFailures(businessId: string, batchId: string): Promise<{ code: FailureCode; count: number }[]> {
    const rows = await this.communications()
      .select(['errorCode', raw('count(*)::int as n')])
      .where({ batchId, businessId, errorCode: { $ne: null } })
      .groupBy('errorCode')
      .orderBy({ [raw('n')]: QueryOrder.DESC, errorCode: QueryOrder.ASC })
      .execute<{ errorCode: FailureCode; n: number }[]>('all', true);
    return rows.map((r) => ({ code: r.errorCode, count: r.n }));
  }

  async completeFanOut(batchId: string): Promise<void> {
    await this.em.execute(
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
