/** Runs one load in a separate process (lib/load-worker.mjs), so the generator never shares an event loop with the target. */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./load-worker.mjs', import.meta.url));

export const LOAD_DEFAULTS = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
};

export function runLoad({ tmpDir, scenario, target, baseUrl, headers, ctxFile, ...overrides }) {
  const spec = { ...LOAD_DEFAULTS, ...overrides, file: scenario.file, scenarioId: scenario.id, target, baseUrl, headers, ctxFile };
  const specFile = join(tmpDir, `load-${scenario.id}-${target}.json`);
  writeFileSync(specFile, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, specFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop();
      if (code !== 0 || !line) return reject(new Error(`load generator for ${scenario.id} (${target}) failed (exit ${code}):\n${err}${out}`));
      resolve(JSON.parse(line));
    });
  });
}
