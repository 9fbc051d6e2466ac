/** Admin area contract (docs/spec/part-2.md §2 Admin dashboard and Admin login, §3, §5, §7). */

/** The header that carries the admin session beside the sign-in on every /api/admin call but the three step-up calls. */
export const ADMIN_SESSION_HEADER = 'X-Admin-Session';

export const ADMIN_LIMITS = {
  otpLength: 6,
  searchMax: 100,
  /** The admin session: ends after this long without an admin call… */
  sessionIdleMinutes: 15,
  /** …and this long after the step-up in any case. */
  sessionAbsoluteMinutes: 120,
  /** Wrong authenticator codes in a row before the step-up locks… */
  totpMaxFailures: 5,
  /** …for this long. */
  totpLockMinutes: 15,
  /** The master's plan form: at most ₹1 crore. */
  maxSubscriptionRupees: 10_000_000,
} as const;

export const AdminMessages = {
  roleRequired: 'Admin role required.',
  domainRequired: 'Only company-domain email addresses are authorized.',
  otpDigits: 'Enter the 6-digit code.',
  codeSentByEmail: 'A 6-digit code has been sent to your email. It is valid for 10 minutes.',
  codeFromAuthenticator: 'Enter the 6-digit code from your authenticator app.',
  verified: 'Admin access granted',
  search: 'Search is at most 100 characters',
  isTrialActive: 'isTrialActive must be true or false',
  trialDate: 'Enter a date (YYYY-MM-DD) or a date and time',
  planRequired: 'Plan is required: plan_1_year, plan_2_year, plan_3_year or plan_premium',
  amountInteger: 'Amount must be a whole number of rupees',
} as const;

export const AdminErrorCode = {
  ADMIN_NOT_ELIGIBLE: 'ADMIN_NOT_ELIGIBLE',
  ADMIN_SESSION_REQUIRED: 'ADMIN_SESSION_REQUIRED',
  ADMIN_SESSION_INVALID: 'ADMIN_SESSION_INVALID',
  ADMIN_STEP_UP_NOT_NEEDED: 'ADMIN_STEP_UP_NOT_NEEDED',
  MASTER_ADMIN_REQUIRED: 'MASTER_ADMIN_REQUIRED',
  ADMIN_USER_NOT_FOUND: 'ADMIN_USER_NOT_FOUND',
  ADMIN_DOMAIN_NOT_ALLOWED: 'ADMIN_DOMAIN_NOT_ALLOWED',
  CANNOT_DEMOTE_MASTER: 'CANNOT_DEMOTE_MASTER',
  CANNOT_DEMOTE_SELF: 'CANNOT_DEMOTE_SELF',
  TOTP_INVALID: 'TOTP_INVALID',
  TOTP_LOCKED: 'TOTP_LOCKED',
  TOTP_NOT_STARTED: 'TOTP_NOT_STARTED',
  TOTP_ALREADY_ENROLLED: 'TOTP_ALREADY_ENROLLED',
} as const;
export type AdminErrorCode = (typeof AdminErrorCode)[keyof typeof AdminErrorCode];

/** GET /api/admin/check-eligibility. */
export interface AdminEligibilityResponse {
  eligible: boolean;
  isMaster: boolean;
  hasAdminRole: boolean;
  email: string;
  /** Whether the address's domain is one of ADMIN_EMAIL_DOMAINS (the second half of 'Admin Access Restricted'). */
  hasAdminDomain: boolean;
  /** An enrolled authenticator app replaces the e-mailed code. */
  totpEnrolled: boolean;
}

/** POST /api/admin/request-otp: `method` says where the code comes from. */
export interface AdminRequestOtpResponse {
  success: boolean;
  message: string;
  method: 'email' | 'totp';
}

/** POST /api/admin/verify-otp and POST /api/admin/totp/confirm. */
export interface AdminOtpRequest {
  otp: string;
}

/** POST /api/admin/verify-otp: `adminSession` goes in the X-Admin-Session header. */
export interface AdminVerifyOtpResponse {
  success: boolean;
  message: string;
  adminSession: string;
  isMaster: boolean;
  /** The absolute end of the session (it also ends after ADMIN_LIMITS.sessionIdleMinutes without a call). */
  expiresAt: string;
}

/** POST /api/admin/totp/enroll: shown once, until confirmed. */
export interface TotpEnrollmentResponse {
  secret: string;
  otpauthUrl: string;
}

/** One row of GET /api/admin/users. */
export interface AdminUserView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  businessName: string;
  role: 'user' | 'admin';
  isMaster: boolean;
  /** The address's domain is one of ADMIN_EMAIL_DOMAINS: only then can Make Admin succeed. */
  hasAdminDomain: boolean;
  subscription: { planName: string; endDate: string } | null;
  trial: { isTrialActive: boolean; trialStartDate: string; trialEndDate: string };
}

/** GET /api/admin/summary: the dashboard's four counters. */
export interface AdminSummaryResponse {
  totalUsers: number;
  activeSubscriptions: number;
  activeTrials: number;
  adminUsers: number;
}

/** GET /api/admin/users query. */
export interface AdminUsersQuery {
  search?: string;
  cursor?: string;
  limit?: number;
}

/** PUT /api/admin/users/{id}/trial (master only). Dates as YYYY-MM-DD (India) or ISO date-times. */
export interface AdminTrialRequest {
  isTrialActive: boolean;
  trialStartDate: string;
  trialEndDate: string;
}

/** PUT /api/admin/users/{id}/subscription (master only): amount in whole rupees. */
export interface AdminSubscriptionRequest {
  planId: string;
  amount: number;
}

export const ADMIN_AUDIT_ACTIONS = [
  'admin.step-up',
  'admin.logout',
  'admin.totp-enrolled',
  'user.make-admin',
  'user.remove-admin',
  'user.set-trial',
  'user.set-subscription',
  // Attempts only (a read changes nothing, so only a refused one is recorded):
  'admin.read-users',
  'admin.read-audit-log',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** done: the action happened; refused: it was attempted and refused (a wrong code, no admin session, not the master…). */
export const ADMIN_AUDIT_OUTCOMES = ['done', 'refused'] as const;
export type AdminAuditOutcome = (typeof ADMIN_AUDIT_OUTCOMES)[number];

/** Values before and after a change, as recorded. */
export type AdminAuditValues = Record<string, string | number | boolean | null>;

/** One entry of GET /api/admin/audit-log (master only), newest first. */
export interface AdminAuditEntry {
  id: string;
  action: AdminAuditAction;
  actorUserId: string;
  actorEmail: string;
  targetUserId: string | null;
  targetEmail: string | null;
  before: AdminAuditValues | null;
  after: AdminAuditValues | null;
  outcome: AdminAuditOutcome;
  /** Why it was refused: the error code the caller got (e.g. OTP_INVALID, ADMIN_SESSION_REQUIRED); null when done. */
  reason: string | null;
  requestId: string;
  createdAt: string;
}

/** GET /api/admin/audit-log query: newest first, optionally only one outcome. */
export interface AdminAuditQuery {
  outcome?: AdminAuditOutcome;
  cursor?: string;
  limit?: number;
}
