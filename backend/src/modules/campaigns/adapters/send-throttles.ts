import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../../platform/config/app-config';
import { SendThrottle } from '../application/ports/send-throttle';

const MINUTE_MS = 60_000;

/**
 * The wait for the n-th send of a minute that allows `perMinute`: none within the limit; past it,
 * a place in a later minute, spread evenly over it, so the sends held back do not all come back at
 * the same instant (and are held back again).
 */
export function waitFor(n: number, perMinute: number, now: number): number {
  if (n <= perMinute) return 0;
  const over = n - perMinute - 1;
  const windowEnd = (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS;
  return windowEnd - now + Math.floor(over / perMinute) * MINUTE_MS + Math.floor(((over % perMinute) * MINUTE_MS) / perMinute);
}

/** Counts a minute's sends in this process (no Redis: the one process that runs jobs). */
@Injectable()
export class MemorySendThrottle extends SendThrottle {
  private readonly windows = new Map<string, { minute: number; count: number }>();

  take(businessId: string, perMinute: number, now: Date): Promise<number> {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const current = this.windows.get(businessId);
    const window = current && current.minute === minute ? current : { minute, count: 0 };
    window.count++;
    this.windows.set(businessId, window);
    return Promise.resolve(waitFor(window.count, perMinute, now.getTime()));
  }
}

/** One counter per business and minute in Redis, shared by every worker; it expires with its minute. */
const TAKE = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

@Injectable()
export class RedisSendThrottle extends SendThrottle implements OnApplicationShutdown {
  private readonly logger = new Logger('Campaigns');
  private readonly redis: Redis;

  constructor(private readonly config: AppConfig) {
    super();
    this.redis = new Redis(config.redisUrl!, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000, lazyConnect: true });
    this.redis.on('error', () => undefined); // a failed command is handled where it is made
  }

  async take(businessId: string, perMinute: number, now: Date): Promise<number> {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    try {
      const n = Number(await this.redis.eval(TAKE, 1, `${this.config.queuePrefix}:campaign-sends:${businessId}:${minute}`, 2 * MINUTE_MS));
      return waitFor(n, perMinute, now.getTime());
    } catch (error) {
      // Jobs run only while Redis answers; a lost answer lets this one send rather than stall the campaign.
      this.logger.warn(`Campaign send limit not checked: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
