/**
 * Public API of the auth feature. The screens are not re-exported, so each stays in its own lazy chunk:
 *   lazy(() => import('@/features/auth/pages/AuthPage'))
 *   lazy(() => import('@/features/auth/pages/ForgotPasswordPage'))
 */
export { useAuth, type AuthState } from './hooks/use-auth';
export { useForgetSession, useLogout } from './hooks/use-session-actions';
export { currentUserQueryKey } from './api';
