import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { sqlRowsCases } from './sql-rows.cases';

// On PGlite the same cases run in embedded-database.int-spec.ts, on the app that file already starts.
describe('typed rows from raw SQL on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  sqlRowsCases(() => t);
});
