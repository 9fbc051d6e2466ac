import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from '@nestjs/common';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs in a worker thread: PGlite executes queries synchronously in WASM, so on its own thread it
 * never blocks the API's event loop. The thread loads the ESM packages with Node's own loader, which
 * works the same under `node` and under Jest, from the files resolved below.
 */
const SERVER_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = await import(workerData.modules.pglite);
  const { PGLiteSocketServer } = await import(workerData.modules.socket);
  // The extensions the migrations create (PGlite ships them, but loads only those named here).
  const { pg_trgm } = await import(workerData.modules.pgTrgm);
  const { btree_gin } = await import(workerData.modules.btreeGin);
  // PostgreSQL's default 128 MB of shared buffers live in WASM memory: 32 MB took ~130 MB off the
  // process's RSS at start (16 MB saved no more); the operating system's file cache keeps the rest warm.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
  const db = await PGlite.create(workerData.directory, { extensions: { pg_trgm, btree_gin }, startParams });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  parentPort.on('message', async () => {
    await server.stop();
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ address: server.getServerConn() });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/**
 * The packages' ES modules, found from this code's place: code run with `eval` resolves package names
 * from the working directory, so `node backend/dist/bundle/main.js` started elsewhere did not find them.
 * `require.resolve` names a package's CommonJS build (`.cjs`); its `exports` give `import` the `.js`
 * beside it. That build is the one to load: the CommonJS one finds its extensions from an unescaped
 * file URL, which fails when the install path holds a `#` or `%`.
 */
function pgliteModules() {
  const moduleUrl = (specifier: string) => pathToFileURL(require.resolve(specifier).replace(/\.cjs$/, '.js')).href;
  return {
    pglite: moduleUrl('@electric-sql/pglite'),
    socket: moduleUrl('@electric-sql/pglite-socket'),
    pgTrgm: moduleUrl('@electric-sql/pglite/contrib/pg_trgm'),
    btreeGin: moduleUrl('@electric-sql/pglite/contrib/btree_gin'),
  };
}

type ThreadMessage = { address: string } | { stopped: true } | { error: string };

/**
 * Zero-setup database: PGlite (PostgreSQL compiled to WASM) served over the PostgreSQL wire
 * protocol on loopback, so the normal driver, SQL and migrations are used unchanged. It serves
 * one connection: the ORM pool must be capped at 1.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedPostgres> {
  const directory = join(dataDir, 'pg');
  mkdirSync(directory, { recursive: true });
  const thread = new Worker(SERVER_THREAD, { eval: true, workerData: { directory, modules: pgliteModules() } });
  const next = () =>
    new Promise<ThreadMessage>((resolve, reject) => {
      thread.once('message', (message: ThreadMessage) => ('error' in message ? reject(new Error(`Embedded PostgreSQL: ${message.error}`)) : resolve(message)));
      thread.once('error', reject);
    });
  const started = await next().catch(async (error: unknown) => {
    await thread.terminate();
    throw error;
  });
  if (!('address' in started)) throw new Error('Embedded PostgreSQL did not report its address');
  logger.log(`Embedded PostgreSQL (PGlite) in ${directory}, serving on ${started.address}`);
  return {
    url: `postgresql://postgres:postgres@${started.address}/postgres`,
    async stop() {
      const stopped = next();
      thread.postMessage('stop');
      await stopped;
      await thread.terminate();
    },
  };
}
