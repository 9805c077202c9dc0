import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { noteFailure, noteRefusal } from '../logging/request-log';

/** GoTrue's API version, sent on every response so that supabase-js reads `code` as the error code. */
export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/** An error answered in GoTrue's shape: { code, error_code, msg, message }. */
export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const errorBody = (code: string, message: string, extra: Record<string, unknown> = {}) => ({
  code,
  error_code: code,
  msg: message,
  message,
  ...extra,
});

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);

/** The message for the first problem of a body or query (zod's generic ones name the field). */
export function problemMessage(field: string | undefined, message: string | undefined): string {
  const text = message ?? 'Invalid request';
  return field && text.startsWith('Invalid input') ? `${field}: ${text}` : text;
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const otpExpired = () =>
  new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'bad_json',
    message: 'Could not parse request body as JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'request_too_large',
    message: 'Request body too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'validation_failed',
    message: 'Unsupported content type: send application/json',
  },
};

/** The error handler of the /auth/v1 context. */
export function authErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A route schema refused the body, query or params: answered like an in-handler parse.
    const [first] = error.validation;
    const field = first?.instancePath.slice(1).split('/').join('.');
    return authErrorHandler(
      validationFailed(problemMessage(field, first?.message)),
      request,
      reply,
    );
  }
  if (error instanceof AuthError) {
    // Said on the request's one log line (logging/request-log.ts).
    noteRefusal(request, error.code);
    return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.extra));
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return reply.code(known.status).send(errorBody(known.code, known.message));
  if (error instanceof SyntaxError) {
    return reply.code(400).send(errorBody('bad_json', 'Could not parse request body as JSON'));
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorBody('validation_failed', error.message));
  }
  noteFailure(request, error);
  return reply
    .code(500)
    .send(
      errorBody(
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
}
