// Fails early, with a clear message, when the services the integration tests need are not up.
import net from 'node:net';

const targets = [
  ['PostgreSQL', process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'],
  ['Redis', process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'],
];

const reachable = ({ hostname, port }) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });

let ok = true;
for (const [name, url] of targets) {
  const parsed = new URL(url);
  if (!(await reachable(parsed))) {
    console.error(`${name} is not reachable at ${parsed.host}. Start it (see README, "Tests") or set TEST_${name === 'Redis' ? 'REDIS' : 'DATABASE'}_URL.`);
    ok = false;
  }
}
process.exit(ok ? 0 : 1);
