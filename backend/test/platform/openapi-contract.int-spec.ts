import { REQUEST_BODY_FIELDS } from '@hisaab/contracts';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * The OpenAPI document is built from the backend DTOs; the frontend sends the contract types of
 * @hisaab/contracts. Each documented request body must have exactly its contract type's fields, so a
 * DTO field added without the contract (or a contract field the server drops) fails here.
 */
describe('OpenAPI request bodies match the contract types', () => {
  let t: TestApp;
  let schemas: Record<string, { properties?: Record<string, unknown> }>;
  beforeAll(async () => {
    t = await createTestApp();
    schemas = (await t.http().get('/api/docs-json').expect(200)).body.components.schemas;
  });
  afterAll(() => t.close());

  it('has a contract type for every documented request body', () => {
    expect(Object.keys(schemas).sort()).toEqual(Object.keys(REQUEST_BODY_FIELDS).sort());
  });

  it.each(Object.entries(REQUEST_BODY_FIELDS))('%s has exactly the fields of its contract type', (name, fields) => {
    expect(Object.keys(schemas[name]?.properties ?? {}).sort()).toEqual([...fields].sort());
  });
});
