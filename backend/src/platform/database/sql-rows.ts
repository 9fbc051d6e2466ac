import type { EntityManager, EntitySchema } from '@mikro-orm/postgresql';
import { z } from 'zod';

/**
 * The two typed ways to run a SQL statement the query builder cannot express, or on a measured hot
 * path (docs/recipe.md, "persistence"). Neither casts a row field by field:
 * - `entityRows`: the statement selects one table's columns under their column names; each row
 *   comes back as that entity schema's record (property names, and value types such as paise as
 *   numbers, from the schema);
 * - `parsedRows`: any other shape (aggregates, joins); the statement names its columns as the
 *   properties of a zod row schema declared beside it, and each row is parsed by that schema.
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
  query: string | BuiltQuery,
  params: Params = [],
): Promise<Row[]> {
  const meta = em.getMetadata().get<Entity>(schema.meta.className);
  const driver = em.getDriver();
  const platform = driver.getPlatform();
  // Renaming is the driver's; the value types (BigIntType('number'), DecimalType('number'), datetime)
  // are otherwise applied only when an entity is hydrated, which a read that is returned as is skips.
  const typed = meta.props.filter((prop) => prop.customType && prop.fieldNames?.length === 1);
  const rows = (typeof query === 'string' ? await em.execute(query, [...params]) : await query.execute('all', false)) as Record<string, unknown>[];
  return rows.map((row) => {
    const record = driver.mapResult(row as never, meta) as Record<string, unknown>;
    for (const prop of typed) {
      const value = record[prop.name];
      if (value !== null && value !== undefined) record[prop.name] = prop.customType!.convertToJSValue(value, platform);
    }
    return record as unknown as Row;
  });
}

export async function parsedRows<Shape extends z.ZodRawShape>(
  em: EntityManager,
  row: z.ZodObject<Shape>,
  sql: string,
  params: Params = [],
): Promise<z.infer<z.ZodObject<Shape>>[]> {
  const rows = await em.execute<Record<string, unknown>[]>(sql, [...params]);
  return rows.map((r) => row.parse(r));
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
