import { Route, Routes } from 'react-router-dom';
import { clientRoutes } from './client-routes';
import { AuthScreen, ForgotPasswordScreen, LandingPage } from './lazy-pages';
import { policyRoutes } from './policy-routes';

/** Spec part 2 §2, signed-out visitors. Any unknown path falls to the auth screen. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
      {policyRoutes}
      {clientRoutes}
      <Route path="*" element={<AuthScreen />} />
    </Routes>
  );
}
