/** A failed call: `status` is the server's response (0 when no answer came: network failure). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown = undefined,
    message = status ? `Request failed with status code ${status}` : 'Network Error',
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The HTTP status of a failed call's answer (undefined when there was no answer). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError && error.status > 0 ? error.status : undefined;
}

/** The server's message from a failed call, or a fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return fallback;
}

/** True when the call failed with a response from the server (not a network failure). */
export function hasServerResponse(error: unknown): boolean {
  return statusOf(error) !== undefined;
}

/** True for a call cancelled through its AbortSignal (axios' CanceledError, or a DOM AbortError). */
export function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'CanceledError')
  );
}
