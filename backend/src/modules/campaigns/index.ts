/**
 * Public API of the campaigns module: marketing e-mail campaigns (spec part 2 §2), the premium plan's
 * feature. A campaign resolves its targets from crm's customers and billing's invoices when it starts,
 * and hands its messages to communications' Mailings, which sends each exactly once; the module owns
 * the campaigns, their states and figures, and each business's suppression list (unsubscribed
 * addresses, RFC 8058 one-click links). It depends on communications, crm, billing, settings and
 * subscription; nothing depends on it.
 */
import type { EntitySchema } from '@mikro-orm/core';
import { campaignSchemas } from './adapters/campaign.entities';

export { CampaignsModule } from './campaigns.module';
export type { CampaignErrorCode } from './domain/campaign-errors';

export const campaignsEntities: EntitySchema[] = campaignSchemas as EntitySchema[];
