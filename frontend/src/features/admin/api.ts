import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_SESSION_HEADER,
  AdminErrorCode,
  type AdminAuditEntry,
  type AdminAuditOutcome,
  type AdminEligibilityResponse,
  type AdminRequestOtpResponse,
  type AdminSubscriptionRequest,
  type AdminSummaryResponse,
  type AdminTrialRequest,
  type AdminUserView,
  type AdminVerifyOtpResponse,
  type PlanResponse,
  type TotpEnrollmentResponse,
} from '@hisaab/contracts';
import { ApiError, apiRequest, errorDescription, type HttpMethod } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { withQuery, type Page } from '@/lib/page';
import { toast } from '@/lib/toast';
import { clearAdminSession, getAdminSession } from './session';

const PAGE_SIZE = 50;

export const adminKeys = {
  all: ['/api/admin'] as const,
  eligibility: ['/api/admin', 'eligibility'] as const,
  summary: ['/api/admin', 'summary'] as const,
  users: (search: string) => ['/api/admin', 'users', search] as const,
  auditLog: (outcome: AdminAuditOutcome | '') => ['/api/admin', 'audit-log', outcome] as const,
};

/** An admin call: the stored admin session goes beside the sign-in; a session the server ended is forgotten. */
export async function adminRequest<T>(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal, headers: Record<string, string> = {}): Promise<T> {
  const session = getAdminSession();
  try {
    return await apiRequest<T>(method, path, body, { signal, headers: session ? { ...headers, [ADMIN_SESSION_HEADER]: session } : headers });
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === AdminErrorCode.ADMIN_SESSION_INVALID || code === AdminErrorCode.ADMIN_NOT_ELIGIBLE) clearAdminSession();
    throw error;
  }
}

export const eligibilityQuery = () =>
  queryOptions({
    queryKey: adminKeys.eligibility,
    queryFn: ({ signal }) => adminRequest<AdminEligibilityResponse>('GET', '/api/admin/check-eligibility', undefined, signal),
    retry: false,
  });

export const summaryQuery = () =>
  queryOptions({
    queryKey: adminKeys.summary,
    queryFn: ({ signal }) => adminRequest<AdminSummaryResponse>('GET', '/api/admin/summary', undefined, signal),
    retry: false,
  });

export const adminUsersQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(search),
    queryFn: ({ pageParam, signal }) =>
      adminRequest<Page<AdminUserView>>('GET', withQuery('/api/admin/users', { search, cursor: pageParam, limit: PAGE_SIZE }), undefined, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: false,
  });

/** GET /api/admin/audit-log (master only), newest first; '' for every outcome. */
export const auditLogQuery = (outcome: AdminAuditOutcome | '') =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditLog(outcome),
    queryFn: ({ pageParam, signal }) =>
      adminRequest<Page<AdminAuditEntry>>('GET', withQuery('/api/admin/audit-log', { outcome: outcome || undefined, cursor: pageParam, limit: PAGE_SIZE }), undefined, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: false,
  });

/** Starts (or restarts) enrolling an authenticator app: its secret, shown once. */
export const enrollTotp = () => adminRequest<TotpEnrollmentResponse>('POST', '/api/admin/totp/enroll');
/** The first code from the app confirms the enrolment; from then on /admin-login asks for the app's code. */
export const confirmTotp = (otp: string) => adminRequest<{ success: true }>('POST', '/api/admin/totp/confirm', { otp });

/** GET /api/subscription/plans: the master's Set Subscription dialog shows the plan names and prefills the price. */
export const plansQuery = () => queryOptions<PlanResponse[]>({ queryKey: ['/api/subscription/plans'], staleTime: Infinity });

/** One key per Send or Resend click: a retried request then sends one e-mail. */
export const requestOtp = () => adminRequest<AdminRequestOtpResponse>('POST', '/api/admin/request-otp', undefined, undefined, { 'Idempotency-Key': newIdempotencyKey() });
export const verifyOtp = (otp: string) => adminRequest<AdminVerifyOtpResponse>('POST', '/api/admin/verify-otp', { otp });

type UserAction =
  | { kind: 'make-admin'; user: AdminUserView }
  | { kind: 'remove-admin'; user: AdminUserView }
  | { kind: 'trial'; user: AdminUserView; body: AdminTrialRequest }
  | { kind: 'subscription'; user: AdminUserView; body: AdminSubscriptionRequest };

const SUCCESS: Record<UserAction['kind'], string> = {
  'make-admin': 'User promoted to admin',
  'remove-admin': 'Admin role removed',
  trial: 'Trial updated',
  subscription: 'Subscription updated',
};

/** Promote, demote, set trial, set subscription: each refreshes the list and the counters. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => {
      const path = `/api/admin/users/${action.user.id}`;
      if (action.kind === 'make-admin') return adminRequest<AdminUserView>('POST', `${path}/make-admin`);
      if (action.kind === 'remove-admin') return adminRequest<AdminUserView>('DELETE', `${path}/remove-admin`);
      return adminRequest<AdminUserView>('PUT', `${path}/${action.kind}`, action.body);
    },
    onSuccess: (_user, action) => {
      toast({ title: SUCCESS[action.kind] });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast({ title: 'Error', description: errorDescription(error, 'The change was not saved'), variant: 'destructive' }),
  });
}
