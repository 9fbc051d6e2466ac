import type { EntityManager, EntitySchema } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { Sql } from './sql';

/**
 * The two typed ways to run a SQL statement the query builder cannot express, or on a measured hot
 * path (docs/recipe.md, "persistence"). Neither casts a row field by field:
 * - `entityRows`: the statement selects one table's columns under their column names; each row
 *   comes back as that entity schema's record (property names, and value types such as paise as
 *   numbers, from the schema);
 * - `parsedRows`: any other shape (aggregates, joins); the statement names its columns as the
 *   properties of a zod row schema declared beside it, and each row is parsed by that schema.
 * Both take SQL text with `?` placeholders, a query builder (entityRows), or a statement built with
 * `sql` (./sql.ts), which runs as a prepared statement (preparedStatement below).
 */

type Params = readonly unknown[];

/** A query builder's statement, run without its own mapping (which renames but leaves bigint and numeric as text). */
interface BuiltQuery {
  execute(method: 'all', mapResults: false): Promise<unknown>;
}

/**
 * Rows of `schema`'s table, from SQL or a query builder on that schema; `Row` is the record or the
 * part of it selected. Columns the schema does not know (a joined one) pass through under their names.
 */
export async function entityRows<Row extends object, Entity extends object = Row>(
  em: EntityManager,
  schema: EntitySchema<Entity>,
  query: string | BuiltQuery | Sql,
  params: Params = [],
): Promise<Row[]> {
  const meta = em.getMetadata().get<Entity>(schema.meta.className);
  const driver = em.getDriver();
  const platform = driver.getPlatform();
  // Renaming is the driver's; the value types (BigIntType('number'), DecimalType('number'), datetime)
  // are otherwise applied only when an entity is hydrated, which a read that is returned as is skips.
  const typed = meta.props.filter((prop) => prop.customType && prop.fieldNames?.length === 1);
  const rows =
    query instanceof Sql ? await preparedStatement(em, query) : ((typeof query === 'string' ? await em.execute(query, [...params]) : await query.execute('all', false)) as Record<string, unknown>[]);
  return rows.map((row) => {
    const record = driver.mapResult(row as never, meta) as Record<string, unknown>;
    for (const prop of typed) {
      const value = record[prop.name];
      if (value !== null && value !== undefined) record[prop.name] = prop.customType!.convertToJSValue(value, platform);
    }
    return record as unknown as Row;
  });
}

/**
 * The inverse for a statement that writes rows from JSON (`jsonb_populate_record(set)`): each record under
 * its table's column names. JSON carries the values as the columns read them (numbers, ISO timestamps,
 * objects for jsonb).
 */
/** Each entity's property → column pairs, worked out once (invoice creation writes through them). */
const columnNames = new WeakMap<object, readonly (readonly [string, string])[]>();

export function columnRecords<Entity extends object>(em: EntityManager, schema: EntitySchema<Entity>, records: readonly Partial<Entity>[]): Record<string, unknown>[] {
  const meta = em.getMetadata().get<Entity>(schema.meta.className);
  let fields = columnNames.get(meta);
  if (!fields) {
    fields = meta.props.filter((prop) => prop.fieldNames?.length === 1).map((prop) => [prop.name, prop.fieldNames[0]] as const);
    columnNames.set(meta, fields);
  }
  return records.map((record) => {
    const row: Record<string, unknown> = {};
    for (const [name, field] of fields) if (name in record) row[field] = (record as Record<string, unknown>)[name];
    return row;
  });
}

export async function parsedRows<Shape extends z.ZodRawShape>(
  em: EntityManager,
  row: z.ZodObject<Shape>,
  sql: string | Sql,
  params: Params = [],
): Promise<z.infer<z.ZodObject<Shape>>[]> {
  const rows = sql instanceof Sql ? await preparedStatement(em, sql) : await em.execute<Record<string, unknown>[]>(sql, [...params]);
  return rows.map((r) => row.parse(r));
}

/** A write built with `sql` whose rows are not wanted, run as a prepared statement (below) like the reads above. */
export async function executeStatement(em: EntityManager, statement: Sql): Promise<void> {
  await preparedStatement(em, statement);
}

