import { Injectable } from '@nestjs/common';
import type { UnsubscribeDetailsResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { BusinessProfileReader } from '../../settings';
import { normalEmail } from '../domain/campaign';
import { CampaignErrors } from '../domain/campaign-errors';
import { SuppressionList } from './ports/suppression-list';
import { SuppressedAddresses } from './suppressed-addresses';
import { type UnsubscribeTarget, UnsubscribeLinks } from './unsubscribe-links';

/**
 * The recipient's side of a campaign (RFC 8058): the signed link shows whose list it leaves, and a
 * POST to it (the mail client's one-click, or the page's button) puts the address on the business's
 * suppression list at once, with no sign-in. Every later campaign of the business skips it; invoice
 * e-mails and payment reminders are not campaigns and still go.
 */
@Injectable()
export class UnsubscribesService {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly suppressions: SuppressionList,
    private readonly suppressed: SuppressedAddresses,
    private readonly profiles: BusinessProfileReader,
    private readonly clock: Clock,
  ) {}

  async details(token: string): Promise<UnsubscribeDetailsResponse> {
    const target = this.read(token);
    const [profile, unsubscribed] = await Promise.all([this.profiles.getProfile(target.businessId), this.suppressions.has(target.businessId, normalEmail(target.email))]);
    return { businessName: profile.companyName || 'this business', email: target.email, unsubscribed };
  }

  /** Idempotent: a second POST (the client retrying, the button after one-click) finds it done. */
  async unsubscribe(token: string): Promise<UnsubscribeDetailsResponse> {
    const target = this.read(token);
    await this.suppressions.add(target.businessId, normalEmail(target.email), target.campaignId, this.clock.now());
    this.suppressed.forget(target.businessId);
    return this.details(token);
  }

  private read(token: string): UnsubscribeTarget {
    const target = this.links.read(token);
    if (!target) throw CampaignErrors.unsubscribeLinkInvalid();
    return target;
  }
}
