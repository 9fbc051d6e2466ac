import { EntitySchema } from '@mikro-orm/core';
import type { CampaignPauseReason, CampaignStatus, CampaignTargetType, CampaignType } from '@hisaab/contracts';

/** campaigns and campaign_suppressions tables (SQL in Migration20261127000500_campaigns). */
export class CampaignRow {
  id!: string;
  businessId!: string;
  name!: string;
  description!: string | null;
  type!: CampaignType;
  targetType!: CampaignTargetType;
  targetCustomerIds!: string[];
  emailSubject!: string;
  emailContent!: string;
  status!: CampaignStatus;
  totalTargets!: number;
  consecutiveFailures!: number;
  pauseReason!: CampaignPauseReason | null;
  scheduledAt!: Date | null;
  startedAt!: Date | null;
  completedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export class CampaignSuppressionRow {
  businessId!: string;
  email!: string;
  campaignId!: string | null;
  createdAt!: Date;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
const optionalInstant = { ...timestamptz, nullable: true } as const;

export const CampaignSchema = new EntitySchema<CampaignRow>({
  class: CampaignRow,
  tableName: 'campaigns',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid', fieldName: 'business_id' },
    name: { type: 'text' },
    description: { type: 'text', nullable: true },
    type: { type: 'text' },
    targetType: { type: 'text' },
    targetCustomerIds: { type: 'json', columnType: 'jsonb', defaultRaw: `'[]'` },
    emailSubject: { type: 'text' },
    emailContent: { type: 'text' },
    status: { type: 'text' },
    totalTargets: { type: 'integer', default: 0 },
    consecutiveFailures: { type: 'integer', default: 0 },
    pauseReason: { type: 'json', columnType: 'jsonb', nullable: true },
    scheduledAt: optionalInstant,
    startedAt: optionalInstant,
    completedAt: optionalInstant,
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    {
      name: 'campaigns_business_id_created_at_id_index',
      expression: 'create index "campaigns_business_id_created_at_id_index" on "campaigns" ("business_id", "created_at" desc, "id" desc)',
    },
    {
      name: 'campaigns_business_id_status_created_at_id_index',
      expression: 'create index "campaigns_business_id_status_created_at_id_index" on "campaigns" ("business_id", "status", "created_at" desc, "id" desc)',
    },
    { name: 'campaigns_scheduled_at_index', expression: `create index "campaigns_scheduled_at_index" on "campaigns" ("scheduled_at") where "status" = 'scheduled'` },
  ],
});

export const CampaignSuppressionSchema = new EntitySchema<CampaignSuppressionRow>({
  class: CampaignSuppressionRow,
  tableName: 'campaign_suppressions',
  properties: {
    businessId: { type: 'uuid', primary: true, fieldName: 'business_id' },
    email: { type: 'text', primary: true },
    campaignId: { type: 'uuid', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    {
      name: 'campaign_suppressions_campaign_id_index',
      expression: 'create index "campaign_suppressions_campaign_id_index" on "campaign_suppressions" ("business_id", "campaign_id") where "campaign_id" is not null',
    },
  ],
});

export const campaignSchemas = [CampaignSchema, CampaignSuppressionSchema];
