/**
 * One-time code rules: short-lived (10 minutes by default, OTP_TTL_SECONDS), single use,
 * attempt-limited, sends rate-limited per e-mail and per IP (OTP_SENDS_PER_IP_PER_HOUR).
 */
export const OTP_POLICY = {
  digits: 6,
  maxAttempts: 5,
  /** The token handed out after a correct code (verification / reset) lives this long. */
  tokenTtlMs: 15 * 60 * 1000,
  sendWindowMs: 60 * 60 * 1000,
  maxSendsPerEmail: 5,
} as const;

export const LOGIN_POLICY = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerEmail: 10,
  maxFailuresPerIp: 50,
} as const;

export type OtpPurpose = 'registration' | 'reset';

export interface OtpState {
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export type OtpCheck = 'ok' | 'expired' | 'dead' | 'used';

/**
 * Whether a code may still be tried. `attempts` already counts the try being made (it is
 * incremented atomically before the comparison, so parallel guesses can't exceed the limit).
 */
export function checkOtpUsable(otp: OtpState, now: Date): OtpCheck {
  if (otp.consumedAt) return 'used';
  if (otp.attempts > OTP_POLICY.maxAttempts) return 'dead';
  if (otp.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Seconds until the oldest counted event leaves the sliding window. */
export function retryAfterSeconds(oldestInWindow: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((oldestInWindow.getTime() + windowMs - now.getTime()) / 1000));
}
