import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../contracts';
import { apiPath } from '../routes/paths';
import { redactUrl } from './redaction';
import { levelEnabled } from './request-logger';

/** What the error handler decided about a request, said on the request's one line. */
interface Outcome {
  /** A refusal's message (4xx). */
  reason?: string;
  /** The error behind a 5xx. */
  err?: unknown;
}

const outcomes = new WeakMap<FastifyRequest, Outcome>();

/** A refused request: its reason goes on its line instead of a line of its own. */
export const noteRefusal = (request: FastifyRequest, reason: string) =>
  void outcomes.set(request, { reason });

/** A failed request: its line is an error line carrying `err`. */
export const noteFailure = (request: FastifyRequest, err: unknown) =>
  void outcomes.set(request, { err });

/** Probes ask these every few seconds: not traffic. */
const PROBES = new Set([apiPath(ENDPOINTS.health), apiPath(ENDPOINTS.ready)]);

/**
 * Whether a request is traffic: not a probe and not one of the api's own in-process calls
 * (app.inject, which the server render uses for its data; light-my-request marks its requests).
 */
function isTraffic(request: FastifyRequest): boolean {
  if ('_lightMyRequest' in request.raw) return false;
  return !PROBES.has(request.url.split('?')[0]!);
}

/**
 * At most one log line per request, once it is answered (Fastify's default writes one when it
 * arrives and one when it completes): at `level` for traffic, at error for a failure whatever
 * the request. Probes and in-process calls that succeed write nothing.
 */
export class RequestLog extends LogController {
  constructor(private readonly level: 'info' | 'debug') {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const outcome = outcomes.get(request);
    const err = error ?? outcome?.err;
    const status = reply.statusCode;
    // The usual case in production at warn: nothing to write, so nothing is built.
    if (err === undefined && status < 500 && !levelEnabled(request.log, this.level)) {
      return;
    }
    if (err === undefined && !isTraffic(request)) return;
    const ms = reply.elapsedTime;
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(ms * 10) / 10,
      ...(outcome?.reason ? { reason: outcome.reason } : {}),
      ...(err !== undefined ? { err } : {}),
    };
    const message = `${request.method} ${redactUrl(request.url)} ${status} ${Math.round(ms)} ms`;
    if (err !== undefined) request.log.error(line, message);
    else if (status >= 500) request.log.warn(line, message);
    else request.log[this.level](line, message);
  }
}
