import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CampaignMessages, type CampaignPageResponse, type CampaignPreviewResponse, type CampaignRequest, type CampaignResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decodeInstantKeyset, encodeKeyset, pageLimit } from '../../../shared/cursor';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid } from '../../../shared/uuid';
import { Mailings } from '../../communications';
import { BusinessProfileReader } from '../../settings';
import { type Campaign, type CampaignStatus, checkDeletable, checkTargets } from '../domain/campaign';
import { renderContent } from '../domain/campaign-content';
import { CampaignErrors } from '../domain/campaign-errors';
import { presentCampaign } from './campaign-presenter';
import { CampaignTargets } from './campaign-targets';
import { CampaignRepository } from './ports/campaign.repository';
import { SuppressionList } from './ports/suppression-list';

export const CAMPAIGN_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** The Marketing Campaigns screen's records: list with figures, details, create, delete, preview — scoped to the caller's business. */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly targets: CampaignTargets,
    private readonly mailings: Mailings,
    private readonly suppressions: SuppressionList,
    private readonly profiles: BusinessProfileReader,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, query: { search?: string; status?: CampaignStatus; limit?: number; cursor?: string }): Promise<CampaignPageResponse> {
    const limit = pageLimit(query.limit, CAMPAIGN_PAGE);
    const slice = await this.campaigns.list(auth.businessId, { search: query.search?.trim() || undefined, status: query.status, limit, before: decodeInstantKeyset(query.cursor) });
    return { items: await this.present(auth.businessId, slice.items), nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async get(auth: AuthContext, id: string): Promise<CampaignResponse> {
    const [presented] = await this.present(auth.businessId, [await this.find(auth.businessId, id)]);
    return presented;
  }

  async create(auth: AuthContext, form: CampaignRequest): Promise<CampaignResponse> {
    const targetCustomerIds = [...new Set(form.targetCustomerIds ?? [])];
    checkTargets(form.targetType, targetCustomerIds);
    if ((await this.targets.unknownCustomers(auth.businessId, targetCustomerIds)).length) throw CampaignErrors.invalid({ targetCustomerIds: CampaignMessages.segmentCustomerUnknown });
    const now = this.clock.now();
    const campaign: Campaign = {
      id: randomUUID(),
      name: form.name,
      description: form.description ?? null,
      type: form.type ?? 'email',
      targetType: form.targetType,
      targetCustomerIds,
      emailSubject: form.emailSubject,
      emailContent: form.emailContent,
      status: 'draft',
      totalTargets: 0,
      consecutiveFailures: 0,
      pauseReason: null,
      scheduledAt: null,
      startedAt: null,
      completedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.unitOfWork.run(() => this.campaigns.insert(auth.businessId, campaign));
    return presentCampaign(campaign);
  }

  /** A running campaign must be paused first; its delivery records go with it (the suppression list stays). */
  async delete(auth: AuthContext, id: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const campaign = await this.find(auth.businessId, id, true);
      checkDeletable(campaign.status);
      await this.mailings.forget(auth.businessId, campaign.id);
      await this.campaigns.delete(auth.businessId, campaign.id);
    });
  }

  /** The message as a customer would get it, with sample merge values (the business's own name). */
  async preview(auth: AuthContext, form: { emailSubject: string; emailContent: string }): Promise<CampaignPreviewResponse> {
    const profile = await this.profiles.getProfile(auth.businessId);
    const values = { customerName: 'Customer Name', businessName: profile.companyName || 'Your business' };
    const { html, text } = renderContent(form.emailContent, values);
    const subject = renderContent(form.emailSubject, values).text.replace(/\s+/g, ' ').trim();
    return { subject, html, text };
  }

  /** The campaign, or CAMPAIGN_NOT_FOUND (another business's id too); `lock` inside a unit of work. */
  async find(businessId: string, id: string, lock = false): Promise<Campaign> {
    const campaign = isUuid(id) ? await this.campaigns.findById(businessId, id, { lock }) : null;
    if (!campaign) throw CampaignErrors.notFound();
    return campaign;
  }

  /** Figures for a page of campaigns: one aggregate over their deliveries, one over the suppressions. */
  async present(businessId: string, campaigns: Campaign[]): Promise<CampaignResponse[]> {
    const started = campaigns.filter((c) => c.startedAt).map((c) => c.id);
    const [progress, unsubscribed] = await Promise.all([this.mailings.progress(businessId, started), this.suppressions.countByCampaign(businessId, started)]);
    return campaigns.map((c) => presentCampaign(c, progress.get(c.id), unsubscribed.get(c.id) ?? 0));
  }
}
