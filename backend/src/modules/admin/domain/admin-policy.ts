import { ADMIN_LIMITS, AdminMessages } from '@hisaab/contracts';

/**
 * Who may do what in the admin area (docs/spec/part-2.md §6). The master admin is the user whose
 * e-mail is MASTER_ADMIN_EMAIL and needs no step-up; an admin is a user with role admin whose e-mail
 * domain is one of ADMIN_EMAIL_DOMAINS, and reaches the area only with an admin session.
 */
export interface AdminStanding {
  isMaster: boolean;
  hasAdminRole: boolean;
  hasAdminDomain: boolean;
  eligible: boolean;
}

export interface AdminDirectory {
  masterEmail: string | null;
  domains: readonly string[];
}

export function adminStanding(user: { email: string; role: 'user' | 'admin' }, directory: AdminDirectory): AdminStanding {
  const email = user.email.toLowerCase();
  const isMaster = directory.masterEmail !== null && email === directory.masterEmail;
  const hasAdminRole = user.role === 'admin';
  const hasAdminDomain = hasAllowedDomain(email, directory.domains);
  return { isMaster, hasAdminRole, hasAdminDomain, eligible: isMaster || (hasAdminRole && hasAdminDomain) };
}

/** Only company-domain addresses may be made admin. */
export function hasAllowedDomain(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && domains.includes(email.slice(at + 1).toLowerCase());
}

/** An admin session ends after `idleMs` without a call, and `absoluteMs` after the step-up in any case. */
export const ADMIN_SESSION_POLICY = {
  idleMs: ADMIN_LIMITS.sessionIdleMinutes * 60_000,
  absoluteMs: ADMIN_LIMITS.sessionAbsoluteMinutes * 60_000,
} as const;

/** Authenticator codes: a wrong code counts; the limit in a row locks the step-up for a while. */
export const TOTP_POLICY = {
  maxFailures: ADMIN_LIMITS.totpMaxFailures,
  lockMs: ADMIN_LIMITS.totpLockMinutes * 60_000,
  issuer: 'Hisaab',
} as const;

export type TrialDates = { trialStartDate: Date; trialEndDate: Date };

const INDIA_OFFSET = '+05:30';

/**
 * The master's trial form. A bare date is a day in India: the start at its first moment, the end at its
 * last. `isTrialActive: false` ends the trial now (an end in the future would contradict it); an active
 * trial needs its end in the future.
 */
export function resolveTrial(input: { isTrialActive: boolean; trialStartDate: string; trialEndDate: string }, now: Date): TrialDates | { errors: Record<string, string> } {
  const start = parseInstant(input.trialStartDate, 'start');
  const end = parseInstant(input.trialEndDate, 'end');
  const errors: Record<string, string> = {};
  if (!start) errors.trialStartDate = AdminMessages.trialDate;
  if (!end) errors.trialEndDate = AdminMessages.trialDate;
  if (!start || !end) return { errors };
  if (end.getTime() <= start.getTime()) return { errors: { trialEndDate: 'The trial must end after it starts' } };
  if (!input.isTrialActive) {
    const ended = end.getTime() > now.getTime() ? now : end;
    if (ended.getTime() <= start.getTime()) return { errors: { trialStartDate: 'An ended trial must have started before now' } };
    return { trialStartDate: start, trialEndDate: ended };
  }
  if (end.getTime() <= now.getTime()) return { errors: { trialEndDate: 'An active trial must end in the future' } };
  return { trialStartDate: start, trialEndDate: end };
}

function parseInstant(value: string, edge: 'start' | 'end'): Date | null {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${INDIA_OFFSET}` : value;
  const date = new Date(text);
  // Far outside any trial: also keeps years PostgreSQL cannot store (0000, six digits) from reaching it.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2200) return null;
  // Date() rolls 2026-02-30 over to March: a day that does not exist is refused instead.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(date.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10) !== value) return null;
  return date;
}
