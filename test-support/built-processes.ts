import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildBackendIfStale } from './spawned-processes';
import { createTestApp, type TestApp } from './test-app';

const ROOT = resolve(__dirname, '..');

/**
 * Real API and worker processes from the build (node backend/dist/bundle/…) beside a test app, on its
 * database, Redis prefix and SMTP sink: what the kill -9 tests start, kill and start again.
 */
export interface BuiltProcesses {
  t: TestApp;
  /** Starts `backend/dist/bundle/<entry>` with the shared environment and `extraEnv` on top. */
  start(entry: 'worker.js' | 'main.js', extraEnv?: Record<string, string>): ChildProcess;
  /** Kills every process still running (SIGKILL), waits for them, closes the app and removes the data folder. */
  close(): Promise<void>;
}

/**
 * Brings the build up to date (incremental, fast when nothing changed), then starts the test app
 * with `env` (also given to every process) and a queue prefix of its own.
 */
export async function withBuiltProcesses(queuePrefix: string, env: Record<string, string>): Promise<BuiltProcesses> {
  buildBackendIfStale();
  const t = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', QUEUE_PREFIX: `${queuePrefix}${Date.now()}`, ...env } });
  const dataDir = mkdtempSync(join(tmpdir(), `hisaab-${queuePrefix}-`));
  const processes: ChildProcess[] = [];
  return {
    t,
    start(entry, extraEnv = {}) {
      const child = spawn(process.execPath, [join(ROOT, 'backend/dist/bundle', entry)], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          TZ: 'UTC',
          DATABASE_URL: t.databaseUrl,
          REDIS_URL: t.config.redisUrl!,
          QUEUE_PREFIX: t.config.queuePrefix,
          SMTP_URL: t.smtp.url,
          DATA_DIR: dataDir,
          JWT_SECRET: t.config.jwtSecret,
          PUBLIC_URL: t.config.publicUrl,
          LOG_LEVEL: 'error',
          ...env,
          ...extraEnv,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      processes.push(child);
      return child;
    },
    async close() {
      const running = processes.filter((child) => child.exitCode === null && child.signalCode === null);
      const exited = running.map((child) => new Promise((done) => child.once('exit', done)));
      for (const child of running) child.kill('SIGKILL');
      await Promise.all(exited);
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
