import { consumePoint, storeOperation } from './consume';
import type { Limits } from './limits';

/** How long failed sign-in attempts are remembered (and a locked key stays locked). */
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** The outcome of a sign-in: true signed in, false wrong credentials, undefined no verdict. */
export type SignInOutcome = boolean | undefined;

export type SignInStart =
  | { locked: true; retryAfterSeconds: number }
  | { locked: false; finish(outcome: SignInOutcome): Promise<void> };

/**
 * Counts FAILED sign-in attempts per key (address + email): after `max` failures within the
 * window the key is locked until the window ends; a successful sign-in forgets the key. A point
 * is reserved before the password is checked, so a burst of parallel guesses cannot get past it.
 */
export function failedSignInLockout(
  limits: Limits,
  max: number,
  windowSeconds = FAILED_SIGN_IN_WINDOW_SECONDS,
) {
  const limiter = limits.limiter('failed-sign-ins', max, windowSeconds);
  return {
    /** Reserves a point for an attempt; throws LimitsUnavailableError when it cannot be counted. */
    async begin(key: string): Promise<SignInStart> {
      const verdict = await consumePoint(limiter, key);
      if (!verdict.allowed) return { locked: true, retryAfterSeconds: verdict.resetSeconds };
      let finished = false;
      return {
        locked: false,
        // A failure keeps its point; a success forgets the key; no verdict gives the point back.
        async finish(outcome) {
          if (finished) return;
          finished = true;
          if (outcome === false) return;
          if (outcome) await storeOperation(() => limiter.delete(key));
          else await storeOperation(() => limiter.reward(key, 1));
        },
      };
    },
  };
}

export type FailedSignInLockout = ReturnType<typeof failedSignInLockout>;
