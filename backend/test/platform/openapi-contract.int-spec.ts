import { CONTRACT_SCHEMAS, REQUEST_BODY_FIELDS } from '@hisaab/contracts';
import { REQUEST_EXAMPLES } from '../../src/platform/http/openapi-examples';
import { signUpBusiness } from '../../../test-support/identity';
import { TN_GSTIN } from '../billing/billing-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * The OpenAPI document is built from the backend DTOs; the frontend sends the contract types of
 * @hisaab/contracts. Each documented request body must have exactly its contract type's fields, so a
 * DTO field added without the contract (or a contract field the server drops) fails here. Answers are
 * documented with the contract types themselves (@Responds), and every integration test checks the
 * answers it gets against them (test-support/response-contract.ts).
 */
describe('OpenAPI request and response bodies match the contract types', () => {
  let t: TestApp;
  let schemas: Record<string, { properties?: Record<string, unknown>; required?: string[]; example?: Record<string, unknown> }>;
  let paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    schemas = document.components.schemas;
    paths = document.paths;
  });
  afterAll(() => t.close());

  it('has a contract type for every documented request body', () => {
    const requestSchemas = Object.keys(schemas).filter((name) => !(name in CONTRACT_SCHEMAS));
    expect(requestSchemas.sort()).toEqual(Object.keys(REQUEST_BODY_FIELDS).sort());
  });

  /** Answers that are not JSON: files, the webhook handshake, the health probe, the unsubscribe link's pages. */
  const NOT_JSON = ['GET /api/public/unsubscribe', 'POST /api/public/unsubscribe', 'GET /api/invoices/{id}/view-pdf', 'GET /api/delivery-challans/{id}/pdf', 'GET /api/client/invoice/{shareId}/pdf', 'GET /api/credit-notes/{id}/pdf', 'GET /api/expenses/{id}/receipt', 'GET /api/auth/export-data/{id}', 'GET /api/webhooks/whatsapp', 'POST /api/webhooks/whatsapp', 'GET /api/health'];

  it('documents the body of every JSON answer, field by field, with a contract type', () => {
    const undocumented: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const success = Object.entries(responses).filter(([status]) => /^2/.test(status));
        const documented = success.some(([status, response]) => status === '204' || response.content?.['application/json']?.schema);
        if (!documented && !NOT_JSON.includes(name)) undocumented.push(name);
      }
    }
    expect(undocumented).toEqual([]);
    const refs = [...JSON.stringify(paths).matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(30);
    expect(refs.filter((name) => !schemas[name])).toEqual([]);
  });

  it.each(Object.entries(REQUEST_BODY_FIELDS))('%s has exactly the fields of its contract type', (name, fields) => {
    expect(Object.keys(schemas[name]?.properties ?? {}).sort()).toEqual([...fields].sort());
  });

  it.each(Object.keys(REQUEST_EXAMPLES))('%s shows a realistic example with only documented fields and every required one', (name) => {
    const { properties = {}, required = [], example } = schemas[name] ?? {};
    expect(example).toEqual(REQUEST_EXAMPLES[name]);
    expect(Object.keys(example ?? {}).filter((field) => !(field in properties))).toEqual([]);
    expect(required.filter((field) => !(field in (example ?? {})))).toEqual([]);
  });

  it('the customer, product, invoice and payment examples are accepted by the API as they stand', async () => {
    const b = await signUpBusiness(t);
    await t.http().post('/api/config').set(b.auth).send({ companyName: 'Menon Textiles', gstNumber: TN_GSTIN }).expect(200);
    const customer = (await t.http().post('/api/customers').set(b.auth).send(REQUEST_EXAMPLES.CustomerDto).expect(201)).body;
    await t.http().post('/api/products').set(b.auth).send(REQUEST_EXAMPLES.ProductDto).expect(201);
    const example = REQUEST_EXAMPLES.SaveInvoiceDto as { invoice: object; items: object[] };
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const invoice = { ...example.invoice, customerId: customer.id, invoiceDate: today, dueDate: today };
    const created = (await t.http().post('/api/invoices').set(b.auth).send({ ...example, invoice }).expect(201)).body;
    await t.http().put(`/api/invoices/${created.id}/status`).set(b.auth).send({ status: 'sent' }).expect(200);
    const payment = { ...REQUEST_EXAMPLES.RecordPaymentDto, invoiceId: created.id, paymentDate: today };
    await t.http().post('/api/payments').set(b.auth).send(payment).expect(201);
  });
});
