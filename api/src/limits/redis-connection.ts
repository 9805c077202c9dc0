import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long boot waits for the first connection attempt before serving without it. */
const FIRST_CONNECT_WAIT_MS = 2_000;

/**
 * A Redis connection for the shared limits. Commands fail fast while Redis is unreachable (no
 * offline queue, bounded retries and timeouts) so callers can refuse at once; the connection
 * keeps reconnecting by itself, and its errors are logged, never thrown.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    // A socket still connecting when the app closes is destroyed soon, not after 2 s.
    disconnectTimeout: 500,
  });
  // Logged once per outage: a reconnect loop would otherwise log every attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error(
      { err: error },
      'redis unavailable: sign-in and sign-up are refused until it is back',
    );
  });
  redis.on('ready', () => {
    if (down) log.info('redis available again');
    down = false;
  });
  return redis;
}

/** Waits (bounded) for the first connection attempt to succeed or fail; never rejects. */
export function firstConnectAttempt(redis: Redis, waitMs = FIRST_CONNECT_WAIT_MS): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done).off('end', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done).once('error', done).once('end', done);
  });
}

/** Closes the connection: a clean QUIT when connected, otherwise stops reconnecting at once. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: drop the connection.
    }
  }
  redis.disconnect();
}
