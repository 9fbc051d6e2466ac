/**
 * A SQL statement and its values, written as a tagged template: each `${value}` becomes a bound
 * parameter ($1, $2, …), a nested `sql` fragment is spliced in with its own values renumbered, and
 * `sql.raw` splices trusted SQL text. Placeholders are never written by hand, so fragments compose.
 */
export class Sql {
  constructor(
    readonly text: string,
    readonly values: readonly unknown[],
  ) {}
}

class RawSql {
  constructor(readonly text: string) {}
}

export function sql(strings: TemplateStringsArray, ...parts: unknown[]): Sql {
  let text = strings[0];
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if (part instanceof Sql) {
      text += part.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + values.length}`);
      values.push(...part.values);
    } else if (part instanceof RawSql) {
      text += part.text;
    } else {
      values.push(part);
      text += `$${values.length}`;
    }
    text += strings[i + 1];
  });
  return new Sql(text, values);
}

/** Trusted SQL text (never user input), spliced as is. */
sql.raw = (text: string): RawSql => new RawSql(text);

/**
 * `limit <count>` with the count written into the text, not bound: with a bound limit PostgreSQL
 * prices the prepared statement's generic plan for an unknown row count and so plans it afresh on
 * every call (preparedStatement, sql-rows.ts). Page sizes are few, so the statements stay few.
 */
sql.limit = (count: number): RawSql => {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`A LIMIT must be a whole number of rows, not ${count}`);
  return new RawSql(`limit ${count}`);
};

/** The fragments one after the other, `separator` (trusted SQL text such as ' and ') between them. */
sql.join = (fragments: readonly Sql[], separator: string): Sql =>
  fragments.reduce((joined, fragment) => sql`${joined}${sql.raw(separator)}${fragment}`);