interface PgClient {
  query(statement: { name: string; text: string; values: unknown[] } | string): Promise<{ rows: Record<string, unknown>[] }>;
}
interface PooledClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

const statementNames = new Map<string, string>();

/** knex's pool of the ORM's connections (a transaction's own client answers its connection instead). */
const poolOf = (em: EntityManager) => em.getConnection().getKnex().client as unknown as PooledClient;

/**
 * A statement built with `sql` (./sql.ts) is sent with bound parameters under a name, so PostgreSQL
 * parses and plans it once per connection; MikroORM's `execute` writes the values into the SQL text
 * (escaping them in JavaScript first), which the server plans afresh on every call. Measured hot
 * paths use it. It runs on the surrounding transaction's connection when there is one. Errors are
 * converted as MikroORM's are (UniqueConstraintViolationException, …).
 */
async function preparedStatement(em: EntityManager, statement: Sql): Promise<Record<string, unknown>[]> {
  // knex gives a transaction a client whose acquireConnection answers the transaction's connection.
  const transaction = em.getTransactionContext<{ client: PooledClient }>();
  const client = transaction?.client ?? poolOf(em);
  const connection = await client.acquireConnection();
  try {
    return (await connection.query(namedStatement(statement))).rows;
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  } finally {
    await client.releaseConnection(connection);
  }
}

function namedStatement(statement: Sql): { name: string; text: string; values: unknown[] } {
  let name = statementNames.get(statement.text);
  if (!name) {
    name = `h${createHash('sha1').update(statement.text).digest('hex').slice(0, 20)}`;
    statementNames.set(statement.text, name);
  }
  return { name, text: statement.text, values: [...statement.values] };
}

/** A transaction left open after its statement, for the caller to end. */
export interface HeldTransaction {
  rows: Record<string, unknown>[];
  /** Writes COMMIT to the connection before it returns (no promise turn first); resolves when it is done. */
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/**
 * Runs `statement` in a transaction of its own, on a pool connection, and leaves it open. For the
 * commit point of an exactly-once send (platform/mail/mailer.ts, AcceptGate): a process killed between
 * the SMTP server's final "." and our COMMIT reaching PostgreSQL sends that message twice, and
 * MikroORM's transactional() writes its COMMIT only several promise turns after it is asked, where
 * this one writes it in the same synchronous step.
 */
export async function heldTransaction(em: EntityManager, statement: Sql): Promise<HeldTransaction> {
  const client = poolOf(em);
  const connection = await client.acquireConnection();
  const finish = async (command: 'COMMIT' | 'ROLLBACK') => {
    try {
      await connection.query(command);
    } finally {
      await client.releaseConnection(connection);
    }
  };
  // The first end decides; a later commit() or rollback() answers with its outcome.
  let ending: Promise<void> | undefined;
  const end = (command: 'COMMIT' | 'ROLLBACK') => (ending ??= finish(command));
  try {
    await connection.query('BEGIN');
    const { rows } = await connection.query(namedStatement(statement));
    return { rows, commit: () => end('COMMIT'), rollback: () => end('ROLLBACK') };
  } catch (error) {
    await end('ROLLBACK').catch(() => undefined);
    throw em.getDriver().convertException(error as Error);
  }
}

/**
 * Column types as PostgreSQL's driver hands them over: bigint, numeric and sums arrive as text, so a
 * count or an amount in paise is read as a safe integer (a value past 2^53 fails loudly).
 */
export const column = {
  count: z.coerce.number().int().safe(),
  paise: z.coerce.number().int().safe(),
  /** A numeric(p, s) column: a decimal quantity or rate. */
  decimal: z.coerce.number().finite(),
  text: z.string(),
  /** A date selected as `col::text` (YYYY-MM-DD). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  uuid: z.string(),
  boolean: z.boolean(),
  /** timestamptz: the embedded database hands timestamps back as text. */
  instant: z.union([z.date(), z.string()]).transform((v) => (v instanceof Date ? v : new Date(v))),
} as const;
