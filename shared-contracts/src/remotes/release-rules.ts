/**
 * Rules of the release console (docs/api.md, "Release registry"). Imported by path: the api, the
 * shell's health reporter and the back-office's release screen use them; no shared module does.
 */

/** The version name of a remote's default build (/remotes/<package>/): never registered. */
export const DEFAULT_RELEASE_VERSION = 'default';

/** The cookie that keeps a visitor on one side of every canary (a random id, nothing personal). */
export const VISITOR_COOKIE = 'reluxe_visitor';
/** A visitor id as the cookie holds it; anything else is replaced with a new one. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A canary's share of visitors, in whole percent. */
export const CANARY_PERCENT = { min: 1, max: 100 } as const;

/** What the browsers' health reports may carry, and how the console sums them. */
export const RELEASE_HEALTH = {
  /** The console shows the last hour. */
  windowMinutes: 60,
  /** Entries (remote and version) in one report. */
  maxEntries: 16,
  /** The largest count of one kind in one entry. */
  maxCount: 100,
  /** The largest report body, in bytes. */
  maxBytes: 4096,
  /** Reports one address may send a minute. */
  reportsPerMinute: 30,
  /** A browser sends its counts this long after the first one, or when the page is hidden. */
  flushDelayMs: 5000,
} as const;

/**
 * A canary is rolled back when, since it started, more than this share of its mount attempts
 * failed, once it has at least this many attempts (CANARY_FAILURE_RATE, CANARY_MIN_ATTEMPTS).
 */
export const CANARY_ROLLBACK_DEFAULTS = { failureRate: 0.1, minAttempts: 20 } as const;
