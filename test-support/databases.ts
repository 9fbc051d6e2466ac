import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server the tests use: TEST_DATABASE_URL, or the local one. */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** A fresh database cloned from the migrated template: each test file gets its own, so files run in parallel. */
export async function cloneTemplate(): Promise<{ name: string; url: string }> {
  const template = process.env.HISAAB_TEST_TEMPLATE;
  if (!template) throw new Error('HISAAB_TEST_TEMPLATE is not set: run integration tests through jest (global setup)');
  const name = uniqueDatabaseName('hisaab_t');
  // Cloning copies a template that no session may be connected to; retry briefly if another clone is running.
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient((client) => client.query(`create database "${name}" template "${template}"`));
      return { name, url: databaseUrl(name) };
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
