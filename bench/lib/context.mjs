/** Paths and module loading shared by every bench file. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BACKEND_DIST = join(ROOT, 'backend', 'dist');

/** require() that resolves like the built backend does (its dependencies, the libs' dist). */
export const requireFromBackend = createRequire(join(ROOT, 'backend', 'package.json'));

/** @hisaab/gst as built (libs/gst/dist): the same rules the API runs. */
export const gst = () => requireFromBackend('@hisaab/gst');

/** A module of the compiled backend, e.g. backendModule('modules/reports/domain/periods'). */
export const backendModule = (path) => requireFromBackend(join(BACKEND_DIST, path));

export const adminUrl = () => process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const redisUrl = () => process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/** The same server as adminUrl(), another database. */
export function databaseUrl(name) {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
