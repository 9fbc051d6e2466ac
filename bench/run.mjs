#!/usr/bin/env node
/**
 * npm run bench — seeds one business with a year and a half of data in a fresh database, loads the
 * built API (a separate process) and, beside each read, a bare node:http + pg server running the
 * same SQL (the floor), then prints a table with the goals. See bench/README.md.
 *
 * Environment: BENCH_DATABASE_URL (admin connection, default postgresql://postgres@127.0.0.1:5432/postgres),
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379), BENCH_KEEP=1 keeps the database,
 * BENCH_ONLY=<scenario id or group>,… runs a subset, BENCH_CONNECTIONS / BENCH_DURATION / BENCH_WARMUP.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClient, signUp } from './lib/api-client.mjs';
import { BACKEND_DIST, ROOT, gst, redisUrl } from './lib/context.mjs';
import { LOAD_DEFAULTS, runLoad } from './lib/load.mjs';
import { createDatabase, dropDatabase, withClient } from './lib/postgres.mjs';
import { API_SCRIPT, WORKER_SCRIPT, apiEnv, cpuSeconds, freePort, postgresCpuSeconds, rssMb, startNode, waitForHttp } from './lib/processes.mjs';
import { evaluateGoals, printResults } from './lib/report.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { loadScenarios } from './scenarios/index.mjs';
import { SEARCH_TERM, seedBillingData } from './seed/billing-data.mjs';
import { benchPdf, printPdfResult } from './pdf.mjs';
import { benchReminders, printRemindersResult } from './reminders.mjs';
import { benchCampaigns, printCampaignsResult } from './campaigns.mjs';
import { benchRecurring, printRecurringResult } from './recurring.mjs';
import { clearRedisPrefix } from './lib/redis.mjs';
import { API_NODE_FLAGS } from '../scripts/api-node-flags.mjs';

/** Sections that need no seeded database run first, on their own. */
const STANDALONE = {
  pdf: async () => printPdfResult(await benchPdf()),
  // 10,000 overdue reminders through BullMQ to SMTP in its own database; duplicates fail the run.
  reminders: async () => {
    if (!printRemindersResult(await benchReminders())) throw new Error('Bulk reminders: a reminder was missing or arrived twice');
  },
  // An e-mail campaign to 10,000 customers, two workers (then one killed a third of the way); duplicates or missing fail the run.
  campaigns: async () => {
    if (!printCampaignsResult(await benchCampaigns())) throw new Error('Campaigns: a customer was missed or got the campaign twice');
  },
  // 10,000 recurring templates due on one day, two workers (then one killed halfway); duplicates or gaps fail the run.
  recurring: async () => {
    if (!printRecurringResult(await benchRecurring())) throw new Error('Recurring invoices: a period was missing, made twice, or left a gap in the numbers');
  },
};

const BUSINESS_GSTIN = '33AAAPZ1234C2Z6';
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const step = (text) => console.log(`[bench ${seconds(started).padStart(5)} s] ${text}`);

function ensureBuilt() {
  const needed = [join(BACKEND_DIST, 'bundle', 'main.js'), join(ROOT, 'libs/gst/dist/index.js'), join(ROOT, 'libs/contracts/dist/index.js')];
  if (needed.every((file) => existsSync(file)) && process.env.BENCH_BUILD !== '1') return;
  // The bench needs the libraries and the API only (the frontend build is not part of it).
  step('backend/dist is missing: building the libraries and the backend (npm run build:libs && npm run build -w backend)');
  execSync('npm run build:libs && npm run build -w backend', { cwd: ROOT, stdio: 'inherit' });
}

/** Stops the API and starts it again on the same (migrated) database: how long until it answers, and its memory then. */
async function restartTime(api, env, apiUrl, cleanups) {
  await api.stop();
  const started = Date.now();
  const again = startNode(API_SCRIPT, env, { label: 'API (restarted)', nodeArgs: API_NODE_FLAGS });
  cleanups.push(() => again.stop());
  await waitForHttp(again, `${apiUrl}/api/health`, 60_000, 20);
  console.log(`API restart: answered /api/health ${Date.now() - started} ms after it was started (goal ≤ 1500 ms); RSS ${rssMb(again.child.pid)} MB.`);
}

/**
 * Runs a load and adds the CPU time per request (warm-up included) of the server under load and of
 * PostgreSQL: where a request's cost goes, beside its latency.
 */
