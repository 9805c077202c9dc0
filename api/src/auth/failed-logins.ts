/** How long failed sign-in attempts are remembered (and a locked key stays locked). */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;

/** Keys kept at most; beyond it the oldest windows are forgotten first (memory stays bounded). */
const MAX_KEYS = 100_000;

interface Entry {
  failures: number;
  /** Attempts being checked right now (password hashing takes a while). */
  pending: number;
  resetAt: number;
}

/**
 * Counts FAILED sign-in attempts per key (address + email) in memory: after `max` failures within
 * the window the key is locked until the window passes; a successful sign-in forgets the key, so
 * a client that signs in successfully many times is never limited. Attempts still being checked
 * count against the limit, so a burst of parallel guesses cannot get past it either.
 */
export class FailedLoginLimiter {
  private readonly entries = new Map<string, Entry>();
  private nextSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs = FAILED_LOGIN_WINDOW_MS,
  ) {}

  /**
   * Starts an attempt: answers undefined when the key is locked (seconds until it is unlocked
   * come from `retryAfter`), otherwise a function to call with the outcome: true signed in,
   * false wrong credentials, undefined no verdict (a server error: not counted).
   */
  begin(key: string, now = Date.now()): ((succeeded: boolean | undefined) => void) | undefined {
    this.sweep(now);
    let entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) {
      // The window passed: its failures are forgotten.
      entry.failures = 0;
      entry.resetAt = now + this.windowMs;
    }
    if (entry && entry.failures + entry.pending >= this.max) return undefined;
    if (!entry) {
      entry = { failures: 0, pending: 0, resetAt: now + this.windowMs };
      this.entries.set(key, entry);
    }
    entry.pending += 1;
    const current = entry;
    let done = false;
    return (succeeded: boolean | undefined) => {
      if (done) return;
      done = true;
      current.pending -= 1;
      if (succeeded === undefined) return;
      if (succeeded) {
        if (this.entries.get(key) === current) this.entries.delete(key);
        return;
      }
      const at = Date.now();
      if (current.failures === 0 || current.resetAt <= at) {
        current.failures = 0;
        current.resetAt = at + this.windowMs;
      }
      current.failures += 1;
      if (this.entries.get(key) !== current) this.entries.set(key, current);
    };
  }

  /** Seconds until a locked key accepts attempts again (at least 1). */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    return Math.max(1, Math.ceil(((entry?.resetAt ?? now) - now) / 1000));
  }

  private sweep(now: number) {
    if (now < this.nextSweep && this.entries.size < MAX_KEYS) return;
    this.nextSweep = now + 60_000;
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now && entry.pending === 0) this.entries.delete(key);
    }
    // Still too many (a flood of distinct emails): forget the oldest entries first.
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_KEYS) break;
      this.entries.delete(key);
    }
  }
}
