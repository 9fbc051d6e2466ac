import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildBackendIfStale, freePort, waitForHealth } from '../../../test-support/spawned-processes';

const ROOT = resolve(__dirname, '../../..');

/**
 * The built API with no configuration (the embedded database), started from a folder outside the
 * repository: the database's thread finds PGlite from the code's place, not from the working directory.
 */
describe('the built API on the embedded database, started from another directory', () => {
  let api: ChildProcess | undefined;
  const folder = mkdtempSync(join(tmpdir(), 'hisaab-elsewhere-'));

  beforeAll(() => buildBackendIfStale(), 250_000);

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
    api = spawn(process.execPath, [join(ROOT, 'backend/dist/bundle/main.js')], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', TZ: 'UTC', PORT: String(port), DATA_DIR: join(folder, 'data'), LOG_LEVEL: 'error', FRONTEND_DIST: join(folder, 'no-frontend') },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const health = await waitForHealth(`http://127.0.0.1:${port}`, [api], 90_000);
    expect(health).toMatchObject({ status: 'ok', database: 'up' });
  }, 100_000);
});
