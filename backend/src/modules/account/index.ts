/**
 * Public API of the account module: the account's end. The data export (one ZIP of every record,
 * e-mailed as a signed link) and the permanent removal of a deleted account's rows and files once its
 * deletion is due. Identity schedules and cancels deletions (it owns users, sessions and sign-in);
 * this module depends on identity and billing, and nothing depends on it.
 */
import type { EntitySchema } from '@mikro-orm/core';
import { DataExportSchema } from './adapters/data-export.entity';

export { AccountModule } from './account.module';

export const accountEntities: EntitySchema[] = [DataExportSchema as EntitySchema];
