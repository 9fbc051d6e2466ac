import { redisUrl, requireFromBackend } from './context.mjs';

/** Deletes every key of a run's queue prefix, so a bench leaves nothing behind in Redis. */
export async function clearRedisPrefix(prefix) {
  const IORedis = requireFromBackend('ioredis').default ?? requireFromBackend('ioredis');
  const redis = new IORedis(redisUrl(), { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
