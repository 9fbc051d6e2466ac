/** The built API (and, for the sign-up mail, the worker) as separate processes. */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROCESS_ENV } from '../../scripts/api-node-flags.mjs';
import { BACKEND_DIST, ROOT, sleep } from './context.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node <script>` as `npm start` would (PROCESS_ENV under the environment); stderr is kept (and shown if the process dies early). */
export function startNode(script, env, { args = [], nodeArgs = [], label = script } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], { cwd: ROOT, env: { ...PROCESS_ENV, ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    label,
    output: () => output.join(''),
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until GET url answers 200, or fails with the process's output. */
export async function waitForHttp(proc, url, timeoutMs = 60_000, pollMs = 200) {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  proc.exited.then(() => (dead = true));
  while (Date.now() < deadline && !dead) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(pollMs);
  }
  throw new Error(`${proc.label} did not become ready at ${url}${dead ? ' (it exited)' : ''}:\n${proc.output().slice(-4000)}`);
}

export function apiEnv({ databaseUrl, redisUrl, smtpUrl, port, dataDir, queuePrefix }) {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    SMTP_URL: smtpUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // No SPA in the bench: API routes only.
    FRONTEND_DIST: join(dataDir, 'no-frontend'),
  };
}

export const API_SCRIPT = join(BACKEND_DIST, 'bundle', 'main.js');
export const WORKER_SCRIPT = join(BACKEND_DIST, 'bundle', 'worker.js');

/** Resident memory of a process in MB (Linux /proc, else ps), or null when it cannot be read. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim();
    return Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far (Linux /proc), or null; with `children`, also its ended children's. */
export function cpuSeconds(pid, { children = false, mainThread = false } = {}) {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime, stime, cutime, cstime are the 12th to 15th.
    // The main thread (task pid) alone is the JavaScript event loop; the process adds V8's GC and compiler threads and libuv's pool.
    const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
    return (fields[11] + fields[12] + (children ? fields[13] + fields[14] : 0)) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU seconds used so far by PostgreSQL on this machine, or null: every server process, and the
 * postmaster's ended children (backends that closed, autovacuum workers).
 */
export function postgresCpuSeconds() {
  try {
    let total = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
        const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
        const postmaster = readFileSync(`/proc/${parent}/comm`, 'utf8').trim() !== 'postgres';
        total += cpuSeconds(pid, { children: postmaster }) ?? 0;
      } catch {
        // The process ended while being read.
      }
    }
    return total;
  } catch {
    return null;
  }
}
