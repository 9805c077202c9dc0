/**
 * An error with the HTTP status and the message the client sees. Its own module, importing
 * nothing: errors defined at load time (`extends HttpError`) must not wait on the error handler's
 * imports.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A service behind the answer failed (not a missing thing): 503 to the client, the cause logged. */
export class UnavailableError extends HttpError {
  constructor(message: string, cause: unknown) {
    super(503, message);
    this.name = 'UnavailableError';
    this.cause = cause;
  }
}
