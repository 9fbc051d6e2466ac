import { Injectable, OnModuleInit } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobQueue } from '../../../platform/queue/job-queue';
import { AccessRegained, SubscriptionAccess } from '../../subscription';
import { DELIVER_JOB, resumedDeliverJobId } from './jobs';
import { CommunicationStore, type Claim } from './ports/communication-store';

/**
 * Held deliveries are queued again at most this many per second after their business pays, so a
 * business with thousands held does not crowd out every other business's sends (nor trip the mail
 * provider's rate limits) the moment it pays.
 */
export const RESUME_PER_SECOND = 50;
const RESUME_PAGE = 500;

/**
 * Scheduled sends of a business without access (no plan, no trial) wait instead of going out: a
 * delivery whose turn comes then is held (neither sent nor failed), and when the subscription module
 * says the business has access again, its held deliveries are queued again at a bounded rate.
 */
@Injectable()
export class HeldDeliveries implements OnModuleInit {
  constructor(
    private readonly store: CommunicationStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly access: SubscriptionAccess,
    private readonly regained: AccessRegained,
  ) {}

  onModuleInit() {
    this.regained.subscribe('communications.held-deliveries', async (businessId) => {
      await this.resume(businessId);
    });
  }

  /** Asked before each send (and each page of a fan-out). */
  mayDeliver(businessId: string): Promise<boolean> {
    return this.access.businessHasAccess(businessId, 'business');
  }

  /** The claimed delivery waits until its business has access again. */
  async hold(claim: Claim): Promise<void> {
    if (!(await this.store.hold(claim))) return;
    await this.resumeIfAllowed(claim.businessId);
  }

  /**
   * Access may have come back while a hold was being decided, after the resume its announcement
   * caused had run: that resume did not see the new held rows, so whoever holds asks once more.
   */
  async resumeIfAllowed(businessId: string): Promise<void> {
    if (await this.mayDeliver(businessId)) await this.resume(businessId);
  }

  /** Queues the business's held deliveries again, RESUME_PER_SECOND a second; resolves to how many. */
  async resume(businessId: string): Promise<number> {
    let queued = 0;
    for (;;) {
      const page = await this.unitOfWork.run(async () => {
        const rows = await this.store.resumeHeld(businessId, RESUME_PAGE);
        await this.queue.enqueueMany(
          DELIVER_JOB,
          rows.map((row, i) => ({
            payload: { deliveryKey: row.deliveryKey },
            options: { jobId: resumedDeliverJobId(row.deliveryKey, row.attempts), delayMs: Math.floor((queued + i) / RESUME_PER_SECOND) * 1000 },
          })),
        );
        return rows.length;
      });
      queued += page;
      if (page < RESUME_PAGE) return queued;
    }
  }
}
