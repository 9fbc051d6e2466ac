import type { CampaignPauseReason } from '@hisaab/contracts';
import type { KeysetPosition, Slice } from '../../../../shared/cursor';
import type { Campaign, CampaignStatus } from '../../domain/campaign';

export interface CampaignListQuery {
  /** Anywhere in the name or description (any case). */
  search?: string;
  status?: CampaignStatus;
  limit: number;
  /** Keyset position: rows before this (created_at as PostgreSQL's text, id), newest first. */
  before?: KeysetPosition;
}

/** A campaign as a job sees it: its business with it. */
export type CampaignOfBusiness = Campaign & { businessId: string };

/** What a status change writes besides the status. */
export type CampaignChange = Partial<Pick<Campaign, 'status' | 'totalTargets' | 'pauseReason' | 'scheduledAt' | 'startedAt' | 'completedAt' | 'consecutiveFailures'>>;

/** Campaigns of one business; every method the HTTP side uses takes the tenant first. */
export abstract class CampaignRepository {
  abstract list(businessId: string, query: CampaignListQuery): Promise<Slice<Campaign>>;
  /** With `lock`, the row stays locked until the transaction ends (moves of one campaign wait for each other). */
  abstract findById(businessId: string, id: string, options?: { lock: boolean }): Promise<Campaign | null>;
  abstract insert(businessId: string, campaign: Campaign): Promise<void>;
  abstract change(businessId: string, id: string, change: CampaignChange, at: Date): Promise<void>;
  /** False when the campaign is not this business's. */
  abstract delete(businessId: string, id: string): Promise<boolean>;

  /** For jobs, which know only the id. */
  abstract findForJob(id: string): Promise<CampaignOfBusiness | null>;
  /** Scheduled campaigns whose time has come. */
  abstract dueScheduled(now: Date, limit: number): Promise<{ businessId: string; id: string }[]>;
  /** The business's campaigns that paused themselves for want of the plan. */
  abstract pausedForPlan(businessId: string): Promise<string[]>;

  /** running → paused with its reason; false when it was not running. */
  abstract pauseItself(id: string, reason: CampaignPauseReason, at: Date): Promise<boolean>;
  /** running → completed; false when it was not running. */
  abstract complete(id: string, at: Date): Promise<boolean>;
  /** One more SMTP failure in a row; resolves to how many now. */
  abstract countFailure(id: string): Promise<number>;
  /** A success ends a run of failures (writes only when there was one). */
  abstract resetFailures(id: string): Promise<void>;
}
