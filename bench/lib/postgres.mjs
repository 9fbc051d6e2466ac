/** Creating and dropping the bench database (pg, through the admin connection). */
import { adminUrl, databaseUrl, requireFromBackend } from './context.mjs';
import { cpuSeconds } from './processes.mjs';

export const pg = () => requireFromBackend('pg');

export async function withClient(url, work) {
  const client = new (pg().Client)({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name) {
  await withClient(adminUrl(), (c) => c.query(`create database "${name}"`));
  return databaseUrl(name);
}

export async function dropDatabase(name) {
  await withClient(adminUrl(), (c) => c.query(`drop database if exists "${name}" with (force)`));
}

/**
 * What one database's work cost PostgreSQL so far, unlike postgresCpuSeconds not counting other
 * databases on the machine: the CPU seconds of each server process connected to it now (the pools'
 * backends; one that closed is no longer listed), by pid, and its committed and rolled-back
 * transactions (one per statement outside a transaction).
 */
export async function databaseBackends(name) {
  return withClient(adminUrl(), async (c) => {
    const { rows } = await c.query('select pid from pg_stat_activity where datname = $1', [name]);
    const stats = await c.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [name]);
    return { cpuByPid: new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid) ?? 0])), transactions: Number(stats.rows[0]?.n ?? 0) };
  });
}

/** databaseBackends' processes summed. */
export async function databaseCost(name) {
  const { cpuByPid, transactions } = await databaseBackends(name);
  return { cpuSeconds: [...cpuByPid.values()].reduce((sum, cpu) => sum + cpu, 0), transactions };
}
