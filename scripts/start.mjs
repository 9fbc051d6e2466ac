// `npm start`: builds what changed since the last build (nothing, usually), then runs the API, and
// beside it one worker when REDIS_URL is set (jobs then go through BullMQ). Signals are forwarded
// so both stop gracefully.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS, PROCESS_ENV } from './api-node-flags.mjs';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale(fileURLToPath(new URL('..', import.meta.url)));

const processes = [['api', 'backend/dist/bundle/main.js', API_NODE_FLAGS]];
if (process.env.REDIS_URL) processes.push(['worker', 'backend/dist/bundle/worker.js', []]);

const children = processes.map(([name, script, nodeFlags]) => {
  const child = spawn(process.execPath, [...nodeFlags, script], { stdio: 'inherit', env: { ...PROCESS_ENV, ...process.env } });
  child.on('exit', (code, signal) => {
    console.error(`${name} exited (${signal ?? code})`);
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  return child;
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
