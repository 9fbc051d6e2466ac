import type { CampaignMetrics, CampaignResponse } from '@hisaab/contracts';
import type { MailingProgress } from '../../communications';
import type { Campaign } from '../domain/campaign';

/** The figures of a started campaign: its delivery rows, and who left through its link. */
export function campaignMetrics(campaign: Campaign, progress: MailingProgress | undefined, unsubscribed: number): CampaignMetrics {
  const p = progress ?? { total: 0, sent: 0, failed: 0, failures: [], skipped: 0, skips: [], cancelled: 0, pending: 0 };
  const targets = campaign.totalTargets;
  const done = p.sent + p.failed + p.skipped + p.cancelled;
  return {
    targets,
    sent: p.sent,
    failed: p.failed,
    failures: p.failures,
    skipped: p.skipped,
    skips: p.skips,
    cancelled: p.cancelled,
    pending: p.pending,
    unsubscribed,
    progress: targets > 0 ? Math.floor((Math.min(done, targets) * 100) / targets) : 100,
  };
}

/** Metrics only once a campaign has started (spec part 2 §2: not for a draft). */
export function presentCampaign(campaign: Campaign, progress?: MailingProgress, unsubscribed = 0): CampaignResponse {
  const started = campaign.startedAt !== null;
  const metrics = started ? campaignMetrics(campaign, progress, unsubscribed) : null;
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    type: campaign.type,
    targetType: campaign.targetType,
    targetCustomerIds: campaign.targetCustomerIds,
    emailSubject: campaign.emailSubject,
    emailContent: campaign.emailContent,
    status: campaign.status,
    totalTargets: campaign.totalTargets,
    emailsSent: metrics?.sent ?? 0,
    createdAt: campaign.createdAt.toISOString(),
    scheduledAt: campaign.scheduledAt?.toISOString() ?? null,
    startedAt: campaign.startedAt?.toISOString() ?? null,
    completedAt: campaign.completedAt?.toISOString() ?? null,
    pauseReason: campaign.pauseReason,
    metrics,
  };
}
