/** Creating and dropping the bench database (pg, through the admin connection). */
import { adminUrl, databaseUrl, requireFromBackend } from './context.mjs';

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
