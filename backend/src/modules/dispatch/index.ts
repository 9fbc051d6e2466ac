/** Public API of the dispatch module: delivery challans (CGST Rule 55). Nothing depends on it. */
import type { EntitySchema } from '@mikro-orm/core';
import { dispatchSchemas } from './adapters/dispatch.entities';

export { DispatchModule } from './dispatch.module';
export type { DispatchErrorCode } from './domain/dispatch-errors';

export const dispatchEntities: EntitySchema[] = dispatchSchemas as EntitySchema[];
