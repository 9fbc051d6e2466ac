#!/usr/bin/env node
/**
 * Bulk overdue reminders end to end: a batch of 10,000 reminders through the built API, BullMQ on
 * Redis and separate worker processes to a local SMTP server, counting at the server by the
 * X-Hisaab-Delivery header (so duplicates are seen where they would land).
 *
 *   node bench/reminders.mjs                      # 10,000 reminders, 2 workers
 *   BENCH_REMINDERS=2000 BENCH_REMINDER_WORKERS=1 node bench/reminders.mjs
 *
 * For bench/run.mjs: `import { benchReminders, printRemindersResult } from './reminders.mjs'` and call
 * `printRemindersResult(await benchReminders())` as a standalone section (it makes and drops its own
 * database). Needs backend/dist, PostgreSQL and Redis. Goals: ≤ 60 s for the batch, 0 duplicates.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClient, signUp } from './lib/api-client.mjs';
import { ROOT, redisUrl, sleep } from './lib/context.mjs';
import { createDatabase, dropDatabase, withClient } from './lib/postgres.mjs';
import { API_SCRIPT, WORKER_SCRIPT, apiEnv, freePort, startNode, waitForHttp } from './lib/processes.mjs';
import { clearRedisPrefix } from './lib/redis.mjs';

export const REMINDER_GOALS = { maxSeconds: 60, duplicates: 0 };

/** An SMTP server that counts messages per X-Hisaab-Delivery header from the raw data (no MIME parsing: it must keep up). */
export async function startCountingSink() {
  const { SMTPServer } = createRequire(join(ROOT, 'package.json'))('smtp-server');
  const perKey = new Map();
  const others = [];
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const key = /^X-Hisaab-Delivery:\s*(.+?)\r?$/im.exec(raw)?.[1];
        if (key) {
          perKey.set(key, (perKey.get(key) ?? 0) + 1);
          total++;
        } else {
          others.push({ to: session.envelope.rcptTo.map((r) => r.address), text: raw });
        }
        callback();
      });
    },
  });
  // A worker killed mid-session resets its socket; that is not the sink's failure.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET') console.error('SMTP sink:', error);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    perKey,
    get total() {
      return total;
    },
    /** For the sign-up code (quoted-printable soft breaks removed). */
    async waitFor(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = others.find((m) => m.to.includes(to));
        if (found) return { text: found.text.replace(/=\r?\n/g, '') };
        await sleep(50);
      }
      throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One overdue invoice made through the API, cloned in SQL into `count` invoices, each with its own customer. */
