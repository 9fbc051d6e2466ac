/**
 * Marketing campaigns contract (/api/campaigns; spec part 2 §2 "Marketing Campaigns", §4, §5, §7, §8):
 * statuses and their moves, target types, limits, payloads, metrics and messages.
 */

/** Spec part 2 §4 lists draft, scheduled, running, completed, paused; cancelled is ours (a campaign stopped for good). */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'paused', 'completed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Readonly<Record<CampaignStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The moves the server makes (start, schedule, pause, resume, cancel; running → completed is its own);
 * any other is 409 CAMPAIGN_INVALID_TRANSITION.
 */
export const CAMPAIGN_TRANSITIONS: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  draft: ['scheduled', 'running', 'cancelled'],
  scheduled: ['running', 'cancelled'],
  running: ['paused', 'completed'],
  paused: ['running', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Spec part 2 §4: campaigns are e-mail only. */
export const CAMPAIGN_TYPES = ['email'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** Who receives a campaign, resolved on the server when it starts. */
export const CAMPAIGN_TARGET_TYPES = [
  'all_customers',
  'customers_with_email',
  'customers_with_outstanding',
  'recent_customers',
  'inactive_customers',
  'custom_segment',
] as const;
export type CampaignTargetType = (typeof CAMPAIGN_TARGET_TYPES)[number];

/** "Recent" customers were invoiced within this many days; "inactive" ones not within CAMPAIGN_INACTIVE_DAYS. */
export const CAMPAIGN_RECENT_DAYS = 90;
export const CAMPAIGN_INACTIVE_DAYS = 180;

export const CAMPAIGN_TARGET_LABELS: Readonly<Record<CampaignTargetType, string>> = {
  all_customers: 'All customers',
  customers_with_email: 'Customers with an e-mail address',
  customers_with_outstanding: 'Customers with unpaid invoices',
  recent_customers: `Recent customers (invoiced in the last ${CAMPAIGN_RECENT_DAYS} days)`,
  inactive_customers: `Inactive customers (no invoice in ${CAMPAIGN_INACTIVE_DAYS} days)`,
  custom_segment: 'Selected customers',
};

export const CAMPAIGN_LIMITS = { name: 200, description: 1000, emailSubject: 200, emailContent: 20_000, maxSegmentCustomers: 1000 } as const;

/** The merge fields a subject or content may use; each value is escaped where it lands. */
export const CAMPAIGN_MERGE_FIELDS = ['{{customer.name}}', '{{business.name}}'] as const;

/** POST /api/campaigns body (spec part 2 §7). `targetCustomerIds` only for custom_segment. */
export interface CampaignRequest {
  name: string;
  description?: string | null;
  /** Left out: email. */
  type?: CampaignType;
  targetType: CampaignTargetType;
  targetCustomerIds?: string[];
  emailSubject: string;
  /** Plain text or limited Markdown (no raw HTML, no images). */
  emailContent: string;
}

/** POST /api/campaigns/{id}/schedule body: an instant in the future (ISO 8601). */
export interface CampaignScheduleRequest {
  scheduledAt: string;
}

/** POST /api/campaigns/preview body: what the create dialog's preview shows. */
export interface CampaignPreviewRequest {
  emailSubject: string;
  emailContent: string;
}

/** The message as a customer would get it (sample merge values). */
export interface CampaignPreviewResponse {
  subject: string;
  /** Safe HTML: raw HTML in the content is shown as text. */
  html: string;
  text: string;
}

/** One reason messages were not sent (a failure or a skip) and how many. */
export interface CampaignReasonCount {
  code: string;
  message: string;
  count: number;
}

/** A started campaign's figures, from its delivery records. */
export interface CampaignMetrics {
  targets: number;
  sent: number;
  failed: number;
  failures: CampaignReasonCount[];
  /** Not sent by rule: no e-mail address, or unsubscribed (the suppression list). */
  skipped: number;
  skips: CampaignReasonCount[];
  /** Left unsent when the campaign was cancelled. */
  cancelled: number;
  /** Still to go (queued, being sent, or waiting while paused). */
  pending: number;
  /** Recipients who unsubscribed through this campaign's link. */
  unsubscribed: number;
  /** Whole per cent of targets done (sent, failed, skipped or cancelled). */
  progress: number;
}

/** Why a campaign paused itself (null when it was paused by hand or runs). */
export interface CampaignPauseReason {
  code: 'SMTP_FAILURES' | 'PLAN_REQUIRED';
  message: string;
}

/** A campaign as /api/campaigns replies (spec part 2 §4 "Campaign", instants ISO 8601). */
export interface CampaignResponse {
  id: string;
  name: string;
  description: string | null;
  type: CampaignType;
  targetType: CampaignTargetType;
  targetCustomerIds: string[];
  emailSubject: string;
  emailContent: string;
  status: CampaignStatus;
  /** Counted when the campaign starts (0 before). */
  totalTargets: number;
  emailsSent: number;
  createdAt: string;
  scheduledAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
  pauseReason: CampaignPauseReason | null;
  /** Null for a draft or scheduled campaign (spec: metrics only when not draft). */
  metrics: CampaignMetrics | null;
}

/** GET /api/campaigns: newest first; `?search=` (name or description), `?status=`. */
export interface CampaignPageResponse {
  items: CampaignResponse[];
  nextCursor: string | null;
}

/** GET /api/public/unsubscribe/{token}?format=json: whose list the link leaves (no sign-in). */
export interface UnsubscribeDetailsResponse {
  businessName: string;
  email: string;
  unsubscribed: boolean;
}

/** Spec part 2 §5 and §8 texts, plus the server's own. */
export const CampaignMessages = {
  nameRequired: 'Campaign name is required',
  subjectRequired: 'Email subject is required',
  contentRequired: 'Email content is required',
  type: 'Campaign type must be email',
  targetType: 'Choose who receives the campaign',
  segmentRequired: 'Choose at least one customer',
  segmentTooLarge: `A campaign can name at most ${CAMPAIGN_LIMITS.maxSegmentCustomers} customers; choose a target type instead`,
  segmentCustomerUnknown: 'One or more selected customers do not exist',
  segmentOnlyForCustom: 'Selected customers apply only to the "Selected customers" target',
  text: (field: string, max: number) => `${field} must be at most ${max} characters`,
  scheduledAt: 'Choose a date and time in the future',
  invalidTransition: (from: CampaignStatus, action: string) => `A ${CAMPAIGN_STATUS_LABELS[from].toLowerCase()} campaign cannot be ${action}`,
  runningCannotBeDeleted: 'A running campaign cannot be deleted; pause it first',
  noTargets: 'No customer matches this campaign’s target',
  created: 'Campaign created successfully',
  deleted: 'Campaign deleted successfully',
  started: 'Campaign started successfully',
  scheduled: 'Campaign scheduled',
  paused: 'Campaign paused',
  resumed: 'Campaign resumed',
  cancelled: 'Campaign cancelled',
  deleteConfirm: 'Are you sure you want to delete this campaign?',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  pausedForFailures: (count: number, detail: string) => `Paused after ${count} e-mails in a row failed: ${detail}`,
  pausedForPlan: 'Paused: campaigns need the Premium Campaign plan',
} as const;
