import { AccountErrorCode, AccountMessages, AuthErrorCode } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Every identity failure the user can see, with its stable code. */
export const IdentityErrors = {
  emailTaken: () =>
    new DomainError(AuthErrorCode.EMAIL_ALREADY_REGISTERED, 'An account with this email already exists. Please sign in instead.', 'conflict'),
  invalidCredentials: () => new DomainError(AuthErrorCode.INVALID_CREDENTIALS, 'Invalid email or password', 'unauthenticated'),
  otpInvalid: (attemptsLeft?: number) =>
    new DomainError(
      AuthErrorCode.OTP_INVALID,
      attemptsLeft === undefined ? 'Invalid verification code' : `Invalid verification code. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`,
      'validation',
      attemptsLeft === undefined ? undefined : { attemptsLeft },
    ),
  otpExpired: () => new DomainError(AuthErrorCode.OTP_EXPIRED, 'This code has expired. Please request a new one.', 'validation'),
  otpAttemptsExceeded: () =>
    new DomainError(AuthErrorCode.OTP_ATTEMPTS_EXCEEDED, 'Too many wrong attempts. Please request a new code.', 'validation'),
  otpSendLimit: (retryAfterSeconds: number) =>
    new DomainError(AuthErrorCode.OTP_SEND_LIMIT, 'Too many codes requested. Please wait before trying again.', 'rate_limited', { retryAfterSeconds }),
  verificationInvalid: () =>
    new DomainError(AuthErrorCode.VERIFICATION_INVALID, 'Your email verification has expired or is invalid. Please verify your email again.', 'validation'),
  resetTokenInvalid: () =>
    new DomainError(AuthErrorCode.RESET_TOKEN_INVALID, 'This password reset link has expired or was already used. Please start again.', 'validation'),
  loginThrottled: (retryAfterSeconds: number) =>
    new DomainError(AuthErrorCode.LOGIN_THROTTLED, 'Too many failed sign-in attempts. Please wait a few minutes and try again.', 'rate_limited', { retryAfterSeconds }),
  unauthenticated: () => new DomainError(AuthErrorCode.TOKEN_INVALID, 'You are logged out. Please sign in again.', 'unauthenticated'),
  deleteConfirmationMismatch: () =>
    new DomainError(AccountErrorCode.DELETE_CONFIRMATION_MISMATCH, AccountMessages.confirmationError, 'validation', { fields: { confirmText: AccountMessages.confirmTextField } }),
};
