/**
 * Public face of the marketing feature.
 *
 * The pages are deliberately NOT re-exported here, so that each stays in its own lazily loaded chunk:
 *   const LandingPage = lazy(() => import('@/features/marketing/pages/LandingPage'));
 *   const PrivacyPolicyPage = lazy(() => import('@/features/marketing/pages/PrivacyPolicyPage'));
 *   const TermsConditionsPage = lazy(() => import('@/features/marketing/pages/TermsConditionsPage'));
 *   const CancellationRefundPage = lazy(() => import('@/features/marketing/pages/CancellationRefundPage'));
 *   const ShippingDeliveryPage = lazy(() => import('@/features/marketing/pages/ShippingDeliveryPage'));
 */
export { MarketingFooter } from './components/MarketingFooter';
export { ChosenPlanNotice } from './components/ChosenPlanNotice';
export {
  PLANS,
  TRIAL_DAYS,
  BASE_YEARLY_PRICE_PAISE,
  formatRupees,
  planSavingsPaise,
  pricePerYearPaise,
  type MarketingPlan,
  type PlanId,
} from './plans';
export { POLICY_LINKS } from './policy';
