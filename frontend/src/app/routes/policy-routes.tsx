import { lazy } from 'react';
import { Route } from 'react-router-dom';

const PrivacyPolicyPage = lazy(() => import('@/features/marketing/pages/PrivacyPolicyPage'));
const TermsConditionsPage = lazy(() => import('@/features/marketing/pages/TermsConditionsPage'));
const CancellationRefundPage = lazy(() => import('@/features/marketing/pages/CancellationRefundPage'));
const ShippingDeliveryPage = lazy(() => import('@/features/marketing/pages/ShippingDeliveryPage'));

/** The four policy pages, open to everyone whether signed in or not. */
export const policyRoutes = (
  <>
    <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
    <Route path="/terms-conditions" element={<TermsConditionsPage />} />
    <Route path="/cancellation-refund" element={<CancellationRefundPage />} />
    <Route path="/shipping-delivery" element={<ShippingDeliveryPage />} />
  </>
);
