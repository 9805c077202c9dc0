import { errorMessageOf, statusOf } from 'shared-contracts';

/** True when the server refused the call because the visitor is not (or no longer) an administrator. */
export function isAccessError(error: unknown): boolean {
  const status = statusOf(error);
  return status === 401 || status === 403;
}

/** True when the server said the visitor is not signed in at all. */
export function isSignedOutError(error: unknown): boolean {
  return statusOf(error) === 401;
}

/**
 * The server's own refusal message (a 4xx answer carrying `{ status, message }`), or undefined
 * for network failures, server errors and access refusals.
 */
export function serverRefusalOf(error: unknown): string | undefined {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403) {
    return undefined;
  }
  return errorMessageOf(error, '') || undefined;
}
