import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BatchProgressResponse } from '@hisaab/contracts';
import { JobQueue } from '../../../platform/queue/job-queue';
import type { AuthContext } from '../../../shared/tenant';
import { InvoiceMessagingReader } from '../../billing';
import { BATCH_STALE_AFTER_MS, channelsFor, CommunicationErrors, failureSummary, isUuid, type BulkMethod } from '../domain/communication';
import { FAN_OUT_JOB, fanOutJobId } from './jobs';
import { CommunicationStore, type BatchRecord } from './ports/communication-store';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';

export type BatchProgress = BatchProgressResponse;

const WAIT_FOR_RESULT_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bulk overdue reminders: one batch, one fan-out job, one delivery per (invoice, channel). */
@Injectable()
export class BulkRemindersService {
  constructor(
    private readonly store: CommunicationStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly reader: InvoiceMessagingReader,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts a batch (or joins the business's running one: a double click sends nothing twice) and
   * waits briefly for it to finish. The batch row and its fan-out job (an outbox row) commit together:
   * with the queue down the batch waits, and the outbox relays its job once the queue is back.
   */
  async start(auth: AuthContext, method: BulkMethod, fromEmail: string | null): Promise<BatchProgress> {
    await this.store.retireStalledBatch(auth.businessId, new Date(this.clock.now().getTime() - BATCH_STALE_AFTER_MS));
    const running = await this.store.findRunningBatch(auth.businessId);
    if (running) return this.present(running);
    const today = this.clock.todayInIndia();
    const overdue = await this.reader.countOverdue(auth.businessId, today);
    if (overdue === 0) {
      return { success: true, batchId: null, status: 'finished', total: 0, successCount: 0, failureCount: 0, heldCount: 0, failures: [], createdAt: null, finishedAt: null };
    }
    const batchId = randomUUID();
    const created = await this.unitOfWork.run(async () => {
      const batch = await this.store.createBatch({
        id: batchId,
        businessId: auth.businessId,
        method,
        fromEmail: method === 'whatsapp' ? null : fromEmail,
        asOf: today,
        total: overdue * channelsFor(method).length,
        status: 'running',
      });
      if (batch) await this.queue.enqueue(FAN_OUT_JOB, { batchId }, { jobId: fanOutJobId(batchId) });
      return batch;
    });
    if (!created) {
      // Another request started a batch a moment ago: answer with that one.
      const other = await this.store.findRunningBatch(auth.businessId);
      if (other) return this.present(other);
    }
    return this.waitForResult(auth.businessId, batchId, WAIT_FOR_RESULT_MS);
  }

  async progress(auth: AuthContext, batchId: string): Promise<BatchProgress> {
    const batch = isUuid(batchId) ? await this.store.findBatch(auth.businessId, batchId) : null;
    if (!batch) throw CommunicationErrors.batchNotFound();
    return this.present(batch);
  }

  private async waitForResult(businessId: string, batchId: string, waitMs: number): Promise<BatchProgress> {
    // How long this request may hold the connection: wall time, not the business Clock.
    const deadline = Date.now() + waitMs;
    for (;;) {
      const batch = await this.store.findBatch(businessId, batchId);
      if (!batch) throw CommunicationErrors.batchNotFound();
      if (batch.status === 'finished' || Date.now() >= deadline) return this.present(batch);
      await sleep(100);
    }
  }

  /**
   * The counts are kept on the batch row; the reasons are summed only when there are failures, the
   * held reminders (a partial index) counted only while it runs.
   */
  private async present(batch: BatchRecord): Promise<BatchProgress> {
    const [failures, heldCount] = await Promise.all([
      batch.failureCount > 0 ? this.store.countFailures(batch.businessId, batch.id).then(failureSummary) : [],
      batch.status === 'running' ? this.store.countHeld(batch.businessId, batch.id) : 0,
    ]);
    return {
      success: true,
      batchId: batch.id,
      status: heldCount > 0 ? 'paused' : batch.status,
      total: batch.total,
      successCount: batch.successCount,
      failureCount: batch.failureCount,
      heldCount,
      failures,
      createdAt: batch.createdAt.toISOString(),
      finishedAt: batch.finishedAt?.toISOString() ?? null,
    };
  }
}
