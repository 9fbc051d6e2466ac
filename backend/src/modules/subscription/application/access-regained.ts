import { Injectable, OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { defineJob } from '../../../platform/queue/job-catalogue';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { JobQueue } from '../../../platform/queue/job-queue';
import { SubscriptionAccess } from './subscription-access';

/** A business may have access again: its listeners resume the scheduled work they held. */
export const ACCESS_REGAINED_JOB = defineJob('subscription.access-regained', z.object({ businessId: z.uuid() }));

/** Resumes a module's held work for the business; called again when the job is retried, so it must be idempotent. */
export type AccessRegainedListener = (businessId: string) => Promise<void>;

/**
 * Tells other modules' scheduled work that a business may run again: a plan was activated (payment
 * verified, webhook, Refresh Status, the master's grant) or the master changed a trial. The news is a
 * job enqueued in the transaction of that change (the outbox), so it is never lost and runs once the
 * change is visible, in whichever process runs jobs. Modules that depend on subscription register a
 * listener in `onModuleInit`; subscription knows none of them (no dependency cycle).
 */
@Injectable()
export class AccessRegained implements OnModuleInit {
  private readonly listeners = new Map<string, AccessRegainedListener>();

  constructor(
    private readonly jobs: JobHandlers,
    private readonly queue: JobQueue,
    private readonly access: SubscriptionAccess,
  ) {}

  onModuleInit() {
    this.jobs.handle(ACCESS_REGAINED_JOB, ({ businessId }) => this.notify(businessId));
  }

  /** `name` names the work (one listener each), e.g. 'communications.held-deliveries'. */
  subscribe(name: string, listener: AccessRegainedListener): void {
    if (this.listeners.has(name)) throw new Error(`An access-regained listener named ${name} is registered already`);
    this.listeners.set(name, listener);
  }

  /** Call inside the transaction that grants access (a plan, a trial). */
  async announce(businessId: string): Promise<void> {
    await this.queue.enqueue(ACCESS_REGAINED_JOB, { businessId });
  }

  private async notify(businessId: string): Promise<void> {
    // A trial the master moved into the past announces too: nothing to resume then.
    if (!(await this.access.businessHasAccess(businessId, 'business'))) return;
    for (const listener of this.listeners.values()) await listener(businessId);
  }
}
