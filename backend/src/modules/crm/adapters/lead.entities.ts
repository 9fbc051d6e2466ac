import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { LeadSource, LeadStatus } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';

/** leads and lead_status_changes tables (SQL in Migration20261126221500_sales_leads). */
export class LeadRow {
  id!: string;
  businessId!: string;
  name!: string;
  email!: string | null;
  phone!: string | null;
  company!: string | null;
  source!: LeadSource;
  estimatedValuePaise!: Paise | null;
  expectedCloseDate!: string | null;
  notes!: string | null;
  status!: LeadStatus;
  statusChangedAt!: Date;
  customerId!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export class LeadStatusChangeRow {
  leadId!: string;
  toStatus!: LeadStatus;
  businessId!: string;
  fromStatus!: LeadStatus | null;
  changedAt!: Date;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
const optionalText = { type: 'text', nullable: true } as const;

/** The trigram expression the search matches against (lower(name company email)). */
export const LEAD_SEARCH_EXPRESSION = `lower("name" || ' ' || coalesce("company", '') || ' ' || coalesce("email", ''))`;

export const LeadSchema = new EntitySchema<LeadRow>({
  class: LeadRow,
  tableName: 'leads',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid', fieldName: 'business_id' },
    name: { type: 'text' },
    email: optionalText,
    phone: optionalText,
    company: optionalText,
    source: { type: 'text' },
    estimatedValuePaise: { type: new BigIntType('number'), columnType: 'bigint', nullable: true },
    expectedCloseDate: { type: 'date', nullable: true },
    notes: optionalText,
    status: { type: 'text' },
    statusChangedAt: timestamptz,
    customerId: { type: 'uuid', nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    { name: 'leads_business_id_created_at_id_index', expression: 'create index "leads_business_id_created_at_id_index" on "leads" ("business_id", "created_at" desc, "id" desc)' },
    {
      name: 'leads_business_id_status_created_at_id_index',
      expression: 'create index "leads_business_id_status_created_at_id_index" on "leads" ("business_id", "status", "created_at" desc, "id" desc)',
    },
    {
      name: 'leads_business_search_trigram_index',
      expression: `create index "leads_business_search_trigram_index" on "leads" using gin ("business_id", (${LEAD_SEARCH_EXPRESSION}) gin_trgm_ops)`,
    },
    { name: 'leads_business_id_phone_index', properties: ['businessId', 'phone'] },
    { name: 'leads_customer_id_index', expression: 'create index "leads_customer_id_index" on "leads" ("customer_id") where "customer_id" is not null' },
  ],
});

export const LeadStatusChangeSchema = new EntitySchema<LeadStatusChangeRow>({
  class: LeadStatusChangeRow,
  tableName: 'lead_status_changes',
  properties: {
    leadId: { type: 'uuid', primary: true },
    toStatus: { type: 'text', primary: true },
    businessId: { type: 'uuid', fieldName: 'business_id' },
    fromStatus: optionalText,
    changedAt: timestamptz,
  },
});
