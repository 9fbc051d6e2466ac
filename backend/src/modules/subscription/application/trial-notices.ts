import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Housekeeping } from '../../../platform/housekeeping/housekeeping';
import { JobQueue } from '../../../platform/queue/job-queue';
import { SUBSCRIPTION_EMAIL_JOB } from './subscription-email.job';
import { SubscriptionStore } from './ports/subscription-store';

const DAY_MS = 24 * 3600 * 1000;
/** The first notice goes this long before the trial ends. */
export const TRIAL_NOTICE_BEFORE_MS = 2 * DAY_MS;

/**
 * E-mails two days before a trial ends and on the day it ends, each once: a row per user, kind and
 * trial end (a trial the master admin extends gets its own notices), inserted with its job. Run by the
 * hourly housekeeping, so a notice goes out within the hour its moment comes.
 */
@Injectable()
export class TrialNotices implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly store: SubscriptionStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.housekeeping.register('subscription-trial-notices', () => this.queueDue());
  }

  /** Records and queues the notices now due; resolves to how many. */
  async queueDue(): Promise<number> {
    const now = this.clock.now();
    // Ended within the last day ("on the day it ends"), or ending within the next two days.
    const trials = await this.store.trialsEnding(new Date(now.getTime() - DAY_MS), new Date(now.getTime() + TRIAL_NOTICE_BEFORE_MS), now);
    let queued = 0;
    for (const trial of trials) {
      const kind = trial.trialEndDate.getTime() <= now.getTime() ? 'trial-ended' : 'trial-ending';
      const id = `${kind}:${trial.userId}:${trial.trialEndDate.toISOString()}`;
      const added = await this.unitOfWork.run(async () => {
        if (!(await this.store.addEmail({ id, businessId: trial.businessId, userId: trial.userId, kind, subscriptionId: null, trialEndDate: trial.trialEndDate }, now))) return false;
        await this.queue.enqueue(SUBSCRIPTION_EMAIL_JOB, { emailId: id }, { jobId: `subscription-email:${id}` });
        return true;
      });
      if (added) queued++;
    }
    return queued;
  }
}
