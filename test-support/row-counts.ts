import { Client } from 'pg';
import type { TestApp } from './test-app';
import { sql } from './sql';

const TABLES =
  "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'mikro_orm%' order by 1";

/** The one row a refused request is meant to leave: the admin audit log's record of a refused admin attempt. */
const counted = (table: string) => `select count(*) from "${table}"${table === 'admin_audit_log' ? ` where outcome <> 'refused'` : ''}`;

/** Rows in every table of the app's schema (migration bookkeeping aside): to show a refused request left nothing behind. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>(t, TABLES);
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await sql<{ n: number }>(t, `select (${counted(name)})::int as n`))[0].n;
  return counts;
}

/** All rows of all tables in one query on one open connection: cheap enough to run around every request. */
export async function openRowCounter(t: TestApp): Promise<{ total(): Promise<number>; close(): Promise<void> }> {
  const client = new Client({ connectionString: t.databaseUrl });
  await client.connect();
  const tables = (await client.query<{ name: string }>(TABLES)).rows;
  const query = `select (${tables.map(({ name }) => `(${counted(name)})`).join(' + ')})::int as n`;
  return {
    total: async () => (await client.query<{ n: number }>(query)).rows[0].n,
    close: () => client.end(),
  };
}
