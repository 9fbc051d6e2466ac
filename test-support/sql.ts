import { Client } from 'pg';
import type { SignedUpBusiness } from './identity';
import type { TestApp } from './test-app';

/** One query on the test app's database, for checking what the API stored. */
export async function sql<T = Record<string, unknown>>(t: TestApp, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The tenant id of a signed-up business (the API never shows it). */
export async function businessIdOf(t: TestApp, business: SignedUpBusiness): Promise<string> {
  return (await sql<{ business_id: string }>(t, 'select business_id from users where id = $1', [business.user.id]))[0].business_id;
}
