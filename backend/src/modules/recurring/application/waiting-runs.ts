import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobQueue } from '../../../platform/queue/job-queue';
import { GENERATE_RUN_JOB, retryJobId } from './jobs';
import { RecurringStore } from './ports/recurring-store';

/**
 * Periods held while a business had no access are released at most this many a second once it has
 * access again: a long lapse does not crowd out every other business's invoices (nor its customers'
 * inboxes) the moment it pays.
 */
export const RELEASE_PER_SECOND = 50;

/** The periods of a business without access wait (docs/jobs.md "Scheduled work and the subscription"). */
@Injectable()
export class WaitingRuns {
  constructor(
    private readonly store: RecurringStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  /** The business's waiting periods are queued now, each once (a conditional update takes each row); resolves to how many. */
  release(businessId: string): Promise<number> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const ids = await this.store.releaseWaiting(businessId, now);
      // Possibly enqueued once before (then found the business without access): a new job id.
      await this.queue.enqueueMany(
        GENERATE_RUN_JOB,
        ids.map((runId, i) => ({ payload: { runId }, options: { jobId: retryJobId(runId, now), delayMs: Math.floor(i / RELEASE_PER_SECOND) * 1000 } })),
      );
      return ids.length;
    });
  }
}
