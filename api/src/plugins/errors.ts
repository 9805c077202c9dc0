import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { firstIssueMessage } from '../contracts';
import { HttpError } from '../http-errors';
import { noteFailure, noteRefusal } from '../logging/request-log';

/** Answers a request no route took (a storefront page); false leaves it a 404. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';

const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
};

/** PostgreSQL errors caused by the input (SQLSTATE class 22 data exception, 23 integrity). */
function databaseInputError(wrapped: Error): { code: number; message: string } | undefined {
  // drizzle wraps the driver's error (DrizzleQueryError) and keeps it as `cause`.
  const cause = (wrapped as { cause?: unknown }).cause;
  const error = cause instanceof Error ? cause : wrapped;
  const sqlState = (error as { code?: unknown; severity?: unknown }).code;
  if (typeof sqlState !== 'string' || !('severity' in error) || !/^[0-9A-Z]{5}$/.test(sqlState)) {
    return undefined;
  }
  if (sqlState.startsWith('22'))
    return { code: 400, message: 'The request contains an invalid value' };
  if (sqlState === '23503') return { code: 400, message: 'A referenced item does not exist' };
  if (sqlState === '23505') return { code: 409, message: 'This item already exists' };
  if (sqlState.startsWith('23'))
    return { code: 400, message: 'The request is missing a required value' };
  return undefined;
}

function toClientError(error: FastifyError | Error): { code: number; message: string } {
  if (error instanceof HttpError) return { code: error.statusCode, message: error.message };
  const fromDatabase = databaseInputError(error);
  if (fromDatabase) return fromDatabase;
  if (error instanceof ZodError) return { code: 400, message: firstIssueMessage(error) };
  // A route schema refused the input: the validator lists the zod issues in their order, so the
  // first one's message is what firstIssueMessage says of the same parse.
  if (hasZodFastifySchemaValidationErrors(error))
    return { code: 400, message: error.validation[0]!.message ?? 'Invalid input' };
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? MESSAGES_BY_CODE[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  if (known) return { code: status >= 400 && status < 500 ? status : 400, message: known };
  if (fastifyError.validation) return { code: 400, message: error.message };
  if (error instanceof SyntaxError) return { code: 400, message: 'The request body is malformed' };
  if (status >= 400 && status < 500) return { code: status, message: error.message };
  return { code: 500, message: GENERIC_500 };
}

/**
 * One error handler and one not-found handler for the whole server. A path no route takes is
 * offered to `pages` (the storefront's history fallback) before it is a 404.
 */
export async function errorHandling(app: FastifyInstance, pages: PageFallback) {
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    const { code, message } = toClientError(error);
    // Said on the request's one log line (logging/request-log.ts).
    if (code >= 500) noteFailure(request, error);
    else noteRefusal(request, message);
    return reply.code(code).send({ status: 'error', message });
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (await pages(request, reply)) return reply;
    return reply.code(404).send({ status: 'error', message: 'Not found' });
  });
}
