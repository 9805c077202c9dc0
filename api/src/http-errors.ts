import type { z } from 'zod';
import { firstIssueMessage } from 'shared-contracts/server';

/**
 * An error with the HTTP status and the message the client sees. This module imports nothing of
 * the api, so any layer may throw these, and errors defined at load time (`extends HttpError`)
 * never wait on the error handler's imports.
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

/** Parses with a shared zod schema; a failure becomes a 400 with its first problem in words. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, firstIssueMessage(result.error));
  return result.data;
}
