import Redis from 'ioredis';

export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Deletes every key under `prefix` (the suite's own keys only). */
export async function deleteRedisKeys(prefix: string, url = REDIS_URL): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
  });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
