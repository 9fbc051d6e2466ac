// Bundles tsc's output (backend/dist/main.js and worker.js) into one file each, backend/dist/bundle/,
// which `npm start`, the image, the e2e tests and the bench run. Why: a start spent most of its time
// finding, reading and compiling about 3,100 modules one by one (docs/platform.md, "Start-up").
// The decorators' metadata is already emitted by tsc, so esbuild only joins JavaScript.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const EXTERNAL = [
  // Native addons, and packages that read files beside their own code (WebAssembly, a browser, the
  // OpenAPI UI's assets): in a bundle, their __dirname would be backend/dist/bundle.
  'argon2',
  'msgpackr-extract',
  '@electric-sql/*',
  '@sparticuz/chromium',
  'playwright-core',
  'swagger-ui-dist',
  // @mikro-orm/nestjs finds the driver's package with a computed require(), which a bundle cannot
  // follow; the ORM's packages therefore stay in node_modules, where that require finds the same copy.
  '@mikro-orm/core',
  '@mikro-orm/knex',
  '@mikro-orm/postgresql',
  '@mikro-orm/migrations',
  // Optional peers that libraries try to require and this app does not install (Nest's other
  // transports, knex's other dialects, pg's native binding, @fastify/view).
  '@nestjs/microservices',
  '@nestjs/microservices/*',
  '@nestjs/platform-express',
  '@nestjs/websockets/*',
  'class-transformer/storage',
  '@fastify/view',
  'pg-native',
  'pg-query-stream',
  'better-sqlite3',
  'sqlite3',
  'libsql',
  'mysql',
  'mysql2',
  'mariadb/*',
  'oracledb',
  'tedious',
];

export async function bundleBackend() {
  const { outputFiles } = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'backend/dist/main.js', worker: 'backend/dist/worker.js' },
    outdir: 'backend/dist/bundle',
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    external: EXTERNAL,
    // Nest and class-validator read class and function names at run time.
    keepNames: true,
    minifyWhitespace: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // Each file is written beside its place and renamed into it: the kill -9 tests build from three
  // Jest workers at once, and a process started meanwhile must never read a half-written bundle.
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents);
    renameSync(partial, file.path);
  }
}

/**
 * esbuild escapes non-ASCII characters in strings but leaves them in regular expression literals
 * (validator's alphabets, luxon's). One such character makes V8 hold the whole 8.7 MB bundle as a
 * two-byte string: 17 MB more RSS, measured. `\uXXXX` in a pattern matches what the character did.
 * Not in a String.raw template, which keeps `\u20b9` as six characters (the PDFs once printed it for
 * ₹): the build stops there instead, and the template says it as an HTML entity.
 */
function asciiOnly(code) {
  for (let at = code.indexOf('String.raw`'); at >= 0; at = code.indexOf('String.raw`', at + 1)) {
    const end = closingBacktick(code, at + 'String.raw`'.length);
    const found = /[\u0080-\uffff]/.exec(code.slice(at, end));
    if (found) throw new Error(`A String.raw template in the bundle holds "${found[0]}" (${code.slice(at, at + 60)}…): write it as an HTML entity`);
  }
  return code.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Where a template literal's text that starts at `from` ends: its closing backtick (a backslash escapes the next character). */
function closingBacktick(code, from) {
  for (let i = from; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === '`') return i;
  }
  return code.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleBackend();
