import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID (any version, any case): ids that are not one cannot name a row. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A version 7 UUID (RFC 9562): the first 48 bits are the Unix time in milliseconds, the rest random.
 * Ids made later sort later, so rows ordered by (date, id) keep their creation order within a day.
 */
export function timeOrderedUuid(now = Date.now()): string {
  // A version 4 UUID's random bits and RFC 9562 variant, its first 48 bits replaced by the time and its
  // version digit by 7. randomUUID draws from a buffer of entropy it keeps, where randomBytes made a
  // Buffer per id (nine ids per invoice created: `npm run bench` invoices.create).
  const random = randomUUID();
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
