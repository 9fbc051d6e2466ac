import { hash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/**
 * V8's code cache for every CommonJS module the process loads (what Node 22 does with
 * `module.enableCompileCache()`, which Node 20 lacks): a start otherwise compiles some 3,600 files
 * afresh, about a fifth of the API's start-up. The cache of each entry point (the API, the worker)
 * is one file beside the build, `dist/.compile-cache/<entry>.bin`, written once the process has
 * started (`save()`) and again only when a module was missing from it or changed. Each module's cached code
 * is used only for the exact source it was made from (a hash of the text; V8's own check covers
 * only the length), and V8 refuses a cache from another Node.js version or other flags: the module
 * is then compiled as usual. ES modules, and files with `import()` (whose loader vm.Script lacks),
 * are left to Node.
 */
type CompileFn = (this: NodeModule, content: string, filename: string, format?: string) => unknown;
type Internals = { prototype: { _compile: CompileFn }; wrap(content: string): string };

const SHA = 'sha1';

export function enableCompileCache(entry: string | undefined): { save(): void } {
  if (!entry) return { save: () => undefined };
  const file = join(dirname(entry), '.compile-cache', `${basename(entry, '.js')}.bin`);
  const cached = readCache(file);
  const compiled = new Map<string, { script: Script; sourceHash: string }>();
  let changed = false;
  const internals = Module as unknown as Internals;
  const compile = internals.prototype._compile;
  internals.prototype._compile = function (this: NodeModule, content, filename, format) {
    if (format === 'module' || content.includes('import(')) return compile.call(this, content, filename, format);
    const sourceHash = hash(SHA, content, 'base64');
    const entryOf = cached.get(filename);
    const cachedData = entryOf?.sourceHash === sourceHash ? entryOf.data : undefined;
    let script: Script;
    try {
      script = new Script(internals.wrap(content), { filename, cachedData });
    } catch (error) {
      // Not CommonJS after all (ES module syntax in a package without "type"): Node decides.
      if (error instanceof SyntaxError) return compile.call(this, content, filename, format);
      throw error;
    }
    if (!cachedData || script.cachedDataRejected) changed = true;
    compiled.set(filename, { script, sourceHash });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(this.exports, this.exports, requireFor(this), this, filename, dirname(filename));
  };
  return {
    /** Writes the cache if a module was compiled without it; modules loaded later compile as usual. */
    save() {
      internals.prototype._compile = compile;
      cached.clear();
      if (changed) writeCache(file, compiled);
      compiled.clear();
    },
  };
}

/** The `require` a module's code receives, as Node makes it. */
function requireFor(module: NodeModule): NodeJS.Require {
  return Object.assign((id: string) => module.require(id), {
    resolve: Object.assign((request: string, options?: { paths?: string[] }) => resolveFilename(request, module, options), {
      paths: (request: string) => lookupPaths(request, module),
    }),
    main: require.main,
    extensions: (Module as unknown as { _extensions: NodeJS.RequireExtensions })._extensions,
    cache: (Module as unknown as { _cache: NodeJS.Dict<NodeModule> })._cache,
  });
}

function resolveFilename(request: string, parent: NodeModule, options?: { paths?: string[] }): string {
  return (Module as unknown as { _resolveFilename(r: string, p: NodeModule, isMain: boolean, o?: { paths?: string[] }): string })._resolveFilename(request, parent, false, options);
}

function lookupPaths(request: string, parent: NodeModule): string[] | null {
  return (Module as unknown as { _resolveLookupPaths(r: string, p: NodeModule): string[] | null })._resolveLookupPaths(request, parent);
}

/** The file: a 4-byte length, a JSON index of [filename, source hash, bytes], then each module's cached code in that order. */
function readCache(file: string): Map<string, { sourceHash: string; data: Buffer }> {
  const entries = new Map<string, { sourceHash: string; data: Buffer }>();
  let buffer: Buffer;
  try {
    buffer = readFileSync(file);
  } catch {
    return entries; // none yet
  }
  try {
    const indexLength = buffer.readUInt32LE(0);
    const index = JSON.parse(buffer.subarray(4, 4 + indexLength).toString()) as [string, string, number][];
    let offset = 4 + indexLength;
    for (const [filename, sourceHash, length] of index) {
      entries.set(filename, { sourceHash, data: buffer.subarray(offset, offset + length) });
      offset += length;
    }
  } catch {
    entries.clear(); // unreadable: compiled afresh, and written again
  }
  return entries;
}

function writeCache(file: string, compiled: Map<string, { script: Script; sourceHash: string }>): void {
  const index: [string, string, number][] = [];
  const blobs: Buffer[] = [];
  for (const [filename, { script, sourceHash }] of compiled) {
    const data = script.createCachedData();
    index.push([filename, sourceHash, data.length]);
    blobs.push(data);
  }
  const header = Buffer.from(JSON.stringify(index));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside and renamed: a process starting meanwhile reads the old file or the new one, never half of one.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.concat([length, header, ...blobs]));
    renameSync(partial, file);
  } catch {
    // A read-only build: every start compiles, as without the cache.
  }
}
