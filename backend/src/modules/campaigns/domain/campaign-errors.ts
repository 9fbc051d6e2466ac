import { CampaignMessages, type CampaignStatus } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Every failure of the campaigns module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type CampaignErrorCode =
  | 'CAMPAIGN_NOT_FOUND'
  | 'CAMPAIGN_INVALID_TRANSITION'
  | 'CAMPAIGN_RUNNING'
  | 'CAMPAIGN_NO_TARGETS'
  | 'UNSUBSCRIBE_LINK_INVALID'
  | 'VALIDATION_FAILED';

export const CampaignErrors = {
  notFound: () => DomainError.notFound('Campaign', 'CAMPAIGN_NOT_FOUND' satisfies CampaignErrorCode),
  invalidTransition: (from: CampaignStatus, action: string) =>
    new DomainError('CAMPAIGN_INVALID_TRANSITION' satisfies CampaignErrorCode, CampaignMessages.invalidTransition(from, action), 'conflict', { status: from }),
  runningCannotBeDeleted: () => new DomainError('CAMPAIGN_RUNNING' satisfies CampaignErrorCode, CampaignMessages.runningCannotBeDeleted, 'conflict', { status: 'running' }),
  noTargets: () => new DomainError('CAMPAIGN_NO_TARGETS' satisfies CampaignErrorCode, CampaignMessages.noTargets, 'conflict'),
  unsubscribeLinkInvalid: () => new DomainError('UNSUBSCRIBE_LINK_INVALID' satisfies CampaignErrorCode, CampaignMessages.unsubscribeInvalid, 'not_found'),
  invalid: (fields: Record<string, string>) => DomainError.validation(fields, Object.values(fields)[0]),
};
