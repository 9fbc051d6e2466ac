// `npm start`: runs the API, and beside it one worker when REDIS_URL is set (jobs then go through
// BullMQ). Signals are forwarded so both stop gracefully.
import { spawn } from 'node:child_process';

const processes = [['api', 'backend/dist/main.js']];
if (process.env.REDIS_URL) processes.push(['worker', 'backend/dist/worker.js']);

const children = processes.map(([name, script]) => {
  const child = spawn(process.execPath, [script], { stdio: 'inherit' });
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
