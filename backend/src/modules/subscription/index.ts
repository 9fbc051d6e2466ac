/** Public API of the subscription module: plans, purchase, the trial and the access gate. */
import type { EntitySchema } from '@mikro-orm/core';
import { subscriptionEntities as schemas } from './adapters/subscription.entities';

export { SubscriptionModule } from './subscription.module';
/** `grantPlan(businessId, planId, amountPaise, grantedBy)`: the master admin sets a business's plan. */
export { SubscriptionService } from './application/subscription.service';
/** The gate; `businessHasAccess(businessId, need)` for scheduled work; `forgetUser(userId)` when a user's trial changes. */
export { SubscriptionAccess } from './application/subscription-access';
export type { AccessNeed } from './domain/access';
/** `subscribe(name, listener)`: scheduled work held for a lapsed business resumes when it has access again; `announce(businessId)` inside a change that grants it. */
export { AccessRegained, type AccessRegainedListener } from './application/access-regained';

export const subscriptionEntities: EntitySchema[] = schemas as EntitySchema[];
