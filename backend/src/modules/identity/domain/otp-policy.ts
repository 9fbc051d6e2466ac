/**
 * One-time code rules: short-lived (10 minutes by default, OTP_TTL_SECONDS), single use,
 * attempt-limited, sends rate-limited per (e-mail, IP), per e-mail and per IP (OTP_SENDS_PER_IP_PER_HOUR).
 * The per-e-mail ceiling is higher than the per-(e-mail, IP) limit, so requests from a stranger's
 * addresses cannot stop the owner getting a code from their own.
 */
export const OTP_POLICY = {
  digits: 6,
  maxAttempts: 5,
  /** The token handed out after a correct code (verification / reset) lives this long. */
  tokenTtlMs: 15 * 60 * 1000,
  sendWindowMs: 60 * 60 * 1000,
  maxSendsPerEmailAndIp: 5,
  maxSendsPerEmail: 20,
} as const;

/** Failed sign-ins, counted like code sends: per (e-mail, IP), with higher per-e-mail and per-IP ceilings. */
export const LOGIN_POLICY = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerEmailAndIp: 10,
  maxFailuresPerEmail: 100,
  maxFailuresPerIp: 50,
} as const;

/** Events in the window per key, with the oldest of each (it decides when a slot frees up). */
export interface WindowCounts {
  byEmailAndIp: number;
  byEmail: number;
  byIp: number;
  oldestByEmailAndIp: Date | null;
  oldestByEmail: Date | null;
  oldestByIp: Date | null;
}

/** Seconds to wait when any of the three limits is reached, or null when another event is allowed. */
export function windowLimitWait(
  counts: WindowCounts,
  limits: { perEmailAndIp: number; perEmail: number; perIp: number },
  windowMs: number,
  now: Date,
): number | null {
  const full = [
    counts.byEmailAndIp >= limits.perEmailAndIp ? counts.oldestByEmailAndIp : null,
    counts.byEmail >= limits.perEmail ? counts.oldestByEmail : null,
    counts.byIp >= limits.perIp ? counts.oldestByIp : null,
  ].filter((oldest): oldest is Date => oldest !== null);
  if (full.length === 0) return null;
  return Math.max(...full.map((oldest) => retryAfterSeconds(oldest, windowMs, now)));
}

/** 'admin': the e-mailed step-up code of the admin area (admin module, through StepUpCodes). */
export type OtpPurpose = 'registration' | 'reset' | 'admin';

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
