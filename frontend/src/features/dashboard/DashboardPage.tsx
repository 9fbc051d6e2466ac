import { PageHeader } from '@/components/ui/page-header';
import { GstSummary } from './components/gst-summary';
import { MetricCards } from './components/metric-cards';
import { PaymentReminders } from './components/payment-reminders';
import { QuickActions } from './components/quick-actions';
import { RecentInvoices } from './components/recent-invoices';
import { SetupChecklist } from './components/setup-checklist';
import { StockAlerts } from './components/stock-alerts';

export default function DashboardPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard" subtitle="Welcome back! Here's what's happening with your business today." />
      <SetupChecklist />
      <MetricCards />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <RecentInvoices />
          <GstSummary />
        </div>
        {/* On phones the actions and alerts come first, right under the figures. */}
        <div className="order-first flex flex-col gap-6 lg:order-none">
          <QuickActions />
          <StockAlerts />
          <PaymentReminders />
        </div>
      </div>
    </div>
  );
}
