// Builds what `npm start` runs, but only the parts whose sources changed since their last build:
// a start with nothing changed takes no build at all. Each part has a fingerprint of its inputs
// (path, size and modification time of every file), kept beside its output.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHARED = ['package-lock.json', 'tsconfig.base.json', 'libs/gst', 'libs/contracts'];

const PARTS = [
  {
    id: 'backend',
    name: 'libs and backend',
    inputs: [...SHARED, 'backend/src', 'backend/package.json', 'backend/tsconfig.json', 'scripts/bundle-backend.mjs'],
    output: 'backend/dist/bundle/main.js',
    stamp: 'backend/dist/.start-fingerprint',
    // Incremental: tsc -b recompiles only the projects whose files changed (the libraries are the
    // backend's references); then the bundle is made again (scripts/bundle-backend.mjs).
    command: ['npm', 'run', 'build', '-w', 'backend'],
  },
  {
    id: 'web',
    name: 'web app',
    inputs: [...SHARED, 'frontend'],
    output: 'frontend/dist/index.html',
    stamp: 'frontend/dist/.start-fingerprint',
    command: ['npm', 'run', 'build', '-w', 'frontend'],
  },
];

const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.vite']);

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    yield `${path}:${stat.size}:${stat.mtimeMs}`;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!SKIPPED.has(entry) && !entry.endsWith('.tsbuildinfo')) yield* files(join(path, entry));
  }
}

export function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) for (const line of files(input)) hash.update(`${line}\n`);
  return hash.digest('hex');
}

/** Builds each stale part (of those whose ids are given, default all); returns the names of the parts it built. */
export function buildIfStale(root = process.cwd(), ids = PARTS.map((part) => part.id)) {
  process.chdir(root);
  const built = [];
  for (const part of PARTS.filter(({ id }) => ids.includes(id))) {
    const wanted = fingerprint(part.inputs);
    const fresh = existsSync(part.output) && existsSync(part.stamp) && readFileSync(part.stamp, 'utf8') === wanted;
    if (fresh) continue;
    const started = Date.now();
    console.log(`Building the ${part.name} (sources changed)…`);
    const result = spawnSync(part.command[0], part.command.slice(1), { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Building the ${part.name} failed (${part.command.join(' ')})`);
    // Taken again after the build: the build itself may touch inputs (tsc writes libs' dist).
    writeFileSync(part.stamp, fingerprint(part.inputs));
    console.log(`Built the ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(part.name);
  }
  return built;
}

// Run as a script (`npm run test:e2e`, the test command's Build step; the kill -9 tests with `backend`):
// build what is stale, here, of the parts named (default all).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ids = process.argv.slice(2);
  buildIfStale(fileURLToPath(new URL('..', import.meta.url)), ids.length ? ids : undefined);
}
