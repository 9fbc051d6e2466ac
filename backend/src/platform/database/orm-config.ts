import { defineConfig, Options } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';

export interface OrmConfigInput {
  url: string;
  entities: EntitySchema[];
  /** The embedded database serves a single connection. */
  poolMax?: number;
  debug?: boolean;
  /** Where the ORM's own lines go (migrations applied); the console when unset. Never SQL: debug stays off. */
  logger?: (message: string) => void;
}

/** One ORM configuration for the API, the worker, the migration CLI and the tests; the migrations come with the migrator (migrate.ts). */
export function ormConfig({ url, entities, poolMax = 10, debug = false, logger }: OrmConfigInput): Options {
  return defineConfig({
    clientUrl: url,
    entities,
    migrations: {
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      path: 'backend/src/migrations',
      pathTs: 'backend/src/migrations',
      emit: 'ts',
      fileName: (timestamp, name) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug,
    ...(logger && { logger, colors: false }),
    discovery: { warnWhenNoEntities: false },
  });
}
