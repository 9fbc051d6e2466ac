import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UserDto } from '@hisaab/contracts';
import { getQueryFn, isUnauthorizedError } from '@/lib/api-client';
import { clearStoredToken, getStoredToken, rememberSessionUser, rememberedSessionUser } from '@/lib/auth-token';
import { useOnlineStatus } from '@/lib/use-online-status';
import { currentUserQueryKey } from '../api';

/** Spec part 1 §9. Polling also notices a token removed by the API client or by another tab. */
const TOKEN_POLL_INTERVAL_MS = 100;
const USER_FRESH_MS = 5 * 60 * 1000;
const USER_CACHED_MS = 10 * 60 * 1000;

function subscribeToToken(onChange: () => void) {
  const timer = setInterval(onChange, TOKEN_POLL_INTERVAL_MS);
  window.addEventListener('storage', onChange);
  return () => {
    clearInterval(timer);
    window.removeEventListener('storage', onChange);
  };
}

export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getStoredToken, () => null);
}

export interface AuthState {
  user: UserDto | null;
  /** True only while a stored token is being checked; without a token there is nothing to wait for. */
  isLoading: boolean;
  isAuthenticated: boolean;
}

export function useAuth(): AuthState {
  const token = useStoredToken();
  const online = useOnlineStatus();
  const userQuery = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<UserDto>({ on401: 'returnNull' }),
    enabled: Boolean(token),
    staleTime: USER_FRESH_MS,
    gcTime: USER_CACHED_MS,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
  });

  const tokenRejected = Boolean(token) && userQuery.data === null;
  useEffect(() => {
    // The server no longer accepts this token (expired or revoked): forget it, so no later call sends it.
    if (tokenRejected) clearStoredToken();
  }, [tokenRejected]);

  const confirmedUser = userQuery.data;
  useEffect(() => {
    if (confirmedUser) rememberSessionUser(confirmedUser);
  }, [confirmedUser]);

  // Offline (a request would only wait for its timeout) or the server unreachable: only a 401 ends a
  // session, so the user the server last confirmed for this token keeps the signed-in shell.
  const serverUnreachable = !online || userQuery.fetchStatus === 'paused' || (userQuery.isError && !isUnauthorizedError(userQuery.error));
  const fallbackUser = token && serverUnreachable ? rememberedSessionUser() : null;
  const user = token ? (confirmedUser ?? fallbackUser) : null;
  return { user, isLoading: Boolean(token) && userQuery.isPending && !fallbackUser, isAuthenticated: user !== null };
}
