import type { FastifyReply } from 'fastify';
import { HttpError } from '../http-errors';
import { LimitsUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable';

/**
 * The shop's 503 for an attempt whose limit could not be counted (with Retry-After); any other
 * error is answered as it is.
 */
export function refuseWhenUnavailable(
  error: unknown,
  reply: FastifyReply,
  message: string,
): unknown {
  if (!(error instanceof LimitsUnavailableError)) return error;
  reply.request.log.warn({ err: error.cause }, 'rate limit not counted: request refused');
  reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return new HttpError(503, message);
}

/** "1 minute", "45 seconds": the wording of the per-address cap's 429 message. */
export function retryIn(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.round(seconds / 60), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
