import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import fastifyRateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { DomainError } from '../../shared/domain-error';
import { AppConfig } from '../config/app-config';

export interface RateLimitOptions {
  /** Routes with the same name share one budget per client IP. */
  name: string;
  max: number;
  windowMs: number;
}

const RATE_LIMIT = 'rateLimit';

/**
 * At most `max` requests per client IP per window to the routes carrying this name; over it,
 * 429 RATE_LIMITED with Retry-After. Counted in Redis when REDIS_URL is set, so the limit holds
 * across API processes; in memory otherwise. Behind a reverse proxy the client IP is only right
 * when TRUST_PROXY names that proxy.
 */
export const RateLimit = (options: RateLimitOptions) => SetMetadata(RATE_LIMIT, options);

/**
 * Registers @fastify/rate-limit (no route is limited by it directly: the guard below asks it).
 * A Redis that does not answer lets requests through rather than failing them.
 */
export async function registerRateLimitStore(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500, connectTimeout: 2000 }) : null;
  redis?.on('error', () => undefined); // each failed command is already skipped; the queue's health reports Redis down
  await app.register(fastifyRateLimit as never, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${config.queuePrefix}:rate-limit:` } : {}),
  });
  if (redis) app.getHttpAdapter().getInstance().addHook('onClose', async () => void redis.disconnect());
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<string, Limiter>();

  constructor(
    private readonly reflector: Reflector,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<RateLimitOptions | undefined>(RATE_LIMIT, [context.getHandler(), context.getClass()]);
    if (!options) return true;
    const result = await this.limiter(options)(context.switchToHttp().getRequest<FastifyRequest>());
    if (!result.isAllowed && result.isExceeded) {
      throw new DomainError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.', 'rate_limited', {
        retryAfterSeconds: Math.max(1, result.ttlInSeconds),
      });
    }
    return true;
  }

  private limiter({ name, max, windowMs }: RateLimitOptions): Limiter {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
      limiter = fastify.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${request.ip}` });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
