import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository's folder: the nearest one above this code that holds backend/package.json. Found,
 * not counted in `..`s, because this code runs at three depths: from backend/src (tests), from
 * backend/dist (tsc's output, `npm run dev:api`) and from one file in backend/dist/bundle (what
 * `npm start` runs; scripts/bundle-backend.mjs).
 */
export const REPO_ROOT = findUp(__dirname);

/** backend/src when this code runs from its TypeScript sources (tests), else backend/dist. */
export const BACKEND_CODE_DIR = join(REPO_ROOT, 'backend', __filename.endsWith('.ts') ? 'src' : 'dist');

function findUp(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'backend', 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No backend/package.json above ${from}`);
  }
}
