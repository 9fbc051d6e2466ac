import type { AdminAuditAction, AdminAuditEntry, AdminAuditValues } from '@hisaab/contracts';
import { formatDate } from '@/lib/format';

/** What each audit action names, as the master reads it. */
export const AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  'admin.step-up': 'Admin verification',
  'admin.logout': 'Admin logout',
  'admin.totp-enrolled': 'Authenticator app enrolment',
  'user.make-admin': 'Make admin',
  'user.remove-admin': 'Remove admin',
  'user.set-trial': 'Set trial',
  'user.set-subscription': 'Set subscription',
  'admin.read-users': 'View users',
  'admin.read-audit-log': 'View audit log',
};

/** Why an attempt was refused, in words: the log keeps the error code (shown as the badge's title). */
const REFUSAL_LABELS: Record<string, string> = {
  ADMIN_NOT_ELIGIBLE: 'not an admin',
  ADMIN_SESSION_REQUIRED: 'no admin session',
  ADMIN_SESSION_INVALID: 'admin session ended',
  MASTER_ADMIN_REQUIRED: 'master admin only',
  OTP_INVALID: 'wrong e-mailed code',
  OTP_EXPIRED: 'e-mailed code expired',
  OTP_ATTEMPTS_EXCEEDED: 'too many wrong codes',
  TOTP_INVALID: 'wrong authenticator code',
  TOTP_LOCKED: 'authenticator locked after wrong codes',
};

/** 'Refused · wrong authenticator code'; a code this screen does not know yet is shown as it is. */
export function refusalText(reason: string | null): string {
  return reason ? `Refused · ${REFUSAL_LABELS[reason] ?? reason}` : 'Refused';
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T/;
const show = (value: AdminAuditValues[string] | undefined) =>
  value === undefined || value === null ? '—' : typeof value === 'string' && INSTANT.test(value) ? formatDate(value) : String(value);

/** 'role: user → admin; trialEndDate: 08 Jun 2026 → 15 Jun 2026'; a refusal or a plain event has no change ('—'). */
export function changeSummary(entry: Pick<AdminAuditEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (!keys.length) return '—';
  return keys
    .map((key) => {
      const before = entry.before?.[key];
      const after = entry.after?.[key];
      return entry.before ? `${key}: ${show(before)} → ${show(after)}` : `${key}: ${show(after)}`;
    })
    .join('; ');
}

/** When, to the second, in India. */
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });
export const auditTime = (iso: string) => when.format(new Date(iso));
