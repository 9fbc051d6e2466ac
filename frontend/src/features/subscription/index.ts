export { subscriptionStatusQuery, subscriptionStatusQueryKey, planBadgeLabel, isPremiumPlan, isAccessLocked } from './status';
