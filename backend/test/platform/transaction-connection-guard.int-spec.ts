import { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

describe('a second connection inside a transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails at once instead of waiting for the pool (the embedded database has one connection)', async () => {
    const em = t.app.get(EntityManager);
    const started = Date.now();
    const nested = t.app.get(UnitOfWork).run(() => em.fork().execute('select 1'));
    await expect(nested).rejects.toThrow(/second connection while its async context holds a transaction/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('lets queries use the transaction, and other connections outside it', async () => {
    const em = t.app.get(EntityManager);
    await expect(t.app.get(UnitOfWork).run(() => em.fork({ keepTransactionContext: true }).execute('select 1 as one'))).resolves.toEqual([{ one: 1 }]);
    await expect(em.fork().execute('select 2 as two')).resolves.toEqual([{ two: 2 }]);
  });
});
