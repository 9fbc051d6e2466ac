import { MikroORM } from '@mikro-orm/postgresql';
import { allEntities } from '../backend/src/modules';
import { ormConfig } from '../backend/src/platform/database/orm-config';
import { migratorOf } from '../backend/src/platform/database/migrate';
import { migrationsList } from '../backend/src/migrations';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from './databases';

/** Applies the migrations once into a template database; each test file clones it. */
export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'UTC';
  const name = uniqueDatabaseName('hisaab_tpl');
  await withAdminClient((client) => client.query(`create database "${name}"`));
  const orm = await MikroORM.init(ormConfig({ url: databaseUrl(name), entities: allEntities }));
  try {
    await (await migratorOf(orm, migrationsList)).up();
  } finally {
    await orm.close();
  }
  process.env.HISAAB_TEST_TEMPLATE = name;
}
