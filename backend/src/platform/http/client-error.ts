import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's HTTP parser refuses before any route runs, in the app's error shape (see exception.filter.ts). */
const REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
};
const UNREADABLE = { status: 400, code: 'BAD_REQUEST', message: 'The request could not be read.' };

/**
 * Fastify's clientErrorHandler: answers a request the parser refused with `{code, message, requestId}`
 * like every other error, then closes the connection (its framing can no longer be trusted).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = (error.code ? REFUSALS[error.code] : undefined) ?? UNREADABLE;
  const body = JSON.stringify({ code: refusal.code, message: refusal.message, requestId: randomUUID() });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
