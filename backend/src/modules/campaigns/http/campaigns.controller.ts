import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { RequiresCampaignPlan } from '../../../platform/auth/access.decorator';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Answer, Responds } from '../../../platform/http/responds';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import type { AuthContext } from '../../../shared/tenant';
import { CampaignRuns } from '../application/campaign-runs.service';
import { CampaignsService } from '../application/campaigns.service';
import { CampaignDto, CampaignPreviewDto, CampaignScheduleDto, ListCampaignsQuery } from './campaigns.dto';

/**
 * /api/campaigns — the Marketing Campaigns screen (spec part 2 §2, §7). Only with the premium plan (or
 * as the master admin): below it every route answers 402 PLAN_UPGRADE_REQUIRED. Every call is scoped to
 * the caller's business; another business's id is a 404. A move the campaign's status does not allow
 * is 409 CAMPAIGN_INVALID_TRANSITION.
 */
@RequiresCampaignPlan()
@Controller('campaigns')
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly runs: CampaignRuns,
  ) {}

  /** `{items, nextCursor}`, newest first, each with its figures once started; `?search=` (name or description), `?status=`. */
  @Get()
  @Responds(200, Answer.of('CampaignPageResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListCampaignsQuery) {
    return this.campaigns.list(auth, query);
  }

  /** A new draft; `targetCustomerIds` (custom_segment only) must be the business's customers. */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @Responds(201, Answer.of('CampaignResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: CampaignDto) {
    return this.campaigns.create(auth, body);
  }

  /** The message as a customer gets it (sample merge values): content as safe HTML and as text. */
  @Post('preview')
  @HttpCode(200)
  @Responds(200, Answer.of('CampaignPreviewResponse'))
  preview(@CurrentUser() auth: AuthContext, @Body() body: CampaignPreviewDto) {
    return this.campaigns.preview(auth, body);
  }

  /** The campaign with its figures: targets, sent, failed by reason, skipped, unsubscribed since, progress. */
  @Get(':id')
  @Responds(200, Answer.of('CampaignResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.campaigns.get(auth, id);
  }

  /** A running campaign is 409 CAMPAIGN_RUNNING: pause it first. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<void> {
    await this.campaigns.delete(auth, id);
  }

  /** Draft or scheduled → running: the targets are resolved and counted now, one e-mail each is queued (each sent once). */
  @Post(':id/start')
  @HttpCode(200)
  @Idempotent()
  @Responds(200, Answer.of('CampaignResponse'))
  start(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.runs.start(auth, id);
  }

  /** Draft → scheduled: it starts by itself at `scheduledAt`. */
  @Post(':id/schedule')
  @HttpCode(200)
  @Responds(200, Answer.of('CampaignResponse'))
  schedule(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: CampaignScheduleDto) {
    return this.runs.schedule(auth, id, new Date(body.scheduledAt));
  }

  @Post(':id/pause')
  @HttpCode(200)
  @Responds(200, Answer.of('CampaignResponse'))
  pause(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.runs.pause(auth, id);
  }

  @Post(':id/resume')
  @HttpCode(200)
  @Responds(200, Answer.of('CampaignResponse'))
  resume(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.runs.resume(auth, id);
  }

  /** Draft, scheduled or paused → cancelled: what was not sent never will be. */
  @Post(':id/cancel')
  @HttpCode(200)
  @Responds(200, Answer.of('CampaignResponse'))
  cancel(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.runs.cancel(auth, id);
  }
}
