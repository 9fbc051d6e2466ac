import type { NavigationItem } from '@/components/navigation-item';
import { campaignsNavigation } from '@/features/campaigns/navigation';
import { communicationsNavigation } from '@/features/communications/navigation';
import { customersNavigation } from '@/features/customers/navigation';
import { deliveryChallansNavigation } from '@/features/delivery-challans/navigation';
import { dashboardNavigation } from '@/features/dashboard/navigation';
import { inventoryNavigation } from '@/features/inventory/navigation';
import { invoicesNavigation } from '@/features/invoices/navigation';
import { paymentsNavigation } from '@/features/payments/navigation';
import { purchasesNavigation } from '@/features/purchases/navigation';
import { recurringNavigation } from '@/features/recurring/navigation';
import { reportsNavigation } from '@/features/reports/navigation';
import { salesNavigation } from '@/features/sales/navigation';
import { configNavigation, gstSettingsNavigation } from '@/features/settings/navigation';
import { subscriptionNavigation } from '@/features/subscription/navigation';

/** The sidebar, top to bottom, in the spec's order (part 1 §1). A feature adds its entry here when its screen exists. */
export const NAVIGATION: readonly NavigationItem[] = [
  dashboardNavigation,
  invoicesNavigation,
  customersNavigation,
  salesNavigation,
  inventoryNavigation,
  purchasesNavigation,
  paymentsNavigation,
  deliveryChallansNavigation,
  communicationsNavigation,
  campaignsNavigation,
  recurringNavigation,
  subscriptionNavigation,
  reportsNavigation,
  configNavigation,
  gstSettingsNavigation,
];
