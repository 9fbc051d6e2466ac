/** A list reply of the API: one page of items and the cursor of the next page (null at the end). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type QueryValue = string | number | undefined | null;

/** `path?a=1&b=x`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  Object.entries(params).forEach(([name, value]) => {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  });
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
