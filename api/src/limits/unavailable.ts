/** The responses when the limits cannot be counted: refused (503), never let through unlimited. */
export const SIGN_IN_UNAVAILABLE =
  'Sign-in is temporarily unavailable. Please try again in a minute.';
export const SIGN_UP_UNAVAILABLE =
  'Sign-up is temporarily unavailable. Please try again in a minute.';
export const SERVICE_UNAVAILABLE =
  'This service is temporarily unavailable. Please try again in a minute.';

/** Seconds a client is told to wait (Retry-After) after such a refusal. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

/** The limit store (Redis) failed or is unreachable: the attempt could not be counted. */
export class LimitsUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the rate-limit store is unavailable', { cause });
    this.name = 'LimitsUnavailableError';
  }
}
