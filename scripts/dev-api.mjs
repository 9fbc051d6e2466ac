// `npm run dev:api`: the API in watch mode. The TypeScript compiler rebuilds libs and backend
// incrementally on every change, and `node --watch` restarts the API when its compiled output changes.
// With no environment variables it uses the embedded database, like `npm start`.
import { spawn, spawnSync } from 'node:child_process';

const tsc = ['node_modules/typescript/bin/tsc', '-b', 'libs/gst', 'libs/contracts', 'backend'];
// One full build first, so the API starts from up-to-date output.
const first = spawnSync(process.execPath, tsc, { stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(process.execPath, [...tsc, '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', 'backend/dist/main.js'], { stdio: 'inherit' }),
];
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
