import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { freePort } from '../../../test-support/free-port';

const ROOT = resolve(__dirname, '../../..');

/**
 * The built API with no configuration (the embedded database), started from a folder outside the
 * repository: the database's thread finds PGlite from the code's place, not from the working directory.
 */
describe('the built API on the embedded database, started from another directory', () => {
  let api: ChildProcess | undefined;
  const folder = mkdtempSync(join(tmpdir(), 'hisaab-elsewhere-'));

  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build-if-stale.mjs', 'backend'], { cwd: ROOT, stdio: 'inherit', timeout: 240_000 });
  }, 250_000);

  afterAll(async () => {
    if (api && api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((done) => api!.once('exit', done));
      api.kill('SIGKILL');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers /api/health with its database up', async () => {
    // Below the repository, `node_modules` would be found from the working directory as well.
    expect(relative(ROOT, folder).startsWith('..')).toBe(true);
    const port = await freePort();
    const output: string[] = [];
    api = spawn(process.execPath, [join(ROOT, 'backend/dist/bundle/main.js')], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', TZ: 'UTC', PORT: String(port), DATA_DIR: join(folder, 'data'), LOG_LEVEL: 'error', FRONTEND_DIST: join(folder, 'no-frontend') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    api.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const deadline = Date.now() + 90_000;
    let health: { status?: string; database?: string } | undefined;
    while (!health && Date.now() < deadline && api.exitCode === null) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) })
        .then((response) => (response.ok ? response.json() : undefined))
        .catch(() => undefined);
      if (!health) await new Promise((done) => setTimeout(done, 250));
    }
    if (!health) throw new Error(`the API did not answer:\n${output.join('').slice(-3000)}`);
    expect(health).toMatchObject({ status: 'ok', database: 'up' });
  }, 100_000);
});
