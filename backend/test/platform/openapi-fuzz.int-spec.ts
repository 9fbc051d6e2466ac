import { CONTRACT_SCHEMAS } from '@hisaab/contracts';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { openRowCounter, rowCounts } from '../../../test-support/row-counts';
import { createInvoice, customer, gstBusiness, product, type Biz } from '../billing/billing-fixtures';

/**
 * Every operation of the OpenAPI document gets bad input — wrong types, huge and negative numbers,
 * NUL, 10,000-character and unicode text, deep nesting, arrays for objects, ids that are not ids —
 * signed in and not. None may answer 5xx, and none that is refused may leave a row behind (some
 * values are fine on their own, a unicode customer name say, and those requests may create rows).
 */
interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  bodySchema?: { properties?: Record<string, unknown> };
}
interface Schema {
  type?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Document {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}

const nest = (depth: number): unknown => (depth === 0 ? 'x' : { a: nest(depth - 1) });
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  -1e308,
  0.0000001,
  Number.MAX_SAFE_INTEGER + 2,
  'NaN',
  ' ',
  'x\u0000y',
  'a'.repeat(10_000),
  '💥 नमस्ते ﷽ \u202e',
  '2026-13-45',
  '0B6F3C1E-8D2A-4C5B-9E7F-1A2B3C4D5E6F',
  [],
  ['x', 1, null],
  {},
  nest(20),
  [nest(10)],
];
const WHOLE_BODIES: unknown[] = [[], 'text', 42, null, nest(25), [{}, {}], { __proto__x: 1, constructor: { prototype: 1 } }];
const PATH_IDS = ['0B6F3C1E-8D2A-4C5B-9E7F-1A2B3C4D5E6F', 'not-a-uuid', 'a'.repeat(10_000), '%F0%9F%92%A5', '-1', '1e308', '..%2F..%2Fetc'];
const QUERY = '?limit=1e308&cursor=WyJ4IiwieSJd&search=%F0%9F%92%A5&status=nope&customerId=NOT-A-UUID&invoiceId=1&from=2026-13-01&to=x&page=-1';

function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
      const bodySchema = ref ? document.components.schemas[ref.split('/').pop()!] : undefined;
      operations.push({ method: method as Operation['method'], path, bodySchema });
    }
  }
  return operations;
}

// Every operation with every bad value: about two minutes alone on this 2-core machine, over four when it
// runs slow beside two other test files (29 Nov).
const FUZZ_TIMEOUT_MS = 600_000;

describe('OpenAPI-driven fuzzing: bad input is never a 5xx and leaves no rows', () => {
  let t: TestApp;
  let b: Biz;
  let document: Document;
  beforeAll(async () => {
    // With a secret the webhook checks signatures (401) instead of answering 503 "not configured".
    // (WhatsApp is configured against an address where nothing listens: no bad request may send anything.)
    t = await createTestApp({
      env: { WHATSAPP_TOKEN: 'fuzz', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_API_URL: 'http://127.0.0.1:9', WHATSAPP_APP_SECRET: 'fuzz-webhook-secret' },
    });
    b = await gstBusiness(t);
    // Real records, so lists and lookups have rows to trip over.
    const c = await customer(b);
    await product(b);
    await createInvoice(b, c.id);
    document = (await t.http().get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('documents every JSON request body field by field, each with its type', () => {
    const bodies = operationsOf(document).filter((o) => o.bodySchema);
    expect(bodies.length).toBeGreaterThan(10);
    for (const { method, path, bodySchema } of bodies) expect({ method, path, fields: Object.keys(bodySchema?.properties ?? {}).length > 0 }).toEqual({ method, path, fields: true });
    // The request DTOs' schemas (the contract types' schemas, for answers, are generated from TypeScript).
    const requestSchemas = Object.entries(document.components.schemas).filter(([name]) => !(name in CONTRACT_SCHEMAS));
    const untyped = requestSchemas.flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, field]) => !field.type && !field.$ref)
        .map(([field]) => `${name}.${field}`),
    );
    expect(untyped).toEqual([]);
  });

  async function fuzz(auth: Record<string, string>, skip: (o: Operation) => boolean): Promise<string[]> {
    const failures: string[] = [];
    const rows = await openRowCounter(t);
    const send = async (method: Operation['method'], url: string, body?: unknown) => {
      let request = t.http()[method](url).set(auth);
      if (body !== undefined) request = request.set('Content-Type', 'application/json').send(JSON.stringify(body));
      // Jobs of an earlier accepted request (an export being built, outbox rows relayed) change the
      // counts by themselves: let them finish before counting what this request leaves.
      await t.jobsIdle();
      const before = await rows.total();
      const r = await request;
      const left = r.status >= 400 ? (await rows.total()) - before : 0;
      if (r.status >= 500 || left !== 0) {
        failures.push(`${method.toUpperCase()} ${url.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 120)} → ${r.status} ${JSON.stringify(r.body).slice(0, 200)}, rows left: ${left}`);
      }
    };
    for (const operation of operationsOf(document).filter((o) => !skip(o))) {
      const { method, path, bodySchema } = operation;
      const hasParams = path.includes('{');
      const urls = hasParams ? PATH_IDS.map((id) => path.replace(/\{[^}]+\}/g, id)) : [path];
      const withBody = method !== 'get' && method !== 'delete';
      for (const url of urls) await send(method, method === 'get' ? url + QUERY : url, withBody ? WHOLE_BODIES[0] : undefined);
      if (!withBody) continue;
      const url = urls[0];
      for (const body of WHOLE_BODIES) await send(method, url, body);
      for (const field of Object.keys(bodySchema?.properties ?? {})) {
        for (const value of BAD_VALUES) await send(method, url, { [field]: value });
      }
      // One level down: the fields of a nested object or of each item of a nested list (an invoice's lines).
      for (const [field, nested] of Object.entries((bodySchema?.properties ?? {}) as Record<string, Schema>)) {
        const inner = nested.$ref ?? nested.items?.$ref;
        const innerFields = inner ? Object.keys(document.components.schemas[inner.split('/').pop()!]?.properties ?? {}) : [];
        for (const innerField of innerFields) {
          for (const value of BAD_VALUES) await send(method, url, { [field]: nested.$ref ? { [innerField]: value } : [{ [innerField]: value }] });
        }
      }
    }
    await rows.close();
    return failures;
  }

  it('signed in: every operation, every documented field (nested ones too), every bad value', async () => {
    // Signing out would end the session the rest of the run uses.
    const failures = await fuzz(b.auth, (o) => o.path === '/api/logout');
    expect(failures).toEqual([]);
    // One request at a time over every operation of every module, waiting for jobs between them: 90 s no
    // longer covered the walk on the 2-core machine once challans, credit notes and the rest were added.
  }, FUZZ_TIMEOUT_MS);

  it('signed out: every operation, every documented field, every bad value', async () => {
    const before = await rowCounts(t);
    const failures = await fuzz({}, () => false);
    expect(failures).toEqual([]);
    expect(await rowCounts(t)).toEqual(before);
  }, FUZZ_TIMEOUT_MS);
});
