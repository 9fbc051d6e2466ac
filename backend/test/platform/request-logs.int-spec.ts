import pino from 'pino';
import { Writable } from 'node:stream';
import { signUpBusiness } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

describe('request logs', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ logger: pino({ level: 'info' }, sink), env: { WHATSAPP_VERIFY_TOKEN: 'verify-token-4f1c9e', LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  const logged = () => JSON.stringify(lines);

  it('one line per request: method, route, status, time', async () => {
    const before = lines.length;
    const res = await t.http().get('/api/health').expect(200);
    const requestLines = lines.slice(before).filter((line) => line.reqId);
    expect(requestLines).toEqual([expect.objectContaining({ msg: expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/), status: 200 })]);
    expect(res.headers['x-request-id'] ?? requestLines[0].reqId).toBeTruthy();
  });

  it('never the query string, path values, tokens or contact details', async () => {
    await t.http().get('/api/webhooks/whatsapp').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-token-4f1c9e', 'hub.challenge': '42' });
    await t.http().get('/api/client/invoice/9f2b7c1e-share-id-that-is-secret').expect(404);
    const owner = await signUpBusiness(t, { email: 'owner-logs@example.com', phone: '9812345678' });
    await t.http().post('/api/customers').set(owner.auth).send({ name: 'Kaveri Stores', email: 'kaveri@example.test', phone: '9876501234' }).expect(201);
    await t.http().get('/api/customers').query({ search: 'Kaveri' }).set(owner.auth).expect(200);

    expect(logged()).toMatch(/GET \/api\/webhooks\/whatsapp \d{3}/);
    expect(logged()).toContain('GET /api/client/invoice/:shareId 404');
    expect(logged()).not.toMatch(/verify-token-4f1c9e|share-id-that-is-secret|kaveri@example|9876501234|search=|Kaveri/i);
  });
});
