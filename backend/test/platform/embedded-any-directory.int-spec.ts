import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

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
      health = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => (response.ok ? response.json() : undefined))
        .catch(() => undefined);
      if (!health) await new Promise((done) => setTimeout(done, 250));
    }
    if (!health) throw new Error(`the API did not answer:\n${output.join('').slice(-3000)}`);
    expect(health).toMatchObject({ status: 'ok', database: 'up' });
  }, 100_000);
});
