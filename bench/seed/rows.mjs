/** Bulk inserts shared by the seed files. */

export const STOCK_MOVEMENT_COLUMNS = [
  ['id', 'uuid'], ['business_id', 'uuid'], ['product_id', 'uuid'], ['reason', 'text'], ['quantity_change', 'integer'], ['resulting_stock', 'integer'],
  ['reference_type', 'text'], ['reference_id', 'uuid'], ['note', 'text'], ['created_at', 'timestamptz'],
];

/** INSERT … SELECT * FROM unnest($1::type[], …) in chunks. `rows` are arrays in `columns` order. */
export async function insertRows(client, table, columns, rows, chunk = 10_000) {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const sql = `insert into ${table} (${names}) select * from unnest(${arrays})`;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    await client.query(sql, columns.map((_, i) => part.map((row) => row[i])));
  }
}
