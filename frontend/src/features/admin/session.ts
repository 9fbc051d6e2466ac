import { ADMIN_LIMITS, type AdminUserView } from '@hisaab/contracts';

/** The admin session value (docs/spec/part-2.md §3 "Local storage"), sent as X-Admin-Session. */
export const ADMIN_SESSION_STORAGE_KEY = 'hisaab_admin_session';

export function getAdminSession(): string | null {
  return localStorage.getItem(ADMIN_SESSION_STORAGE_KEY);
}

export function storeAdminSession(value: string): void {
  localStorage.setItem(ADMIN_SESSION_STORAGE_KEY, value);
}

export function clearAdminSession(): void {
  localStorage.removeItem(ADMIN_SESSION_STORAGE_KEY);
}

/** The OTP input keeps digits only, at most 6 (spec §5); submit is allowed at exactly 6. */
export function otpInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, ADMIN_LIMITS.otpLength);
}

export type AdminStatusBadge = 'Admin' | 'Subscribed' | 'Trial' | 'Free';

/** Spec §2: Admin if role is admin; else Subscribed if the subscription runs; else Trial if active; else Free. */
export function statusBadge(user: AdminUserView, now: Date): AdminStatusBadge {
  if (user.role === 'admin') return 'Admin';
  if (user.subscription && new Date(user.subscription.endDate).getTime() > now.getTime()) return 'Subscribed';
  if (user.trial.isTrialActive) return 'Trial';
  return 'Free';
}

/** The row's role button: which one, and why it cannot succeed (then it is shown disabled with that reason). */
export type RoleChange = 'make-admin' | 'remove-admin';
export type RoleAction = { kind: RoleChange; reason: string | null } | null;

export const RoleActionReasons = {
  notCompanyDomain: 'Only company-domain email addresses can be made admin.',
  ownRole: 'You cannot remove your own admin role.',
} as const;

/**
 * Spec §2 offers promote and demote on every row; the server refuses some (an address outside
 * ADMIN_EMAIL_DOMAINS, the viewer's own demotion, anything on the master), so the screen says so first.
 * The master's row has none: the master's access does not come from the role.
 */
export function roleAction(user: AdminUserView, viewerEmail: string): RoleAction {
  if (user.isMaster) return null;
  if (user.role === 'admin') return { kind: 'remove-admin', reason: user.email.toLowerCase() === viewerEmail.toLowerCase() ? RoleActionReasons.ownRole : null };
  return { kind: 'make-admin', reason: user.hasAdminDomain ? null : RoleActionReasons.notCompanyDomain };
}
