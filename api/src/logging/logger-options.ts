import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';
import { readableLines, type LogStream } from './readable-lines';
import { CENSOR, REDACTED_PATHS, redactUrl } from './redaction';

export type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** The part of a request its log line shows: never its headers (cookies, tokens) or body. */
function requestSummary(request: { method?: string; url?: string; ip?: string }) {
  return { method: request.method, url: redactUrl(request.url ?? ''), remoteAddress: request.ip };
}

/**
 * The api's logger: JSON records in production (for a log collector), readable lines in
 * development; at LOG_LEVEL, with every secret redacted. `stream`: where the output goes
 * (stdout by default).
 */
export function loggerOptions(
  config: Pick<AppConfig, 'production' | 'logLevel'>,
  stream?: LogStream,
): LoggerOptions {
  const output = config.production ? stream : readableLines(stream);
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: requestSummary },
    ...(output ? { stream: output } : {}),
  };
}
