import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AccountDeletionService, UserDirectory } from '../../identity';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Housekeeping } from '../../../platform/housekeeping/housekeeping';
import { Mailer } from '../../../platform/mail/mailer';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { JobQueue } from '../../../platform/queue/job-queue';
import { Clock } from '../../../platform/clock/clock';
import { ERASE_BUSINESS_JOB } from './jobs';
import { BusinessEraser, BusinessRecords } from './ports/business-records';
import { ExportFiles } from './ports/export-files';

const HOUR_MS = 3600 * 1000;
/** Due deletions enqueued per sweep; the next sweep takes the rest. */
const DUE_PER_SWEEP = 100;

/**
 * The permanent removal of a deleted account once its deletion is due (identity schedules it): the
 * hourly housekeeping enqueues one job per due business, and the job removes every row of the
 * business in every table, its export files and the dev outbox's copies of its mail, exactly once:
 * it holds the deletion's row locked while it works, and that row goes with the rest in the same
 * transaction, so a retry, a second worker or a rerun after a crash finds nothing left to do.
 */
@Injectable()
export class AccountErasureService implements OnModuleInit {
  private readonly logger = new Logger('AccountErasure');

  constructor(
    private readonly deletions: AccountDeletionService,
    private readonly users: UserDirectory,
    private readonly records: BusinessRecords,
    private readonly eraser: BusinessEraser,
    private readonly files: ExportFiles,
    private readonly mailer: Mailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly jobs: JobHandlers,
    private readonly housekeeping: Housekeeping,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.housekeeping.register('account-deletions', () => this.enqueueDue());
    this.jobs.handle(ERASE_BUSINESS_JOB, (payload) => this.erase(payload.businessId));
  }

  /** Enqueues the removal of each business whose deletion is due; resolves to 0 (it removes nothing itself). */
  async enqueueDue(): Promise<number> {
    const due = await this.deletions.dueBusinessIds(DUE_PER_SWEEP);
    // One job id per business and hour: sweeps in several processes add one job, a later sweep retries a failed one.
    const hour = Math.floor(this.clock.now().getTime() / HOUR_MS);
    await this.queue.enqueueMany(ERASE_BUSINESS_JOB, due.map((businessId) => ({ payload: { businessId }, options: { jobId: `account-erase:${businessId}:${hour}` } })));
    return 0;
  }

  private async erase(businessId: string): Promise<void> {
    // Who its stored mail concerns, read before the rows go.
    const owner = await this.users.getBusinessOwner(businessId);
    const deliveryKeys = new Set(await this.records.deliveryKeys(businessId));
    const removed = await this.unitOfWork.run(async () => {
      if (!(await this.deletions.lockDue(businessId))) return null; // cancelled, not due, or removed already
      const rows = await this.eraser.erase(businessId);
      // Files go before the commit: should it fail, the retry removes them again; after it, none is left behind.
      await this.files.removeAll(businessId);
      await this.mailer.forgetStored((message) => message.to === owner?.email || Object.values(message.headers ?? {}).some((value) => deliveryKeys.has(value)));
      return rows;
    });
    if (removed !== null) this.logger.log(`Removed a deleted account: ${removed} rows`);
  }
}