async function withCpu(serverPid, load) {
  const mainThread = () => cpuSeconds(serverPid, { mainThread: true });
  const before = { server: cpuSeconds(serverPid), mainThread: mainThread(), db: postgresCpuSeconds() };
  const result = await load();
  const requests = result.total2xx + result.non2xx;
  const perRequestMs = (start, end) => (start === null || end === null || !requests ? null : ((end - start) * 1000) / requests);
  return {
    ...result,
    serverCpuMs: perRequestMs(before.server, cpuSeconds(serverPid)),
    mainThreadCpuMs: perRequestMs(before.mainThread, mainThread()),
    dbCpuMs: perRequestMs(before.db, postgresCpuSeconds()),
    generatorCpuMs: requests ? result.generatorCpuMs / requests : null,
  };
}

async function main() {
  ensureBuilt();
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  for (const [name, run] of Object.entries(STANDALONE)) {
    if (only && !only.includes(name)) continue;
    step(`${name}…`);
    await run();
  }
  const httpOnly = only?.filter((name) => !(name in STANDALONE));
  if (only && !httpOnly.length) return;
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dbName = `hisaab_bench_${stamp}`;
  const tmpDir = mkdtempSync(join(tmpdir(), 'hisaab-bench-'));
  const cleanups = [];
  let failed = false;
  try {
    const scenarios = await loadScenarios(httpOnly);
    if (!scenarios.length) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} selects no scenario`);

    // 1. A fresh database, the SMTP sink, the API (it migrates at start) and, for the sign-up mail, the worker.
    const databaseUrl = await createDatabase(dbName);
    cleanups.push(async () => {
      if (process.env.BENCH_KEEP === '1') step(`kept database ${dbName} (BENCH_KEEP=1)`);
      else await dropDatabase(dbName);
    });
    step(`database ${dbName} created`);
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.stop());
    const port = await freePort();
    const env = apiEnv({ databaseUrl, redisUrl: redisUrl(), smtpUrl: smtp.url, port, dataDir: tmpDir, queuePrefix: dbName });
    cleanups.push(() => clearRedisPrefix(dbName));
    // BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
    // BENCH_API_NODE_ARGS: further node flags for the API only, e.g. '--max-semi-space-size=4'.
    const nodeArgs = [
      ...API_NODE_FLAGS,
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ];
    const api = startNode(API_SCRIPT, env, { label: 'API', nodeArgs });
    cleanups.push(() => api.stop());
    const apiUrl = `http://127.0.0.1:${port}`;
    const apiStart = Date.now();
    await waitForHttp(api, `${apiUrl}/api/health`, 60_000, 20);
    step(`API listening on ${apiUrl} (migrations applied) ${Date.now() - apiStart} ms after it was started, RSS ${rssMb(api.child.pid)} MB`);
    const worker = startNode(WORKER_SCRIPT, env, { label: 'worker' });
    cleanups.push(() => worker.stop());

    // 2. One business through the real sign-up, with its GST configuration.
    const owner = {
      email: `bench-${stamp}@example.com`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Owner',
      businessName: 'Kaveri Traders',
      phone: '9840012345',
      businessAddress: '12 Anna Salai, Chennai',
    };
    const session = await signUp(apiClient(apiUrl), smtp, owner);
    await worker.stop();
    const authed = apiClient(apiUrl, session.token);
    await authed.post('/api/config', {
      companyName: 'Kaveri Traders',
      gstNumber: BUSINESS_GSTIN,
      stateCode: '33',
      companyAddress: '12 Anna Salai',
      companyCity: 'Chennai',
      companyPincode: '600002',
      companyPhone: '9840012345',
      companyEmail: owner.email,
      invoicePrefix: 'INV',
      roundOff: true,
    });
    const businessId = await withClient(databaseUrl, async (c) => (await c.query('select business_id from users where id = $1', [session.user.id])).rows[0].business_id);
    step(`signed up ${owner.email} (business ${businessId}) and saved GSTIN ${BUSINESS_GSTIN}, Tamil Nadu`);

    // 3. Bulk data in one transaction, then VACUUM ANALYZE (planner statistics and the visibility map for index-only scans) and CHECKPOINT.
    const today = gst().calendarDate(new Date());
    const seedStart = Date.now();
    const seeded = await withClient(databaseUrl, async (c) => {
      await c.query('begin');
      try {
        const result = await seedBillingData(c, { businessId, userId: session.user.id, supplierState: '33', today });
        await c.query('commit');
        return result;
      } catch (error) {
        await c.query('rollback');
        throw error;
      }
    });
    const insertSeconds = seconds(seedStart);
    // Then a checkpoint: the seed's ~1 GB of dirty pages are written now, not during the first scenario measured.
    await withClient(databaseUrl, async (c) => {
      await c.query('vacuum analyze');
      await c.query('checkpoint');
    });
    const s = seeded.counts;
    step(
      `seeded in ${seconds(seedStart)} s (inserts ${insertSeconds} s + VACUUM ANALYZE + CHECKPOINT): ${s.customers} customers, ${s.products} products, ` +
        `${s.invoices} invoices (${s.statuses.draft} draft, ${s.statuses.sent} sent of which ${s.sentPastDue} past due, ${s.statuses.paid} paid), ` +
        `${s.invoiceItems} lines, ${s.payments} payments; series ${Object.entries(s.series).map(([fy, next]) => `${fy} next ${next}`).join(', ')}; ` +
        `'${SEARCH_TERM}' matches ${s.searchMatches} invoices`,
    );

    // 4. The scenarios' shared context, and the floor server in its own process.
    const ctx = {
      runId: stamp,
      apiUrl,
      token: session.token,
      businessId,
      userId: session.user.id,
      sessionId: session.claims.sid,
      searchTerm: SEARCH_TERM,
      customerIds: seeded.customerIds,
      products: await withClient(databaseUrl, async (c) =>
        (await c.query('select id, name, hsn_code, unit, price, gst_rate from products where business_id = $1 order by sku limit 500', [businessId])).rows.map((p) => ({
          id: p.id,
          name: p.name,
          hsn: p.hsn_code,
          unit: p.unit,
          price: Number(p.price),
          gstRate: Number(p.gst_rate),
        })),
      ),
    };
    const ctxFile = join(tmpDir, 'context.json');
    writeFileSync(ctxFile, JSON.stringify(ctx));
    let floorUrl = null;
    let floor = null;
    if (scenarios.some((sc) => sc.floor)) {
      floor = startNode(fileURLToPath(new URL('./lib/floor-server.mjs', import.meta.url)), { DATABASE_URL: databaseUrl, BENCH_CTX_FILE: ctxFile, PORT: '0' }, { label: 'floor server' });
      cleanups.push(() => floor.stop());
      const deadline = Date.now() + 15_000;
      while (!/READY (\d+)/.test(floor.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const floorPort = /READY (\d+)/.exec(floor.output())?.[1];
      if (!floorPort) throw new Error(`the floor server did not start:\n${floor.output()}`);
      floorUrl = `http://127.0.0.1:${floorPort}`;
    }

    // 5. Every read answers 200 on both targets before anything is measured.
    const headers = { authorization: `Bearer ${session.token}` };
    for (const sc of scenarios.filter((x) => x.request)) {
      const r = sc.request(ctx);
      const response = await fetch(`${apiUrl}${r.path}`, { method: r.method, headers });
      if (!response.ok) throw new Error(`${sc.label}: API answered ${response.status} ${await response.text()}`);
      if (sc.floor) {
        const f = await fetch(`${floorUrl}/floor/${sc.id}`);
        if (!f.ok) throw new Error(`${sc.label}: floor answered ${f.status} ${await f.text()}`);
      }
    }

    // 6. Load, one scenario and one target at a time.
    const results = [];
    const load = loadavg()[0];
    step(`load average ${load.toFixed(2)} on ${cpus().length} cores${load > 1 ? ' — other work is running on this machine: figures will be slower and noisier' : ''}`);
    for (const sc of scenarios) {
      const state = sc.before ? await withClient(databaseUrl, (c) => sc.before(c, ctx)) : undefined;
      step(`${sc.label}: API…`);
      const apiResult = await withCpu(api.child.pid, () => runLoad({ tmpDir, scenario: sc, target: 'api', baseUrl: apiUrl, headers, ctxFile, ...sc.load }));
      apiResult.rssMb = rssMb(api.child.pid);
      let floorResult = null;
      if (sc.floor) {
        step(`${sc.label}: SQL floor…`);
        floorResult = await withCpu(floor.child.pid, () => runLoad({ tmpDir, scenario: sc, target: 'floor', baseUrl: floorUrl, headers, ctxFile, ...sc.load }));
      }
      const verification = sc.verify ? await withClient(databaseUrl, (c) => sc.verify(c, ctx, state, apiResult)) : null;
      if (verification && !verification.ok) failed = true;
      if (apiResult.errors || (!sc.verify && apiResult.non2xx)) failed = true;
      results.push({ scenario: sc, api: apiResult, floor: floorResult, goals: evaluateGoals(sc, apiResult, floorResult), verification });
    }
    printResults(results, LOAD_DEFAULTS);
    await restartTime(api, env, apiUrl, cleanups);
    console.log(`Load average during the runs: ${loadavg().map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min) on ${cpus().length} cores.`);
    if (failed) console.log('\nSomething broke (errors, non-2xx answers or a failed check): see above.');
  } catch (error) {
    failed = true;
    console.error(`\nbench failed: ${error?.stack ?? error}`);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup: ${error?.message ?? error}`);
      }
    }
    rmSync(tmpDir, { recursive: true, force: true });
    step(`done in ${seconds(started)} s`);
  }
  process.exit(failed ? 1 : 0);
}

await main();
