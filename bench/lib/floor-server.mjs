/**
 * The floor: a bare node:http + pg server (no framework, no ORM) that answers GET /floor/<scenario id>
 * by running that scenario's SQL — the same statements the API endpoint runs — and returning the
 * rows as JSON. Prints `READY <port>` when listening.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { requireFromBackend } from './context.mjs';
import { loadScenarios } from '../scenarios/index.mjs';

const { Pool } = requireFromBackend('pg');
const ctx = JSON.parse(readFileSync(process.env.BENCH_CTX_FILE, 'utf8'));
// Pool size as the API's MikroORM pool (max 10).
const db = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const floors = new Map((await loadScenarios()).filter((s) => s.floor).map((s) => [s.id, s.floor]));

const server = createServer(async (req, res) => {
  const id = req.url.startsWith('/floor/') ? decodeURIComponent(req.url.slice(7).split('?')[0]) : null;
  const floor = id && floors.get(id);
  if (!floor) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = JSON.stringify(await floor(db, ctx));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write(`READY ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => db.end().then(() => process.exit(0))));
