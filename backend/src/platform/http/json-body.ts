import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/uuid';

/** No request of ours nests deeper than a few levels; far deeper JSON is an attack on the parser and validators. */
export const MAX_JSON_DEPTH = 32;

/** The bytes of `[`/`{` nesting, outside strings, ever exceed `max`. Linear and allocation-free, so it runs before parsing. */
export function jsonNestsDeeperThan(body: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === 0x5c) i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
}

/** A NUL character (PostgreSQL cannot store it), or half of a UTF-16 surrogate pair (no character at all; validators such as isEmail throw on it). */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (`items.0.productName`) of the first string, or key, that holds a character no text can store. */
export function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = (UNSTORABLE.test(key) && (path ? `${path}.${key}` : key)) || pathOfNul(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

const nulMessage = 'Text cannot contain NUL characters or broken Unicode';

export function rejectNul(value: unknown): void {
  const path = pathOfNul(value);
  if (path) throw DomainError.validation({ [path]: nulMessage }, nulMessage);
}

/**
 * Ids in paths and query strings in one spelling: PostgreSQL reads 'ABC…' and 'abc…' as the same uuid, but
 * keys built from the text (idempotency, delivery claims) would not, so an upper-case id could make a second row.
 */
export function lowerCaseUuids(values: unknown): void {
  if (values === null || typeof values !== 'object') return;
  const record = values as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && isUuid(value)) record[key] = value.toLowerCase();
  }
}

/**
 * JSON bodies: refused with JSON_TOO_DEEP before parsing when nested too deep, parsed by Fastify's own
 * parser (which refuses __proto__ poisoning), refused with VALIDATION_FAILED when any string holds NUL,
 * and kept as bytes (request.rawBody) for signed webhooks.
 */
export function jsonBodyParser(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new DomainError('JSON_TOO_DEEP', `JSON may nest at most ${MAX_JSON_DEPTH} levels`, 'validation'));
      return;
    }
    void parse(request, body.toString('utf8'), (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      try {
        rejectNul(value);
      } catch (nul) {
        return done(nul as Error);
      }
      done(null, value);
    });
  };
}
