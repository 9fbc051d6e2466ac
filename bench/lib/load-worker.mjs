/**
 * Load generator process: `node load-worker.mjs <spec.json>` runs autocannon against one target
 * (warm-up, then the measured run) and prints one JSON line with the result. Latencies are taken
 * from every response of the measured run (autocannon's summary has no p95).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './context.mjs';

const autocannon = createRequire(join(ROOT, 'package.json'))('autocannon');
const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const ctx = JSON.parse(readFileSync(spec.ctxFile, 'utf8'));
const group = (await import(spec.file)).default;
const scenario = group.scenarios.find((s) => s.id === spec.scenarioId);

function options(length) {
  const base = {
    url: spec.baseUrl,
    connections: spec.connections,
    ...length,
    pipelining: 1,
    timeout: 30,
    headers: spec.headers,
  };
  if (spec.target === 'floor') return { ...base, requests: [{ method: 'GET', path: `/floor/${scenario.id}` }] };
  if (scenario.requests) return { ...base, requests: requestsOnce };
  const r = scenario.request(ctx);
  return { ...base, method: r.method, requests: [{ method: r.method, path: r.path, body: r.body, headers: r.headers }] };
}
// One request factory for warm-up and measured run, so per-request state (e.g. distinct customers) carries on.
const requestsOnce = scenario.requests ? scenario.requests(ctx) : null;

function run(length, record) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const status = {};
    let errors = 0;
    const started = process.hrtime.bigint();
    // Until the last answer: autocannon calls back on its next one-second tick, so a run of a fixed
    // number of requests would otherwise count up to a second it spent waiting.
    let lastAnswer = started;
    const instance = autocannon(options(length), (error, result) => {
      if (error) return reject(error);
      const seconds = Number((lastAnswer > started ? lastAnswer : process.hrtime.bigint()) - started) / 1e9;
      resolve({ latencies, status, errors: errors + result.errors, timeouts: result.timeouts, seconds });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastAnswer = process.hrtime.bigint();
      status[statusCode] = (status[statusCode] ?? 0) + 1;
      if (record) latencies.push(responseTime);
    });
    instance.on('reqError', () => (errors += 1));
  });
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const ok = (status) => Object.entries(status).reduce((n, [code, c]) => n + (code >= 200 && code < 300 ? c : 0), 0);
const notOk = (status) => Object.entries(status).reduce((n, [code, c]) => n + (code >= 200 && code < 300 ? 0 : c), 0);

// A timed run abandons the requests in flight when time is up, yet the server still completes them.
// Writes must be counted exactly, so they run a fixed number of requests instead: the warm-up's
// rate × the duration (autocannon then waits for every answer).
let warm;
let measured;
// This process's own CPU over the warm-up and the measured run: on a machine shared with the server, what the load itself took.
const cpuBefore = process.cpuUsage();
// The warm-up is batches of ten requests a connection, for at least the warm-up time and until the
// rate stops rising (a batch within 10% of the one before; at most five times the warm-up time): a
// cold process's first creates are several times slower than its steady state. The last batch gives
// the rate.
if (scenario.kind === 'write' && spec.target === 'api') {
  const batch = spec.connections * 10;
  warm = { status: {}, errors: 0 };
  const warmStarted = Date.now();
  const rateOf = (r) => ok(r.status) / r.seconds;
  const elapsed = () => Date.now() - warmStarted;
  let previous = null;
  let last = null;
  const stillWarming = () =>
    !previous || elapsed() < spec.warmupSeconds * 1000 || (rateOf(last) > 1.1 * rateOf(previous) && elapsed() < 5 * spec.warmupSeconds * 1000);
  do {
    previous = last;
    last = await run({ amount: batch }, false);
    for (const [code, count] of Object.entries(last.status)) warm.status[code] = (warm.status[code] ?? 0) + count;
    warm.errors += last.errors;
  } while (stillWarming());
  const perSecond = rateOf(last);
  measured = await run({ amount: Math.max(batch, Math.round(perSecond * spec.durationSeconds)) }, true);
} else {
  warm = spec.warmupSeconds > 0 ? await run({ duration: spec.warmupSeconds }, false) : { status: {}, errors: 0 };
  measured = await run({ duration: spec.durationSeconds }, true);
}
const generatorCpu = process.cpuUsage(cpuBefore);
const sorted = measured.latencies.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    requests: sorted.length,
    rps: ok(measured.status) / measured.seconds,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    max: sorted[sorted.length - 1] ?? null,
    status: measured.status,
    non2xx: notOk(measured.status) + notOk(warm.status),
    errors: measured.errors + warm.errors,
    total2xx: ok(measured.status) + ok(warm.status),
    warmup2xx: ok(warm.status),
    generatorCpuMs: (generatorCpu.user + generatorCpu.system) / 1000,
  })}\n`,
);
