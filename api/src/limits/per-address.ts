import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';
import { consumePoint, type Verdict } from './consume';
import { refuseWhenUnavailable, retryIn } from './http-refusals';
import type { Limits } from './limits';

/**
 * A coarse cap per client address on every request of a route, per minute (counted before the
 * body is read, as any request costs). Route options: `app.post(path, cap, handler)`.
 * Over the cap: 429 "Rate limit exceeded, retry in …" with Retry-After and the
 * x-ratelimit-* headers; the limit not countable: 503 `unavailableMessage`.
 */
export function perAddressCap(
  limits: Limits,
  name: string,
  max: number,
  unavailableMessage: string,
) {
  const limiter = limits.limiter(name, max, 60);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      let verdict: Verdict;
      try {
        verdict = await consumePoint(limiter, request.ip);
      } catch (error) {
        throw refuseWhenUnavailable(error, reply, unavailableMessage);
      }
      reply
        .header('x-ratelimit-limit', String(max))
        .header('x-ratelimit-remaining', String(verdict.remaining))
        .header('x-ratelimit-reset', String(verdict.resetSeconds));
      if (verdict.allowed) return;
      reply.header('retry-after', String(verdict.resetSeconds));
      throw new HttpError(429, `Rate limit exceeded, retry in ${retryIn(verdict.resetSeconds)}`);
    },
  };
}
