/** Public API of the crm module (customers and sales leads). */
import type { EntitySchema } from '@mikro-orm/core';
import { CustomerSchema } from './adapters/customer.entity';
import { LeadSchema, LeadStatusChangeSchema } from './adapters/lead.entities';

export { CrmModule } from './crm.module';
export { CustomerDirectory } from './application/customer-directory';
export type { CustomerSummary } from './application/customer-directory';
export type { CrmErrorCode } from './domain/crm-errors';

export const crmEntities: EntitySchema[] = [CustomerSchema as EntitySchema, LeadSchema as EntitySchema, LeadStatusChangeSchema as EntitySchema];
