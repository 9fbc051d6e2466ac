import { type ChildProcess, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** What tests need around the built API and worker they start as processes of their own. */

const ROOT = resolve(__dirname, '..');

/** Brings `backend/dist` (and its bundle) up to date: incremental, fast when nothing changed. */
export function buildBackendIfStale(): void {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs', 'backend'], { cwd: ROOT, stdio: 'inherit', timeout: 240_000 });
}

/** A TCP port on 127.0.0.1 that nothing listens on right now, for a process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve_, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve_(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `${url}/api/health` until it answers 200 and returns its body; fails when a process exits first or time runs out. */
export async function waitForHealth(url: string, processes: ChildProcess[], timeoutMs = 60_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (processes.some((p) => p.exitCode !== null)) throw new Error('The app exited during start-up (see output above)');
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return await response.json();
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The app did not become healthy at ${url}`);
}
