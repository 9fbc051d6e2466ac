import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AuthSessionResponse } from '@hisaab/contracts';
import { errorDescription } from '@/lib/api-client';
import { clearStoredToken, storeToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import { currentUserQueryKey, login, logout } from '../api';

/** Spec part 1 §9: the short pause lets the success toast render before the route changes. */
const REDIRECT_AFTER_LOGIN_MS = 50;

/** Signing in before the scheduled removal cancelled it: the one toast says so instead of the plain welcome. */
export const DELETION_CANCELLED_TOAST = {
  title: 'Your account deletion was cancelled',
  description: 'Signing in kept your account and all its data. Welcome back to Hisaab!',
} as const;

/** Stores the session the server issued and caches its user, so the app switches to signed-in at once. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return ({ token, user }: AuthSessionResponse) => {
    storeToken(token);
    queryClient.setQueryData(currentUserQueryKey, user);
  };
}

export function useLogin() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      startSession(session);
      toast(session.accountDeletionCancelled ? DELETION_CANCELLED_TOAST : { title: 'Login Successful', description: 'Welcome back to Hisaab!' });
      setTimeout(() => void navigate('/'), REDIRECT_AFTER_LOGIN_MS);
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: errorDescription(error, 'Login failed'), variant: 'destructive' });
    },
  });
}

/** Forgets the session in this browser, and every cached business record. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    clearStoredToken();
    queryClient.setQueryData(currentUserQueryKey, null);
    queryClient.clear();
  };
}

export function useLogout() {
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: logout,
    // Whether or not the server answered, this browser forgets the session.
    onSettled: forgetSession,
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorDescription(error, 'Logout failed'), variant: 'destructive' });
    },
  });
}