async function seedOverdue(databaseUrl, api, count) {
  const customer = await api.post('/api/customers', { name: 'Customer 0', email: 'c0@bench.example', phone: '9840000000' });
  const due = new Date(Date.now() - 10 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const date = new Date(Date.now() - 15 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const invoice = await api.post('/api/invoices', {
    invoice: { customerId: customer.id, invoiceDate: date, dueDate: due, status: 'draft', paymentTerms: 'Net 5' },
    items: [{ productName: 'Consulting', hsn: '998311', quantity: 1, unit: 'nos', rate: 1000, gstRate: 18 }],
  });
  await api.put(`/api/invoices/${invoice.id}/status`, { status: 'sent' });
  await withClient(databaseUrl, async (c) => {
    const columns = (await c.query(`select column_name from information_schema.columns where table_name = 'invoices' order by ordinal_position`)).rows.map((r) => r.column_name);
    const overrides = { id: 'gen_random_uuid()', customer_id: 'n.id', invoice_number: `'R/' || n.k`, customer_name: 'n.name', share_id: 'md5(random()::text || n.k)' };
    await c.query(
      `with c as (
         insert into customers (id, business_id, name, email, phone)
         select gen_random_uuid(), t.business_id, 'Customer ' || g, 'c' || g || '@bench.example', '98' || lpad(g::text, 8, '0')
           from generate_series(1, $2::int) g, (select business_id from invoices where id = $1) t
         returning id, name
       ), n as (select id, name, row_number() over () as k from c)
       insert into invoices (${columns.map((c) => `"${c}"`).join(', ')})
       select ${columns.map((c) => overrides[c] ?? `t."${c}"`).join(', ')} from n cross join (select * from invoices where id = $1) t`,
      [invoice.id, count - 1],
    );
    await c.query('analyze');
  });
}

export async function benchReminders({ reminders = Number(process.env.BENCH_REMINDERS ?? 10_000), workers = Number(process.env.BENCH_REMINDER_WORKERS ?? 2) } = {}) {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dbName = `hisaab_bench_rem_${stamp}`;
  const tmpDir = mkdtempSync(join(tmpdir(), 'hisaab-bench-rem-'));
  const cleanups = [];
  try {
    const databaseUrl = await createDatabase(dbName);
    cleanups.push(() => dropDatabase(dbName));
    const smtp = await startCountingSink();
    cleanups.push(() => smtp.stop());
    const port = await freePort();
    const env = apiEnv({ databaseUrl, redisUrl: redisUrl(), smtpUrl: smtp.url, port, dataDir: tmpDir, queuePrefix: dbName });
    cleanups.push(() => clearRedisPrefix(dbName));
    const api = startNode(API_SCRIPT, env, { label: 'API' });
    cleanups.push(() => api.stop());
    await waitForHttp(api, `http://127.0.0.1:${port}/api/health`);
    const procs = Array.from({ length: workers }, (_, i) => startNode(WORKER_SCRIPT, env, { label: `worker ${i + 1}` }));
    cleanups.push(() => Promise.all(procs.map((w) => w.stop())));

    const owner = { email: `rem-${stamp}@example.com`, password: 'bench-password-1', firstName: 'Bench', lastName: 'Owner', businessName: 'Kaveri Traders', phone: '9840012345', businessAddress: '12 Anna Salai, Chennai' };
    const session = await signUp(apiClient(`http://127.0.0.1:${port}`), smtp, owner);
    const authed = apiClient(`http://127.0.0.1:${port}`, session.token);
    await authed.post('/api/config', { companyName: 'Kaveri Traders', gstNumber: '33AAAPZ1234C2Z6', companyEmail: owner.email });
    await seedOverdue(databaseUrl, authed, reminders);

    const started = Date.now();
    const first = await authed.post('/api/communications/send-overdue-reminders', { method: 'email', fromEmail: owner.email });
    let progress = first;
    while (progress.status !== 'finished') {
      if (Date.now() - started > 600_000) throw new Error(`The batch did not finish in 10 minutes: ${JSON.stringify(progress)}`);
      await sleep(100);
      progress = await authed.get(`/api/communications/batches/${first.batchId}`);
    }
    const finishedMs = Date.now() - started;
    // Every reminder is recorded just before the server accepts it: wait for the last ones to land.
    const deadline = Date.now() + 10_000;
    while (smtp.perKey.size < progress.successCount && Date.now() < deadline) await sleep(20);
    const arrivedMs = Date.now() - started;
    await sleep(1000);
    const duplicates = [...smtp.perKey.values()].filter((n) => n > 1).length;
    return {
      reminders,
      workers,
      seconds: arrivedMs / 1000,
      batchSeconds: finishedMs / 1000,
      perSecond: smtp.total / (arrivedMs / 1000),
      received: smtp.total,
      distinct: smtp.perKey.size,
      duplicates,
      successCount: progress.successCount,
      failureCount: progress.failureCount,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`cleanup: ${error.message}`));
    rmSync(tmpDir, { recursive: true, force: true });
  }
}

export function printRemindersResult(r) {
  const met = (ok) => (ok ? 'MET' : 'NOT MET');
  console.log(`\nBulk reminders: ${r.reminders.toLocaleString('en-IN')} overdue invoices, ${r.workers} worker process(es), BullMQ → SMTP (2 cores, load ${loadavg()[0].toFixed(2)} on ${cpus().length} CPUs)`);
  console.log(`  time to last e-mail at the server  ${r.seconds.toFixed(1)} s (batch finished after ${r.batchSeconds.toFixed(1)} s)   goal ≤ ${REMINDER_GOALS.maxSeconds} s: ${met(r.seconds <= REMINDER_GOALS.maxSeconds)}`);
  console.log(`  throughput                         ${r.perSecond.toFixed(0)} messages/s`);
  console.log(`  received at the server             ${r.received} messages, ${r.distinct} distinct deliveries`);
  console.log(`  duplicates (same delivery twice)   ${r.duplicates}   goal 0: ${met(r.duplicates === 0)}`);
  console.log(`  batch counts                       ${r.successCount} sent, ${r.failureCount} failed`);
  return r.duplicates === 0 && r.distinct === r.reminders;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchReminders()
    .then((result) => process.exit(printRemindersResult(result) ? 0 : 1))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
