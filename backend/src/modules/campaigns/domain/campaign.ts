/** A marketing campaign, its states and who it reaches (spec part 2 §2, §4, §5). */
import {
  CAMPAIGN_INACTIVE_DAYS,
  CAMPAIGN_RECENT_DAYS,
  CAMPAIGN_TRANSITIONS,
  CampaignMessages,
  type CampaignPauseReason,
  type CampaignStatus,
  type CampaignTargetType,
  type CampaignType,
} from '@hisaab/contracts';
import { addDays } from '@hisaab/gst';
import { CampaignErrors } from './campaign-errors';

export type { CampaignStatus, CampaignTargetType, CampaignType };

/** What the create form sets (http/campaigns.dto.ts has checked each field). */
export interface CampaignFields {
  name: string;
  description: string | null;
  type: CampaignType;
  targetType: CampaignTargetType;
  targetCustomerIds: string[];
  emailSubject: string;
  emailContent: string;
}

export interface Campaign extends CampaignFields {
  id: string;
  status: CampaignStatus;
  totalTargets: number;
  /** SMTP failures in a row (any recipient); reset by a success. */
  consecutiveFailures: number;
  pauseReason: CampaignPauseReason | null;
  scheduledAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The user's moves, by the word the 409 message uses. */
export type CampaignAction = 'started' | 'scheduled' | 'paused' | 'resumed' | 'cancelled';

const TARGET_OF: Readonly<Record<CampaignAction, CampaignStatus>> = {
  started: 'running',
  scheduled: 'scheduled',
  paused: 'paused',
  resumed: 'running',
  cancelled: 'cancelled',
};

/** Which statuses each action leaves from: the contract's transitions, except that resume only leaves 'paused' and start never does. */
const FROM: Readonly<Record<CampaignAction, readonly CampaignStatus[]>> = {
  started: ['draft', 'scheduled'],
  scheduled: ['draft'],
  paused: ['running'],
  resumed: ['paused'],
  cancelled: ['draft', 'scheduled', 'paused'],
};

/** The status `action` leads to from `from`; throws CAMPAIGN_INVALID_TRANSITION (409) otherwise. */
export function nextStatus(from: CampaignStatus, action: CampaignAction): CampaignStatus {
  const to = TARGET_OF[action];
  if (!FROM[action].includes(from) || !CAMPAIGN_TRANSITIONS[from].includes(to)) throw CampaignErrors.invalidTransition(from, action);
  return to;
}

/** A running campaign is sending: it must be paused before it can be deleted. */
export function checkDeletable(status: CampaignStatus): void {
  if (status === 'running') throw CampaignErrors.runningCannotBeDeleted();
}

/** Rules between fields: selected customers belong to the custom segment, and it needs at least one. */
export function checkTargets(targetType: CampaignTargetType, customerIds: readonly string[]): void {
  if (targetType === 'custom_segment' && customerIds.length === 0) throw CampaignErrors.invalid({ targetCustomerIds: CampaignMessages.segmentRequired });
  if (targetType !== 'custom_segment' && customerIds.length > 0) throw CampaignErrors.invalid({ targetCustomerIds: CampaignMessages.segmentOnlyForCustom });
}

/** A schedule must lie ahead of now. */
export function checkScheduledAt(at: Date, now: Date): void {
  if (!(at.getTime() > now.getTime())) throw CampaignErrors.invalid({ scheduledAt: CampaignMessages.scheduledAt });
}

/** A customer as targeting sees them. */
export interface TargetCandidate {
  id: string;
  email: string | null;
}

/** What the invoices say about the business's customers (targetWindow's dates), for the target types that need it. */
export interface InvoiceFacts {
  /** Customers with an issued invoice not yet paid. */
  withOutstanding: ReadonlySet<string>;
  /** Customers invoiced on or after `recentSince`. */
  invoicedRecently: ReadonlySet<string>;
  /** Customers invoiced on or after `activeSince`. */
  invoicedWhileActive: ReadonlySet<string>;
}

/** Which facts a target type reads (the others stay empty, unread). */
export function factsNeeded(targetType: CampaignTargetType): (keyof InvoiceFacts)[] {
  if (targetType === 'customers_with_outstanding') return ['withOutstanding'];
  if (targetType === 'recent_customers') return ['invoicedRecently'];
  if (targetType === 'inactive_customers') return ['invoicedWhileActive'];
  return [];
}

/** The first day that still counts as "recent" / the last before "inactive", from today (Indian date). */
export function targetWindow(today: string): { recentSince: string; activeSince: string } {
  return { recentSince: addDays(today, -CAMPAIGN_RECENT_DAYS), activeSince: addDays(today, -CAMPAIGN_INACTIVE_DAYS) };
}

/**
 * Whether a customer is a target. all_customers and customers_with_email both take every customer
 * (one without an e-mail is counted and shown as skipped, so the owner sees who was missed).
 */
export function isTarget(targetType: CampaignTargetType, candidate: TargetCandidate, facts: InvoiceFacts, segment: ReadonlySet<string>): boolean {
  switch (targetType) {
    case 'all_customers':
    case 'customers_with_email':
      return true;
    case 'customers_with_outstanding':
      return facts.withOutstanding.has(candidate.id);
    case 'recent_customers':
      return facts.invoicedRecently.has(candidate.id);
    case 'inactive_customers':
      return !facts.invoicedWhileActive.has(candidate.id);
    case 'custom_segment':
      return segment.has(candidate.id);
  }
}

/** Why a target gets no message: no address, or the address left the business's campaigns. */
export type SkipReason = 'CUSTOMER_HAS_NO_EMAIL' | 'UNSUBSCRIBED';

export function skipReason(email: string | null, suppressed: ReadonlySet<string>): SkipReason | null {
  if (!email) return 'CUSTOMER_HAS_NO_EMAIL';
  return suppressed.has(normalEmail(email)) ? 'UNSUBSCRIBED' : null;
}

/** Addresses on the suppression list are compared in one spelling. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}
