import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import { closeRedis, connectRedis, firstConnectAttempt } from './redis-connection';

export type LimitsDriver = 'redis' | 'memory';

/** Where every rate limit of the api counts: Redis (shared by all instances) or this process. */
export interface Limits {
  readonly driver: LimitsDriver;
  /**
   * A limiter of `points` per fixed window of `durationSeconds`, its keys under `name`; the same
   * arguments answer the same limiter.
   */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  /** Resolves when the counts can be kept (Redis answers a PING; always in memory). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis when `config.redisUrl` is set, else memory (one process). With Redis there is no
 * insurance limiter on purpose: an unreachable Redis makes every count fail (and callers
 * refuse), instead of silently counting per process again.
 */
export async function createLimits(
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>,
  log: FastifyBaseLogger,
): Promise<Limits> {
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : undefined;
  if (redis) await firstConnectAttempt(redis);
  const made = new Map<string, RateLimiterAbstract>();
  const make = (name: string, points: number, duration: number) =>
    redis
      ? redisLimiter(redis, `${config.redisKeyPrefix}limits:${name}`, points, duration)
      : new RateLimiterMemory({ keyPrefix: name, points, duration });
  return {
    driver: redis ? 'redis' : 'memory',
    limiter(name, points, durationSeconds) {
      const id = `${name}/${points}/${durationSeconds}`;
      let limiter = made.get(id);
      if (!limiter) {
        limiter = make(name, points, durationSeconds);
        made.set(id, limiter);
      }
      return limiter;
    },
    ready: async () => {
      if (redis) await redis.ping();
    },
    close: async () => {
      if (redis) await closeRedis(redis);
    },
  };
}

function redisLimiter(redis: Redis, keyPrefix: string, points: number, duration: number) {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    // Refuse at once while disconnected instead of waiting on a command.
    rejectIfRedisNotReady: true,
  });
}
