export { subscriptionStatusQuery, subscriptionStatusQueryKey, planBadgeLabel, isPremiumPlan, isAccessLocked } from './status';
export { subscriptionNavigation } from './navigation';
export { CampaignsUpgradePanel } from './components/campaigns-upgrade-panel';
