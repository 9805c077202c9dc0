import { AuthError } from './errors';

/** Fixed-window counters kept in memory (one api process; a restart forgets them). */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly windowMs: number) {}

  /** Counts a hit for the key; true while it stays within `max` per window (max 0: unlimited). */
  take(key: string, max: number, now = Date.now()): boolean {
    if (max <= 0) return true;
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= max;
  }

  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const overEmailSendRateLimit = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
