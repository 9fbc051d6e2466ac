/** Public API of the admin module: the module and its tables (nothing else reads them). */
import type { EntitySchema } from '@mikro-orm/core';
import { adminEntities as schemas } from './adapters/admin.entities';

export { AdminModule } from './admin.module';

export const adminEntities: EntitySchema[] = schemas as EntitySchema[];
