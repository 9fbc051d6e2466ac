import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CampaignMessages, type CampaignPauseReason } from '@hisaab/contracts';
import { LRUCache } from 'lru-cache';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { postalAddressLines } from '../../../shared/postal-address';
import { type AttemptOutcome, type MailingDecision, type MailingDelivery, Mailings, type MailingSender } from '../../communications';
import { CustomerDirectory } from '../../crm';
import { BusinessProfileReader } from '../../settings';
import { SubscriptionAccess } from '../../subscription';
import { campaignMessage, type Sender } from '../domain/campaign-content';
import { normalEmail } from '../domain/campaign';
import { CampaignRepository, type CampaignOfBusiness } from './ports/campaign.repository';
import { SendThrottle } from './ports/send-throttle';
import { SuppressedAddresses } from './suppressed-addresses';
import { UnsubscribeLinks } from './unsubscribe-links';

/**
 * How long a worker reuses what it read about a campaign and its sender. A pause is seen within this
 * time (a message claimed just before it still goes); a resume or a cancel is asked afresh (stateNow).
 */
const STATE_TTL_MS = 500;
const SENDER_TTL_MS = 30_000;


/**
 * Decides about each campaign e-mail when its turn comes (communications asks, having claimed the
 * delivery): the campaign still runs and the business still has the premium plan, the address has not
 * left the list since, the business's sends this minute are within CAMPAIGN_SENDS_PER_MINUTE; then the
 * message with its merge fields, the business as sender name and Reply-To, its address and the
 * recipient's signed unsubscribe link (List-Unsubscribe, One-Click).
 */
@Injectable()
export class CampaignSender implements MailingSender, OnModuleInit {
  private readonly logger = new Logger('Campaigns');
  private readonly campaigns = new LRUCache<string, CampaignOfBusiness | 'gone'>({ max: 1000, ttl: STATE_TTL_MS });
  private readonly senders = new LRUCache<string, Sender & { replyTo: string | null }>({ max: 1000, ttl: SENDER_TTL_MS });
  /** Campaigns this worker saw fail lately: their next success resets the run of failures even if the cached row says none. */
  private readonly failedLately = new LRUCache<string, true>({ max: 1000, ttl: STATE_TTL_MS * 4 });
  /** Reads of a campaign under way: the jobs that miss the cache together wait for one read. */
  private readonly reading = new Map<string, Promise<CampaignOfBusiness | 'gone'>>();
  /** Each cached campaign's message, its Markdown rendered once (not per recipient). */
  private readonly messages = new WeakMap<CampaignOfBusiness, ReturnType<typeof campaignMessage>>();

  constructor(
    private readonly mailings: Mailings,
    private readonly repository: CampaignRepository,
    private readonly suppressed: SuppressedAddresses,
    private readonly throttle: SendThrottle,
    private readonly access: SubscriptionAccess,
    private readonly customers: CustomerDirectory,
    private readonly profiles: BusinessProfileReader,
    private readonly links: UnsubscribeLinks,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.mailings.useSender(this);
  }

