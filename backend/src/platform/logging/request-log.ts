import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { loggedRoute } from './log-safe';

/**
 * One line per request, written when the reply is sent: method, route pattern, status, time.
 * Replaces Fastify's two lines (incoming, completed), which also logged the full URL.
 */
export function logRequests(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    // Below the configured level (LOG_LEVEL=warn), the line is not even put together.
    if (!(request.log as Logger).isLevelEnabled('info')) return done();
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ status: reply.statusCode, ms }, `${request.method} ${loggedRoute(request)} ${reply.statusCode} ${ms} ms`);
    done();
  });
}
