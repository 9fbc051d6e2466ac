import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { RecurringRunStatus } from '@hisaab/contracts';
import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Housekeeping } from '../../../platform/housekeeping/housekeeping';
import { JobQueue } from '../../../platform/queue/job-queue';
import { RUN_MESSAGES } from '../domain/runs';
import { duePeriods, dueThrough } from '../domain/schedule';
import { GENERATE_RUN_JOB, generateJobId, retryJobId } from './jobs';
import { BusinessAccess } from './ports/partners';
import { WaitingRuns } from './waiting-runs';
import { RecurringStore, type NewRun, type TemplateAdvance } from './ports/recurring-store';

/** Templates handed out per transaction: the jobs of each batch start while the next is read. */
const FAN_OUT_BATCH = 500;
const WAITING_BUSINESSES_PER_PASS = 200;
/** A pending run whose job has not finished it after this long lost its job (or it gave up): it is enqueued again. */
export const STALE_RUN_AFTER_MS = 60 * 60 * 1000;
const STALE_RUNS_PER_PASS = 5000;

/**
 * The daily run of recurring invoices (docs/recurring.md). It runs in every process, at start-up
 * and with the hourly housekeeping; periods become due at RECURRING_RUN_HOUR_IST o'clock IST on
 * their date. Each pass:
 * 1. hands out every due period of every template, oldest first: one run row per (template,
 *    period) — a unique key, so passes in several processes, or twice, record it once — and one job
 *    per pending run, in the same transaction that moves the template's nextInvoiceDate on. A paused
 *    template's periods are recorded as skipped; a business without access gets them recorded as
 *    waiting, with no job, and they are released (each once) when it has access again;
 * 2. releases the waiting runs of businesses that have access again;
 * 3. enqueues again the pending runs whose job was lost.
 */
@Injectable()
export class RecurringScheduler implements OnModuleInit {
  private readonly logger = new Logger('RecurringInvoices');

  constructor(
    private readonly store: RecurringStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly access: BusinessAccess,
    private readonly waiting: WaitingRuns,
    private readonly housekeeping: Housekeeping,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.housekeeping.register('recurring-invoices', () => this.runPass(), { atStart: true });
    this.access.onAccessRegained((businessId) => this.waiting.release(businessId).then(() => undefined));
  }

  /** One pass; resolves to 0 (it removes no rows: housekeeping counts removals). */
  async runPass(): Promise<number> {
    const handed = await this.fanOut();
    let released = 0;
    for (const businessId of await this.store.businessesWaiting(WAITING_BUSINESSES_PER_PASS)) {
      if (await this.access.hasAccess(businessId)) released += await this.waiting.release(businessId);
    }
    const requeued = await this.requeueStale();
    if (handed.pending + handed.waiting + handed.skipped + released + requeued > 0) {
      this.logger.log(`Recurring invoices: ${handed.pending} periods queued, ${handed.waiting} waiting for access, ${handed.skipped} skipped, ${released} released, ${requeued} queued again`);
    }
    return 0;
  }

  /** Hands out every period due now; counts the runs recorded, by status. */
  async fanOut(): Promise<Record<'pending' | 'waiting' | 'skipped', number>> {
    const now = this.clock.now();
    const through = dueThrough(now, this.config.recurringRunHourIst);
    const counts = { pending: 0, waiting: 0, skipped: 0 };
    const accessOf = new Map<string, boolean>();
    for (;;) {
      const batch = await this.unitOfWork.run(async () => {
        const due = await this.store.lockDue(through, FAN_OUT_BATCH);
        const runs: NewRun[] = [];
        const advances: { templateId: string; advance: TemplateAdvance }[] = [];
        for (const template of due) {
          const { dates, next } = duePeriods({ ...template, nextInvoiceDate: template.nextInvoiceDate! }, through);
          let status: RecurringRunStatus = 'skipped';
          let message: string | null = RUN_MESSAGES.paused;
          if (template.isActive) {
            if (!accessOf.has(template.businessId)) accessOf.set(template.businessId, await this.access.hasAccess(template.businessId));
            [status, message] = accessOf.get(template.businessId) ? ['pending', null] : ['waiting', RUN_MESSAGES.noAccess];
          }
          for (const periodDate of dates) {
            runs.push({ id: randomUUID(), businessId: template.businessId, templateId: template.id, periodDate, status, trigger: 'schedule', message, queuedAt: now, createdAt: now });
          }
          const last = dates.at(-1) ?? null;
          advances.push({
            templateId: template.id,
            advance: {
              nextInvoiceDate: next,
              lastPeriodDate: last ?? template.lastPeriodDate,
              // A pending run shows on the template when its invoice is made.
              lastRun: last && status !== 'pending' ? { periodDate: last, status, message } : null,
              at: now,
            },
          });
        }
        const inserted = await this.store.insertRuns(runs);
        await this.store.advance(advances);
        const pending = inserted.filter((run) => run.status === 'pending').sort((a, b) => a.periodDate.localeCompare(b.periodDate));
        await this.queue.enqueueMany(GENERATE_RUN_JOB, pending.map((run) => ({ payload: { runId: run.id }, options: { jobId: generateJobId(run.id) } })));
        for (const run of inserted) counts[run.status as keyof typeof counts]++;
        return due.length;
      });
      if (batch < FAN_OUT_BATCH) break;
    }
    // Access may have come back while the pass held a business's periods, after its announcement's release ran.
    for (const [businessId, allowed] of accessOf) if (!allowed && (await this.access.hasAccess(businessId))) await this.waiting.release(businessId);
    return counts;
  }

  private async requeueStale(): Promise<number> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const ids = await this.store.requeueStale(new Date(now.getTime() - STALE_RUN_AFTER_MS), now, STALE_RUNS_PER_PASS);
      await this.queue.enqueueMany(GENERATE_RUN_JOB, ids.map((runId) => ({ payload: { runId }, options: { jobId: retryJobId(runId, now) } })));
      return ids.length;
    });
  }
}
