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
