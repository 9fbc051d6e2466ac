import { ChosenPlanNotice, MarketingFooter } from '@/features/marketing';
import AuthPage from '@/features/auth/pages/AuthPage';
import ForgotPasswordPage from '@/features/auth/pages/ForgotPasswordPage';

// Features don't import each other; the app puts the marketing footer under the auth screens.
export function AuthScreen() {
  return <AuthPage footer={<MarketingFooter variant="compact" />} notice={<ChosenPlanNotice />} />;
}

export function ForgotPasswordScreen() {
  return <ForgotPasswordPage footer={<MarketingFooter variant="compact" />} />;
}
