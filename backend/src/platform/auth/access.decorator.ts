import { SetMetadata } from '@nestjs/common';

export const ACCESS_RULE = 'accessRule';
export type AccessRule = 'open' | 'campaigns';

/**
 * Reachable by a signed-in user whose trial ended with no plan (402 SUBSCRIPTION_REQUIRED otherwise):
 * sign-out, the current user, subscription and plans, account deletion and data export (a lapsed owner
 * can always take their data out). The subscription module's gate reads it; public routes need nothing.
 */
export const OpenWithoutSubscription = () => SetMetadata(ACCESS_RULE, 'open' satisfies AccessRule);

/** Campaign APIs: only a plan with campaigns (plan_premium) or the master admin; 402 PLAN_UPGRADE_REQUIRED below it. */
export const RequiresCampaignPlan = () => SetMetadata(ACCESS_RULE, 'campaigns' satisfies AccessRule);
