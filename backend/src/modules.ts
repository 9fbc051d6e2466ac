import type { EntitySchema } from '@mikro-orm/core';
import type { Type } from '@nestjs/common';
import { identityEntities, IdentityModule } from './modules/identity';
import { subscriptionEntities, SubscriptionModule } from './modules/subscription';
import { settingsEntities, SettingsModule } from './modules/settings';
import { crmEntities, CrmModule } from './modules/crm';
import { inventoryEntities, InventoryModule } from './modules/inventory';
import { billingEntities, BillingModule } from './modules/billing';
import { dispatchEntities, DispatchModule } from './modules/dispatch';
import { purchasesEntities, PurchasesModule } from './modules/purchases';
import { ReportsModule } from './modules/reports';
import { ReturnsModule } from './modules/returns';
import { communicationsEntities, CommunicationsModule } from './modules/communications';
import { campaignsEntities, CampaignsModule } from './modules/campaigns';
import { adminEntities, AdminModule } from './modules/admin';
import { accountEntities, AccountModule } from './modules/account';
import { recurringEntities, RecurringModule } from './modules/recurring';
import { idempotencyEntities } from './platform/idempotency/idempotency.module';
import { queueEntities } from './platform/queue/outbox.entities';

/** Every domain module and its persisted entities, in one list for the API, the worker and the migrations. */
export const featureModules: Type[] = [IdentityModule, SubscriptionModule, SettingsModule, CrmModule, InventoryModule, BillingModule, DispatchModule, PurchasesModule, ReportsModule, ReturnsModule, CommunicationsModule, CampaignsModule, RecurringModule, AdminModule, AccountModule];

export const allEntities: EntitySchema[] = [
  ...idempotencyEntities,
  ...queueEntities,
  ...identityEntities,
  ...subscriptionEntities,
  ...settingsEntities,
  ...crmEntities,
  ...inventoryEntities,
  ...billingEntities,
  ...dispatchEntities,
  ...purchasesEntities,
  ...communicationsEntities,
  ...campaignsEntities,
  ...adminEntities,
  ...accountEntities,
  ...recurringEntities,
];