  async decide(delivery: MailingDelivery): Promise<MailingDecision> {
    const campaign = await this.campaign(delivery.mailingId);
    if (!campaign || campaign.businessId !== delivery.businessId || campaign.status === 'cancelled' || campaign.status === 'completed') return { drop: true };
    if (campaign.status !== 'running') return { wait: true };
    // Per recipient, answered from a 2-second cache: a plan that lapses mid-run pauses the campaign.
    if (!(await this.access.businessHasAccess(delivery.businessId, 'campaigns'))) {
      await this.pause(campaign.id, { code: 'PLAN_REQUIRED', message: CampaignMessages.pausedForPlan });
      return { wait: true };
    }
    const email = normalEmail(delivery.recipient);
    if ((await this.suppressed.of(delivery.businessId)).has(email)) return { skip: 'UNSUBSCRIBED' };
    const customer = await this.customers.getForBusiness(delivery.businessId, delivery.customerId);
    if (!customer) return { skip: 'CUSTOMER_NOT_FOUND' };
    if (this.config.campaignSendsPerMinute > 0) {
      const wait = await this.throttle.take(delivery.businessId, this.config.campaignSendsPerMinute, this.clock.now());
      if (wait > 0) return { later: wait };
    }
    const sender = await this.sender(delivery.businessId);
    const unsubscribeUrl = this.links.url({ businessId: delivery.businessId, campaignId: campaign.id, email });
    let messageFor = this.messages.get(campaign);
    if (!messageFor) {
      messageFor = campaignMessage(campaign);
      this.messages.set(campaign, messageFor);
    }
    const message = messageFor({ customerName: customer.name, businessName: sender.name }, sender, unsubscribeUrl);
    return {
      send: {
        ...message,
        fromName: sender.name,
        replyTo: sender.replyTo,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    };
  }

  async attempted(delivery: MailingDelivery, outcome: AttemptOutcome): Promise<void> {
    if (outcome.ok) {
      // A write per message only while there is a run of failures to end (the cached row, at most STATE_TTL_MS old, or this worker's own).
      const cached = this.campaigns.get(delivery.mailingId);
      const inARow = cached === undefined || cached === 'gone' || cached.consecutiveFailures > 0 || this.failedLately.has(delivery.mailingId);
      if (inARow) await this.repository.resetFailures(delivery.mailingId);
      return;
    }
    this.failedLately.set(delivery.mailingId, true);
    const failures = await this.repository.countFailure(delivery.mailingId);
    if (failures >= this.config.campaignMaxConsecutiveFailures) {
      await this.pause(delivery.mailingId, { code: 'SMTP_FAILURES', message: CampaignMessages.pausedForFailures(failures, outcome.detail.slice(0, 300)) });
    }
  }

  async drained(mailingId: string): Promise<void> {
    if (await this.repository.complete(mailingId, this.clock.now())) this.forget(mailingId);
  }

  async stateNow(mailingId: string): Promise<'running' | 'paused' | 'over'> {
    this.forget(mailingId);
    const status = (await this.campaign(mailingId))?.status;
    if (status === 'running') return 'running';
    return status === 'paused' || status === 'scheduled' || status === 'draft' ? 'paused' : 'over';
  }

  private async pause(campaignId: string, reason: CampaignPauseReason): Promise<void> {
    if (await this.repository.pauseItself(campaignId, reason, this.clock.now())) this.logger.warn(`Campaign ${campaignId} paused itself: ${reason.message}`);
    this.forget(campaignId);
  }

  private async campaign(id: string): Promise<CampaignOfBusiness | null> {
    const cached = this.campaigns.get(id) ?? (await this.read(id));
    return cached === 'gone' ? null : cached;
  }

  private read(id: string): Promise<CampaignOfBusiness | 'gone'> {
    let read = this.reading.get(id);
    if (!read) {
      const started = this.repository.findForJob(id).then((found) => found ?? 'gone');
      this.reading.set(id, started);
      // Cached unless forgotten meanwhile: a pause or stateNow wants a read that starts after it.
      const current = () => this.reading.get(id) === started;
      void started
        .then((found) => current() && this.campaigns.set(id, found), () => undefined)
        .finally(() => current() && this.reading.delete(id));
      read = started;
    }
    return read;
  }

  private forget(id: string): void {
    this.campaigns.delete(id);
    this.reading.delete(id);
  }

  /** The business as its customers know it: its configured name, e-mail and address. */
  private async sender(businessId: string): Promise<Sender & { replyTo: string | null }> {
    let sender = this.senders.get(businessId);
    if (!sender) {
      const profile = await this.profiles.getProfile(businessId);
      const address = postalAddressLines(profile.companyAddress, profile.companyCity, profile.companyPincode).join(', ');
      sender = { name: profile.companyName || 'Your supplier', address: address || null, replyTo: profile.companyEmail || null };
      this.senders.set(businessId, sender);
    }
    return sender;
  }
}
