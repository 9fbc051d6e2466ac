import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformFileSync } from '@swc/core';

/**
 * Jest loads modules through its own registry, not Node's loader: each case runs `node` on the
 * module, compiled to JavaScript, and a start script that loads `a.js` through the cache and prints it.
 */
describe('enableCompileCache', () => {
  let dir: string;
  const start = () =>
    JSON.parse(
      execFileSync(process.execPath, ['-e', "const c = require('./compile-cache').enableCompileCache(require('path').join(process.cwd(), 'main.js')); const a = require('./a'); c.save(); console.log(JSON.stringify(a))"], {
        cwd: dir,
      }).toString(),
    );

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compile-cache-'));
    const { code } = transformFileSync(join(__dirname, 'compile-cache.ts'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
    writeFileSync(join(dir, 'compile-cache.js'), code);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs modules as Node does, writes their code once started, and reads it on the next start', () => {
    writeFileSync(join(dir, 'helper.js'), 'module.exports = (x) => x * 2;');
    writeFileSync(join(dir, 'a.js'), "exports.value = require('./helper')(21); exports.file = __filename; exports.resolved = require.resolve('./helper');");
    const expected = { value: 42, file: join(dir, 'a.js'), resolved: join(dir, 'helper.js') };
    expect(start()).toEqual(expected);
    expect(readdirSync(join(dir, '.compile-cache'))).toEqual(['main.bin']);
    expect(start()).toEqual(expected);
  });

  it('compiles a changed module afresh, even when its length is the same', () => {
    writeFileSync(join(dir, 'a.js'), 'exports.value = 1;');
    expect(start()).toEqual({ value: 1 });
    writeFileSync(join(dir, 'a.js'), 'exports.value = 2;');
    expect(start()).toEqual({ value: 2 });
  });

  it('leaves files with import() to Node', () => {
    writeFileSync(join(dir, 'a.js'), "exports.kind = typeof (() => import('node:path'));");
    expect(start()).toEqual({ kind: 'function' });
  });
});
