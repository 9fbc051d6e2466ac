/**
 * Public API of the recurring module: invoice templates billed on a schedule (weekly, monthly,
 * quarterly, yearly), the daily scheduler and Generate Now. It makes invoices through billing's
 * InvoiceDrafts (the same rules as a hand-made invoice), reads customers through crm, asks
 * subscription whether a business may run, and tells customers through communications; nothing
 * depends on it.
 */
import type { EntitySchema } from '@mikro-orm/core';
import { recurringSchemas } from './adapters/recurring.entities';

export { RecurringModule } from './recurring.module';

export const recurringEntities: EntitySchema[] = recurringSchemas as EntitySchema[];
