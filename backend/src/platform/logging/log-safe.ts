import { DriverException } from '@mikro-orm/core';
import type { FastifyRequest } from 'fastify';
import { DatabaseError } from 'pg';
import pino from 'pino';

/**
 * What may be logged of a request's address: its route pattern (`/api/client/invoice/:shareId`),
 * never the values in the path or the query string (share ids, webhook verify tokens, searches).
 */
export function loggedRoute(request: FastifyRequest): string {
  return request.routeOptions?.url ?? request.url.split('?')[0];
}

/**
 * A database error's message holds the SQL with its values inlined and the server's detail
 * ("Key (email)=(…) already exists"): customers' names, e-mails, phones. Only its kind, SQL state
 * and stack are logged — for MikroORM's converted errors and for the driver's own, which the query
 * builder passes on unconverted.
 */
export function describeError(error: unknown): string {
  if (error instanceof DriverException) return `${error.name} (SQL state ${error.sqlState ?? error.code ?? 'unknown'})`;
  if (error instanceof DatabaseError) return `DatabaseError (SQL state ${error.code ?? 'unknown'})`;
  return error instanceof Error ? error.message : String(error);
}

function isDatabaseError(error: unknown): error is DriverException | DatabaseError {
  return error instanceof DriverException || error instanceof DatabaseError;
}

/** pino's `err` serializer, with database errors reduced as above. */
export function serializeError(error: unknown): unknown {
  if (!isDatabaseError(error)) return error instanceof Error ? pino.stdSerializers.err(error) : error;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const sqlState = error instanceof DriverException ? (error.sqlState ?? error.code) : error.code;
  return { type: error.name, message: describeError(error), sqlState, stack: frames.join('\n') };
}
