import { randomBytes } from 'node:crypto';

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
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
