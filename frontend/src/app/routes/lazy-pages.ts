import { lazy } from 'react';

/** Every screen is its own chunk, so a first visit downloads only the page it opens. */
export const LandingPage = lazy(() => import('@/features/marketing/pages/LandingPage'));
export const AuthScreen = lazy(() => import('./auth-screens').then((module) => ({ default: module.AuthScreen })));
export const ForgotPasswordScreen = lazy(() =>
  import('./auth-screens').then((module) => ({ default: module.ForgotPasswordScreen })),
);
export const SignedInApp = lazy(() => import('./signed-in-routes'));
