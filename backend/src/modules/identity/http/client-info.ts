import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../application/session.service';

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null };
}
