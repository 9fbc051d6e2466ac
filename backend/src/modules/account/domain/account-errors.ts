import { AccountErrorCode, AccountMessages } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

export type { AccountErrorCode };

/** Every failure of the data export the user can see, with its stable code. */
export const AccountErrors = {
  exportAlreadyRequested: () => new DomainError(AccountErrorCode.EXPORT_ALREADY_REQUESTED, AccountMessages.exportAlreadyRequested, 'conflict'),
  exportLinkInvalid: () => new DomainError(AccountErrorCode.EXPORT_LINK_INVALID, AccountMessages.exportLinkInvalid, 'not_found'),
  exportLinkExpired: () => new DomainError(AccountErrorCode.EXPORT_LINK_EXPIRED, AccountMessages.exportLinkExpired, 'validation'),
};
