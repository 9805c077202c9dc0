import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for `options`, read once: with its content security policy off (the
 * pages get their own, with a nonce each) none of them depends on the request.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** Helmet's headers that still mean something on a JSON answer: no sniffing, HTTPS, no framing. */
const DATA_ANSWER_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Helmet's headers, written from objects made once: all of them on pages, files and everything
 * else, and on JSON answers those a browser applies to data. The others (opener and agent-cluster
 * policies, DNS prefetch, download and XSS-filter switches, cross-domain policies) govern
 * documents; each header costs every answer its validation by Node.
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const all = helmetHeaders({ ...options, contentSecurityPolicy: false });
  const data = Object.freeze(
    Object.fromEntries(Object.entries(all).filter(([name]) => DATA_ANSWER_HEADERS.includes(name))),
  );
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(isJson(reply.getHeader('content-type')) ? data : all);
    done(null, payload);
  });
}
