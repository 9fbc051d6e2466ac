import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { CampaignResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Housekeeping } from '../../../platform/housekeeping/housekeeping';
import { JobHandlers } from '../../../platform/queue/job-handlers';
import { JobQueue } from '../../../platform/queue/job-queue';
import type { AuthContext } from '../../../shared/tenant';
import { Mailings } from '../../communications';
import { AccessRegained, SubscriptionAccess } from '../../subscription';
import { type Campaign, checkScheduledAt, nextStatus } from '../domain/campaign';
import { CampaignErrors } from '../domain/campaign-errors';
import { CampaignTargets } from './campaign-targets';
import { CampaignsService } from './campaigns.service';
import { CAMPAIGN_START_JOB, campaignStartJobId } from './jobs';
import { CampaignRepository } from './ports/campaign.repository';

/** Scheduled campaigns started per sweep (the delayed start job is the usual way; the sweep catches a lost one). */
const DUE_PER_SWEEP = 100;

/**
 * A campaign's life: draft → scheduled → running → completed, running ⇄ paused, draft, scheduled or
 * paused → cancelled (domain/campaign.ts). Each move locks the campaign's row, so two clicks are
 * checked one after the other: a second Start finds it running (409) and records nothing.
 */
@Injectable()
export class CampaignRuns implements OnModuleInit {
  private readonly logger = new Logger('Campaigns');

  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly records: CampaignsService,
    private readonly targets: CampaignTargets,
    private readonly mailings: Mailings,
    private readonly access: SubscriptionAccess,
    private readonly regained: AccessRegained,
    private readonly unitOfWork: UnitOfWork,
    private readonly queue: JobQueue,
    private readonly jobs: JobHandlers,
    private readonly housekeeping: Housekeeping,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.jobs.handle(CAMPAIGN_START_JOB, (payload) => this.startScheduled(payload.campaignId, new Date(payload.scheduledAt)));
    this.housekeeping.register('campaigns-scheduled', () => this.startDue(), { atStart: true });
    this.regained.subscribe('campaigns.paused-for-plan', (businessId) => this.resumePausedForPlan(businessId));
  }

  /** Resolves the targets now, records one delivery per target and queues them; `totalTargets` is their count. */
  async start(auth: AuthContext, id: string): Promise<CampaignResponse> {
    const campaign = await this.unitOfWork.run(async () => {
      const locked = await this.records.find(auth.businessId, id, true);
      return this.begin(auth.businessId, locked);
    });
    return this.records.get(auth, campaign.id);
  }

  async schedule(auth: AuthContext, id: string, scheduledAt: Date): Promise<CampaignResponse> {
    checkScheduledAt(scheduledAt, this.clock.now());
    await this.unitOfWork.run(async () => {
      const campaign = await this.records.find(auth.businessId, id, true);
      await this.campaigns.change(auth.businessId, campaign.id, { status: nextStatus(campaign.status, 'scheduled'), scheduledAt }, this.clock.now());
      const delayMs = Math.max(0, scheduledAt.getTime() - this.clock.now().getTime());
      await this.queue.enqueue(CAMPAIGN_START_JOB, { campaignId: campaign.id, scheduledAt: scheduledAt.toISOString() }, { jobId: campaignStartJobId(campaign.id, scheduledAt), delayMs });
    });
    return this.records.get(auth, id);
  }

  /** Sends stop at once; a message already being handed to the mail server still goes. */
  async pause(auth: AuthContext, id: string): Promise<CampaignResponse> {
    await this.unitOfWork.run(async () => {
      const campaign = await this.records.find(auth.businessId, id, true);
      await this.campaigns.change(auth.businessId, campaign.id, { status: nextStatus(campaign.status, 'paused'), pauseReason: null }, this.clock.now());
    });
    return this.records.get(auth, id);
  }

  async resume(auth: AuthContext, id: string): Promise<CampaignResponse> {
    await this.unitOfWork.run(async () => this.resumeLocked(auth.businessId, await this.records.find(auth.businessId, id, true)));
    await this.completeIfDone(id);
    return this.records.get(auth, id);
  }

  /** What was not sent yet never will be; the record of what was stays. */
  async cancel(auth: AuthContext, id: string): Promise<CampaignResponse> {
    await this.unitOfWork.run(async () => {
      const campaign = await this.records.find(auth.businessId, id, true);
      await this.campaigns.change(auth.businessId, campaign.id, { status: nextStatus(campaign.status, 'cancelled') }, this.clock.now());
      await this.mailings.cancel(auth.businessId, campaign.id);
    });
    return this.records.get(auth, id);
  }

  private async begin(businessId: string, campaign: Campaign): Promise<Campaign> {
    const status = nextStatus(campaign.status, 'started');
    const recipients = await this.targets.resolve(businessId, campaign);
    if (!recipients.length) throw CampaignErrors.noTargets();
    const now = this.clock.now();
    await this.mailings.start(businessId, campaign.id, recipients);
    // Nobody to send to (every target skipped): done as it starts.
    const done = recipients.every((r) => r.skip);
    await this.campaigns.change(
      businessId,
      campaign.id,
      { status: done ? 'completed' : status, totalTargets: recipients.length, startedAt: now, completedAt: done ? now : null, consecutiveFailures: 0, pauseReason: null },
      now,
    );
    return campaign;
  }

  private async resumeLocked(businessId: string, campaign: Campaign): Promise<void> {
    await this.campaigns.change(businessId, campaign.id, { status: nextStatus(campaign.status, 'resumed'), pauseReason: null, consecutiveFailures: 0 }, this.clock.now());
    await this.mailings.resume(businessId, campaign.id);
  }

  /** Resumed with every delivery already ended (they finished while it was paused): it is complete. */
  private async completeIfDone(id: string): Promise<void> {
    if (!(await this.mailings.hasPending(id))) await this.campaigns.complete(id, this.clock.now());
  }

  /** The start job of a schedule: does nothing unless the campaign is still scheduled for that time. */
  async startScheduled(campaignId: string, scheduledAt: Date): Promise<void> {
    await this.unitOfWork.run(async () => {
      const found = await this.campaigns.findForJob(campaignId);
      if (!found || found.status !== 'scheduled' || found.scheduledAt?.getTime() !== scheduledAt.getTime()) return;
      const campaign = await this.campaigns.findById(found.businessId, campaignId, { lock: true });
      if (campaign?.status !== 'scheduled') return;
      try {
        await this.begin(found.businessId, campaign);
      } catch (error) {
        // Nobody to reach at its time: it ends, rather than being tried again and again.
        if ((error as { code?: string }).code !== 'CAMPAIGN_NO_TARGETS') throw error;
        await this.campaigns.change(found.businessId, campaignId, { status: 'completed', startedAt: this.clock.now(), completedAt: this.clock.now() }, this.clock.now());
      }
    });
    await this.completeIfDone(campaignId);
  }

  /** Housekeeping: scheduled campaigns whose time has passed (a start job lost with the in-process queue, or a clock moved on). */
  async startDue(): Promise<number> {
    const due = await this.campaigns.dueScheduled(this.clock.now(), DUE_PER_SWEEP);
    for (const { id } of due) {
      const campaign = await this.campaigns.findForJob(id);
      if (campaign?.scheduledAt) await this.startScheduled(id, campaign.scheduledAt).catch((error: unknown) => this.logger.warn(`Scheduled campaign ${id} did not start: ${String(error)}`));
    }
    return 0;
  }

  /** A business that has the premium plan again: its campaigns that paused for want of it go on. */
  async resumePausedForPlan(businessId: string): Promise<void> {
    if (!(await this.access.businessHasAccess(businessId, 'campaigns'))) return;
    for (const id of await this.campaigns.pausedForPlan(businessId)) {
      await this.unitOfWork.run(async () => {
        const campaign = await this.campaigns.findById(businessId, id, { lock: true });
        if (campaign?.status === 'paused' && campaign.pauseReason?.code === 'PLAN_REQUIRED') await this.resumeLocked(businessId, campaign);
      });
      await this.completeIfDone(id);
    }
  }
}
