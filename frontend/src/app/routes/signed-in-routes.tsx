import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppShell } from '../shell/app-shell';
import { NotFoundPage } from '../not-found-page';
import { clientRoutes } from './client-routes';
import { DeleteAccountScreen } from './account-screens';
import { CampaignsScreen, SubscriptionScreen } from './subscription-screens';
import { policyRoutes } from './policy-routes';

const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const InvoicesPage = lazy(() => import('@/features/invoices/pages/InvoicesPage'));
const CustomersPage = lazy(() => import('@/features/customers/pages/CustomersPage'));
const SalesPage = lazy(() => import('@/features/sales/pages/SalesPage'));
const InventoryPage = lazy(() => import('@/features/inventory/pages/InventoryPage'));
const PaymentsPage = lazy(() => import('@/features/payments/pages/PaymentsPage'));
const ExpensesPurchasesPage = lazy(() => import('@/features/purchases/pages/ExpensesPurchasesPage'));
const DeliveryChallansPage = lazy(() => import('@/features/delivery-challans/pages/DeliveryChallansPage'));
const CommunicationsPage = lazy(() => import('@/features/communications/pages/CommunicationsPage'));
const RecurringInvoicesPage = lazy(() => import('@/features/recurring/pages/RecurringInvoicesPage'));
const ReportsPage = lazy(() => import('@/features/reports/pages/ReportsPage'));
const ConfigPage = lazy(() => import('@/features/settings/pages/ConfigPage'));
const GstSettingsPage = lazy(() => import('@/features/settings/pages/GstSettingsPage'));
const AdminDashboardPage = lazy(() => import('@/features/admin/pages/AdminDashboardPage'));
const AdminLoginPage = lazy(() => import('@/features/admin/pages/AdminLoginPage'));

/**
 * Spec part 2 §2, signed-in users. The auth screen paths lead home (part 1 §2); unknown paths
 * show '404 Page Not Found' inside the shell. Feature routes are added here as their modules land.
 */
export default function SignedInRoutes() {
  return (
    <Routes>
      {['/login', '/register', '/auth'].map((path) => (
        <Route key={path} path={path} element={<Navigate to="/" replace />} />
      ))}
      {policyRoutes}
      {clientRoutes}
      <Route element={<AppShell />}>
        <Route index element={<DashboardPage />} />
        <Route path="/invoices" element={<InvoicesPage />} />
        <Route path="/customers" element={<CustomersPage />} />
        <Route path="/sales" element={<SalesPage />} />
        <Route path="/inventory" element={<InventoryPage />} />
        <Route path="/payments" element={<PaymentsPage />} />
        <Route path="/expenses" element={<ExpensesPurchasesPage />} />
        <Route path="/delivery-challans" element={<DeliveryChallansPage />} />
        <Route path="/communications" element={<CommunicationsPage />} />
        <Route path="/campaigns" element={<CampaignsScreen />} />
        <Route path="/recurring-invoices" element={<RecurringInvoicesPage />} />
        <Route path="/subscription" element={<SubscriptionScreen />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/config" element={<ConfigPage />} />
        <Route path="/gst-settings" element={<GstSettingsPage />} />
        <Route path="/delete-account" element={<DeleteAccountScreen />} />
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
