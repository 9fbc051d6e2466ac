import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import type { KeysetPosition } from '../../../shared/cursor';
import { CustomerInvoiceActivity } from '../../billing';
import type { MailingRecipient } from '../../communications';
import { CustomerDirectory, type CustomerSummary } from '../../crm';
import { type Campaign, factsNeeded, type InvoiceFacts, isTarget, normalEmail, skipReason, targetWindow } from '../domain/campaign';
import { SuppressionList } from './ports/suppression-list';

/** Customers read per query while resolving a campaign's targets (crm's list index, in name order). */
const CUSTOMER_PAGE = 1000;

/** Resolves whom a campaign reaches, when it starts: crm's customers, billing's invoices, the suppression list. */
@Injectable()
export class CampaignTargets {
  constructor(
    private readonly customers: CustomerDirectory,
    private readonly invoices: CustomerInvoiceActivity,
    private readonly suppressions: SuppressionList,
    private readonly clock: Clock,
  ) {}

  /** One recipient per target customer; one who gets nothing (no e-mail, unsubscribed) carries the reason. */
  async resolve(businessId: string, campaign: Pick<Campaign, 'targetType' | 'targetCustomerIds'>): Promise<MailingRecipient[]> {
    const segment = new Set(campaign.targetCustomerIds);
    const candidates = campaign.targetType === 'custom_segment' ? await this.customers.findMany(businessId, [...segment]) : await this.everyCustomer(businessId);
    const facts = await this.facts(businessId, campaign.targetType);
    const targets = candidates.filter((customer) => isTarget(campaign.targetType, customer, facts, segment));
    const suppressed = await this.suppressions.among(businessId, [...new Set(targets.flatMap((t) => (t.email ? [normalEmail(t.email)] : [])))]);
    return targets.map((t) => ({ customerId: t.id, email: t.email, skip: skipReason(t.email, suppressed) }));
  }

  /** Which of `ids` are not customers of the business (another business's, or none at all). */
  async unknownCustomers(businessId: string, ids: readonly string[]): Promise<string[]> {
    const known = new Set((await this.customers.findMany(businessId, ids)).map((c) => c.id));
    return ids.filter((id) => !known.has(id));
  }

  private async everyCustomer(businessId: string): Promise<CustomerSummary[]> {
    const all: CustomerSummary[] = [];
    let after: KeysetPosition | null = null;
    do {
      const page: { items: CustomerSummary[]; next: KeysetPosition | null } = await this.customers.page(businessId, after, CUSTOMER_PAGE);
      all.push(...page.items);
      after = page.next;
    } while (after);
    return all;
  }

  private async facts(businessId: string, targetType: Campaign['targetType']): Promise<InvoiceFacts> {
    const needed = factsNeeded(targetType);
    const window = targetWindow(this.clock.todayInIndia());
    const none = new Set<string>();
    return {
      withOutstanding: needed.includes('withOutstanding') ? await this.invoices.withOutstanding(businessId) : none,
      invoicedRecently: needed.includes('invoicedRecently') ? await this.invoices.invoicedSince(businessId, window.recentSince) : none,
      invoicedWhileActive: needed.includes('invoicedWhileActive') ? await this.invoices.invoicedSince(businessId, window.activeSince) : none,
    };
  }
}
