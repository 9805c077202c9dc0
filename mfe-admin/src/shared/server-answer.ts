import axios from 'axios';

/** True when the server refused the call because the visitor is not (or no longer) an administrator. */
export function isAccessError(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === 401 || status === 403;
}

/** True when the server said the visitor is not signed in at all. */
export function isSignedOutError(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 401;
}

/**
 * The server's own refusal message (a 4xx answer carrying `{ status, message }`), or undefined
 * for network failures, server errors and access refusals.
 */
export function serverRefusalOf(error: unknown): string | undefined {
  if (!axios.isAxiosError(error) || !error.response) return undefined;
  const { status, data } = error.response;
  if (status < 400 || status >= 500 || status === 401 || status === 403) return undefined;
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
