import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationObject, MikroORM } from '@mikro-orm/core';
import type { Migrator } from '@mikro-orm/migrations';
import { BACKEND_CODE_DIR } from '../config/paths';

/** The migrations' folder: each migration is a file named after it (Migration<timestamp>_<name>.ts, .js once built). */
const MIGRATIONS_DIR = join(BACKEND_CODE_DIR, 'migrations');
const MIGRATION_FILE = /^(Migration\w+)\.(js|ts)$/;

/**
 * @mikro-orm/migrations' Migrator running these migrations (backend/src/migrations), loaded on first
 * use: the migrations extend its Migration class, whose module brings umzug and its command-line
 * libraries, about a tenth of a second of every start, which a start with nothing to apply never needs.
 */
export async function migratorOf(orm: MikroORM, migrationsList: MigrationObject[]): Promise<Migrator> {
  const { Migrator } = await import('@mikro-orm/migrations');
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
  Migrator.register(orm);
  return orm.getMigrator() as Migrator;
}

/** Applies the migrations the database lacks; when it has every one (a restart), one query and no migrator. */
export async function applyPendingMigrations(orm: MikroORM): Promise<void> {
  if (await everyMigrationApplied(orm)) return;
  const { migrationsList } = await import('../../migrations/index.js');
  await (await migratorOf(orm, migrationsList)).up();
}

/** The migrator's own record (its table, a row per applied migration by name) names every migration file. */
async function everyMigrationApplied(orm: MikroORM): Promise<boolean> {
  const { tableName } = orm.config.get('migrations');
  const connection = orm.em.getConnection();
  const [table] = await connection.execute<{ present: boolean }[]>('select to_regclass(?) is not null as present', [tableName]);
  if (!table.present) return false;
  const rows: { name: string }[] = await connection.execute(`select name from ${connection.getPlatform().quoteIdentifier(tableName!)}`);
  const applied = new Set(rows.map((row) => row.name));
  return readdirSync(MIGRATIONS_DIR).every((file) => !MIGRATION_FILE.test(file) || applied.has(MIGRATION_FILE.exec(file)![1]));
}
