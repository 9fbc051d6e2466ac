import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { idempotencyStoreCases } from './idempotency-store.cases';

// On PGlite the same cases run in embedded-database.int-spec.ts, on the app that file already starts.
describe('idempotency store on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  idempotencyStoreCases(() => t);
});
