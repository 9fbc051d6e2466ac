import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { communicationStoreCases } from './communication-store.cases';

// On PGlite the same cases run in embedded-database.int-spec.ts, on the app that file already starts.
describe('communication store on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  communicationStoreCases(() => t);
});
