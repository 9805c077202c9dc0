import {
  consumePoint,
  LimitsUnavailableError,
  SERVICE_UNAVAILABLE,
  SIGN_IN_UNAVAILABLE,
  SIGN_UP_UNAVAILABLE,
  type Limits,
} from '../limits';
import { AuthError } from './errors';

/** What a hosted-auth limit counts; each action has its own counters. */
export type LimitedAction = 'signin' | 'refresh' | 'signup' | 'mail' | 'verify' | 'mfa';

const UNAVAILABLE: Record<LimitedAction, string> = {
  signin: SIGN_IN_UNAVAILABLE,
  refresh: SIGN_IN_UNAVAILABLE,
  signup: SIGN_UP_UNAVAILABLE,
  mail: SERVICE_UNAVAILABLE,
  verify: SERVICE_UNAVAILABLE,
  mfa: SERVICE_UNAVAILABLE,
};

/** Fixed-window counters of the hosted auth, kept in the api's shared limits. */
export interface AuthLimiter {
  /**
   * Counts a hit for action + subject; true while it stays within `max` per window (max 0:
   * unlimited). When it cannot be counted: a 503 AuthError, never an uncounted pass.
   */
  take(action: LimitedAction, subject: string, max: number): Promise<boolean>;
}

export function authLimiter(limits: Limits, windowMs: number): AuthLimiter {
  const windowSeconds = Math.ceil(windowMs / 1000);
  return {
    async take(action, subject, max) {
      // A window of 0 never accumulates hits, as before: unlimited.
      if (max <= 0 || windowSeconds <= 0) return true;
      const limiter = limits.limiter(`auth:${action}`, max, windowSeconds);
      try {
        return (await consumePoint(limiter, subject)).allowed;
      } catch (error) {
        if (error instanceof LimitsUnavailableError) throw temporarilyUnavailable(action);
        throw error;
      }
    },
  };
}

const temporarilyUnavailable = (action: LimitedAction) =>
  new AuthError(503, 'unexpected_failure', UNAVAILABLE[action]);

export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const overEmailSendRateLimit = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
