/** Keyset pagination: opaque cursors (base64url of the last row's sort values) and page bounds. */
import { DomainError } from './domain-error';
import { isUuid } from './uuid';

/** A list reply: one page of items and the cursor of the next page (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The last row's position in a list sorted by (key, id). */
export interface KeysetPosition {
  key: string;
  id: string;
}

/** One page as a repository reads it: the items, and the position after the last when more rows follow. */
export interface Slice<T> {
  items: T[];
  next: KeysetPosition | null;
}

/** A page from rows read with `limit + 1`: the extra row only tells that more follow. */
export function sliceRows<R extends { id: string }, T>(rows: R[], limit: number, map: (row: R) => T, key: (row: R) => string): Slice<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items: items.map(map), next: rows.length > limit && last ? { key: key(last), id: last.id } : null };
}

export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The sort values of a cursor made by encodeCursor with `length` values; undefined when there is none. */
export function decodeCursor(cursor: string | undefined, length: number): string[] | undefined {
  if (!cursor) return undefined;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // A NUL never comes from a row, and PostgreSQL refuses it.
    if (Array.isArray(values) && values.length === length && values.every((v) => typeof v === 'string' && !v.includes('\0'))) return values;
  } catch {
    // fall through
  }
  throw invalidCursor();
}

/** A (sort key, id) position as a cursor: base64url of [key, id]. */
export function encodeKeyset(position: KeysetPosition): string {
  return encodeCursor([position.key, position.id]);
}

export function decodeKeyset(cursor: string): KeysetPosition {
  const [key, id] = decodeCursor(cursor, 2) ?? [];
  if (key === undefined || id === undefined || !isUuid(id)) throw invalidCursor();
  return { key, id };
}

/** A (calendar date, id) position, for lists sorted by a date: a date that does not exist (month 13) is refused here, not by PostgreSQL. */
export function decodeDateKeyset(cursor: string | undefined): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const position = decodeKeyset(cursor);
  if (!isCalendarDate(position.key)) throw invalidCursor();
  return position;
}

/** A (PostgreSQL timestamptz as text, id) position, as `created_at::text` reads it ('2026-11-26 10:15:00.123456+00'). */
export function decodeInstantKeyset(cursor: string | undefined): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const position = decodeKeyset(cursor);
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?\+00$/.exec(position.key);
  if (!match || !isCalendarDate(match[1]) || Number(match[2]) > 23 || Number(match[3]) > 59 || Number(match[4]) > 59) throw invalidCursor();
  return position;
}

/** YYYY-MM-DD that exists, from year 1 (PostgreSQL has no year 0000). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The page size asked for, within 1…maxLimit (defaultLimit when not asked). */
export function pageLimit(limit: number | undefined, bounds: { defaultLimit: number; maxLimit: number }): number {
  return Math.min(Math.max(limit ?? bounds.defaultLimit, 1), bounds.maxLimit);
}

/** One code for every list: a cursor not made by the server (tampered, or from another list). */
function invalidCursor(): DomainError {
  return new DomainError('INVALID_CURSOR', 'Invalid cursor', 'validation', { fields: { cursor: 'Invalid cursor' } });
}
