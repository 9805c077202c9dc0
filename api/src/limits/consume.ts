import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LimitsUnavailableError } from './unavailable';

export interface Verdict {
  /** Within the limit (this point counted). */
  allowed: boolean;
  /** Points left in the current window. */
  remaining: number;
  /** Seconds until the current window ends (at least 1). */
  resetSeconds: number;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts `points` for the key. Over the limit answers allowed: false; a store failure throws
 * LimitsUnavailableError (callers refuse: a limit that cannot count must not let requests through).
 */
export async function consumePoint(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
): Promise<Verdict> {
  try {
    const res = await limiter.consume(key, points);
    return {
      allowed: true,
      remaining: res.remainingPoints,
      resetSeconds: secondsOf(res.msBeforeNext),
    };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, remaining: 0, resetSeconds: secondsOf(rejection.msBeforeNext) };
    }
    throw new LimitsUnavailableError(rejection);
  }
}

/** Runs a store operation (reward, delete), turning its failure into LimitsUnavailableError. */
export async function storeOperation<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new LimitsUnavailableError(error);
  }
}
