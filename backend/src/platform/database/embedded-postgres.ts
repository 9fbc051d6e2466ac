import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Zero-setup database: PGlite (PostgreSQL compiled to WASM) served over the PostgreSQL wire
 * protocol on loopback, so the normal driver, SQL and migrations are used unchanged. It serves
 * one connection: the ORM pool must be capped at 1.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedPostgres> {
  // Both packages are ESM-only; a real dynamic import keeps this CommonJS build loading them.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  // The extensions the migrations create (PGlite ships them, but loads only those named here).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const directory = join(dataDir, 'pg');
  mkdirSync(directory, { recursive: true });
  const db = await PGlite.create(directory, { extensions: { pg_trgm, btree_gin } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const address = server.getServerConn();
  logger.log(`Embedded PostgreSQL (PGlite) in ${directory}, serving on ${address}`);
  return {
    url: `postgresql://postgres:postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
