import { AdminErrorCode, AdminMessages } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Every failure of the admin module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export const AdminErrors = {
  notEligible: (standing: { hasAdminRole: boolean; hasAdminDomain: boolean }) =>
    new DomainError(
      AdminErrorCode.ADMIN_NOT_ELIGIBLE,
      [standing.hasAdminRole ? null : AdminMessages.roleRequired, standing.hasAdminDomain ? null : AdminMessages.domainRequired].filter(Boolean).join(' ') ||
        AdminMessages.roleRequired,
      'forbidden',
    ),
  sessionRequired: () => new DomainError(AdminErrorCode.ADMIN_SESSION_REQUIRED, 'Admin access needs the admin verification code first.', 'forbidden'),
  sessionInvalid: () => new DomainError(AdminErrorCode.ADMIN_SESSION_INVALID, 'Your admin session has ended. Please verify again.', 'forbidden'),
  stepUpNotNeeded: () => new DomainError(AdminErrorCode.ADMIN_STEP_UP_NOT_NEEDED, 'The master admin needs no admin code.', 'conflict'),
  masterRequired: () => new DomainError(AdminErrorCode.MASTER_ADMIN_REQUIRED, 'Only the master admin can do this.', 'forbidden'),
  userNotFound: () => DomainError.notFound('User', AdminErrorCode.ADMIN_USER_NOT_FOUND),
  domainNotAllowed: () => new DomainError(AdminErrorCode.ADMIN_DOMAIN_NOT_ALLOWED, AdminMessages.domainRequired, 'conflict'),
  cannotDemoteMaster: () => new DomainError(AdminErrorCode.CANNOT_DEMOTE_MASTER, 'The master admin cannot be demoted.', 'conflict'),
  cannotDemoteSelf: () => new DomainError(AdminErrorCode.CANNOT_DEMOTE_SELF, 'You cannot remove your own admin role.', 'conflict'),
  /** `reused`: the app's code was right but already spent (e.g. just used to confirm the enrolment): say so, it still counts. */
  totpInvalid: (attemptsLeft: number, reused = false) =>
    new DomainError(
      AdminErrorCode.TOTP_INVALID,
      `${reused ? "This code was already used: wait for the app's next code." : 'Invalid authenticator code.'} ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`,
      'validation',
      { attemptsLeft },
    ),
  totpLocked: (retryAfterSeconds: number) =>
    new DomainError(AdminErrorCode.TOTP_LOCKED, 'Too many wrong authenticator codes. Please wait before trying again.', 'rate_limited', { retryAfterSeconds }),
  totpNotStarted: () => new DomainError(AdminErrorCode.TOTP_NOT_STARTED, 'Start the authenticator enrolment first.', 'conflict'),
  totpAlreadyEnrolled: () => new DomainError(AdminErrorCode.TOTP_ALREADY_ENROLLED, 'An authenticator app is already enrolled.', 'conflict'),
  invalid: (fields: Record<string, string>) => DomainError.validation(fields, Object.values(fields)[0]),
};
