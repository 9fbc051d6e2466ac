import { MikroORM } from '@mikro-orm/postgresql';
import { allEntities } from '../../src/modules';
import { ormConfig } from '../../src/platform/database/orm-config';
import { cloneTemplate, dropDatabase } from '../../../test-support/databases';

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
});
