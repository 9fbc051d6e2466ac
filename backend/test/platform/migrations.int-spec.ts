import { MikroORM } from '@mikro-orm/postgresql';
import { allEntities } from '../../src/modules';
import { ormConfig } from '../../src/platform/database/orm-config';
import { migratorOf } from '../../src/platform/database/migrate';
import { migrationsList } from '../../src/migrations';
import { cloneTemplate, databaseUrl, dropDatabase, uniqueDatabaseName, withAdminClient } from '../../../test-support/databases';

/**
 * Foreign keys are declared in migrations only: modules don't share entity classes, so the
 * schemas carry plain id columns and the ORM would otherwise propose dropping every FK.
 */
const FOREIGN_KEY_DROP = /^alter table "[^"]+" drop constraint "[^"]+_fkey";$/;

describe('migrations', () => {
  it('produce exactly the schema the entities describe (no drift)', async () => {
    const database = await cloneTemplate();
    const orm = await MikroORM.init(ormConfig({ url: database.url, entities: allEntities }));
    try {
      const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
      const drift = sql
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !FOREIGN_KEY_DROP.test(line));
      expect(drift).toEqual([]);
    } finally {
      await orm.close();
      await dropDatabase(database.name);
    }
  });

  it('make product names unique without failing on names a business already used twice', async () => {
    const name = uniqueDatabaseName('hisaab_mig');
    await withAdminClient((client) => client.query(`create database "${name}"`));
    const orm = await MikroORM.init(ormConfig({ url: databaseUrl(name), entities: allEntities }));
    try {
      await (await migratorOf(orm, migrationsList)).up({ to: 'Migration20261121150000_sweep_and_search_indexes' });
      const business = '00000000-0000-4000-8000-000000000001';
      const product = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
      await orm.em.getConnection().execute(`insert into businesses (id, name) values ('${business}', 'Rao Traders')`);
      await orm.em.getConnection().execute(
        `insert into products (id, business_id, name, created_at) values
           ('${product(1)}', '${business}', 'Rice', now() - interval '2 days'), ('${product(2)}', '${business}', 'RICE', now() - interval '1 day'),
           ('${product(3)}', '${business}', 'rice', now())`,
      );
      await (await migratorOf(orm, migrationsList)).up();
      const rows = await orm.em.getConnection().execute('select id, name from products order by id');
      expect(rows).toEqual([
        { id: product(1), name: 'Rice' },
        { id: product(2), name: `RICE (duplicate ${product(2)})` },
        { id: product(3), name: `rice (duplicate ${product(3)})` },
      ]);
    } finally {
      await orm.close();
      await dropDatabase(name);
    }
  });
});
