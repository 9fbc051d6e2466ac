import { freePort } from '../../../test-support/spawned-processes';
import { withBuiltProcesses, type BuiltProcesses } from '../../../test-support/built-processes';
import type { TestApp } from '../../../test-support/test-app';
import { business, cloneOverdueInvoices, countsByDelivery, sentInvoice, waitUntil, withDb } from './communications-fixtures';

const REMINDERS = 1000;

/**
 * A real worker process (node backend/dist/bundle/worker.js) is killed with SIGKILL in the middle of a
 * 1,000-reminder batch; a second worker finishes it. Every reminder must reach the SMTP server
 * exactly once (counted at the server by the X-Hisaab-Delivery header) and the batch counts must be right.
 * Then an API process (node backend/dist/bundle/main.js) is killed with its job still in the outbox.
 */
describe('processes killed with SIGKILL', () => {
  let p: BuiltProcesses;
  let t: TestApp;
  const env: Record<string, string> = { JOB_BACKOFF_MS: '200', DELIVERY_LEASE_MS: '3000', JOB_LOCK_MS: '3000', OUTBOX_SWEEP_MS: '3000' };

  beforeAll(async () => {
    p = await withBuiltProcesses('crash', env);
    t = p.t;
  }, 300_000);

  afterAll(() => p?.close(), 120_000);

  const startWorker = () => p.start('worker.js');

  it('a worker killed mid-batch: every reminder is delivered exactly once and the batch counted right', async () => {
    // A server that takes 30 ms to accept each message, so the kill lands mid-batch on any machine.
    t.smtp.replyDelayMs = 30;
    const first_ = startWorker(); // also sends the sign-up code
    const b = await business(t);
    const first = await sentInvoice(b, { email: 'crash-first@example.test' }, 7);
    await cloneOverdueInvoices(t.databaseUrl, first.id, REMINDERS - 1);

    const res = await t.http().post('/api/communications/send-overdue-reminders').set(b.auth).send({ method: 'email', fromEmail: 'owner@raotraders.example' }).expect(202);
    const batchId = res.body.batchId as string;
    const ofBatch = () => t.smtp.messages.filter((m) => String(m.headers.get('x-hisaab-delivery')).startsWith(batchId));

    await waitUntil(async () => ofBatch().length, (n) => n >= 150, 120_000, 5);
    first_.kill('SIGKILL');
    await new Promise((done) => first_.once('exit', done));
    const atKill = ofBatch().length;
    const inFlight = await withDb(t.databaseUrl, (client) =>
      client.query<{ status: string; n: number }>(`select status, count(*)::int as n from communications where batch_id = $1 group by status`, [batchId]),
    );
    console.log(`killed the worker after ${atKill} of ${REMINDERS} reminders; rows then: ${JSON.stringify(inFlight.rows)}`);
    expect(atKill).toBeLessThan(REMINDERS);

    startWorker();
    const done = await waitUntil(
      async () => (await t.http().get(`/api/communications/batches/${batchId}`).set(b.auth).expect(200)).body,
      (p) => p.status === 'finished',
      180_000,
      250,
    );
    await waitUntil(async () => countsByDelivery(ofBatch()).size, (n) => n >= REMINDERS, 20_000, 50).catch(async (error: unknown) => {
      // Name the deliveries the server never got, with what our records say about them.
      const seen = countsByDelivery(ofBatch());
      const rows = await withDb(t.databaseUrl, (client) =>
        client.query(`select delivery_key, status, attempts, error, lease_until, sent_at from communications where batch_id = $1`, [batchId]),
      );
      console.log(`never received: ${JSON.stringify(rows.rows.filter((r) => !seen.has(r.delivery_key)))}`);
      throw error;
    });
    await new Promise((resolve_) => setTimeout(resolve_, 1000)); // a late duplicate would arrive by now

    const counts = countsByDelivery(ofBatch());
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    console.log(`after restart: ${counts.size} distinct reminders, ${ofBatch().length} messages, ${duplicates} duplicated`);
    expect(counts.size).toBe(REMINDERS);
    expect(duplicates).toBe(0);
    expect(ofBatch()).toHaveLength(REMINDERS);
    expect(done).toMatchObject({ total: REMINDERS, successCount: REMINDERS, failureCount: 0, status: 'finished' });
  }, 400_000);

  it('an API killed after committing a send, before relaying its job, loses nothing: a sweep sends it once', async () => {
    const b = await business(t);
    const invoice = await sentInvoice(b, { email: 'api-killed@example.test' }, 5);
    // An API process whose relay cannot reach the queue, so its job is still only in the outbox when it dies.
    const port = await freePort();
    const api = p.start('main.js', { PORT: String(port), REDIS_URL: 'redis://127.0.0.1:6390', OUTBOX_SWEEP_MS: '3600000' });
    const url = `http://127.0.0.1:${port}`;
    const up = () => fetch(`${url}/api/invoices`, { headers: b.auth, signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 0);
    await waitUntil(up, (status) => status === 200, 60_000, 200);
    const res = await fetch(`${url}/api/invoices/${invoice.id}/send-reminder-email`, {
      method: 'POST',
      headers: { ...b.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ fromEmail: 'owner@raotraders.example' }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(202);
    const waiting = await withDb(t.databaseUrl, (client) => client.query(`select name from job_outbox where payload->>'deliveryKey' like 'single:%'`));
    expect(waiting.rows).toEqual([{ name: 'communications.deliver' }]);
    api.kill('SIGKILL');
    await new Promise((done) => api.once('exit', done));

    // The worker still running from the test above sweeps the outbox and sends the reminder, once.
    const toCustomer = () => t.smtp.messages.filter((m) => m.to.includes('api-killed@example.test'));
    await waitUntil(async () => toCustomer().length, (n) => n >= 1, 30_000, 100);
    await new Promise((resolve_) => setTimeout(resolve_, 1000)); // a late duplicate would arrive by now
    expect(toCustomer()).toHaveLength(1);
    const left = await withDb(t.databaseUrl, (client) => client.query('select count(*)::int as n from job_outbox'));
    expect(left.rows[0].n).toBe(0);
  }, 120_000);
});
