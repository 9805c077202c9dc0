import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Cookies = FastifyRequest['cookies'];

/**
 * Cookies for the whole server: reply.setCookie / reply.clearCookie, and cookiesOf(request) to read
 * them. No signing secret: the session cookie is a random token checked against the database.
 * The Cookie header is parsed on first read, so the routes that read no cookie never parse it.
 */
export async function cookieSupport(app: FastifyInstance) {
  await app.register(fastifyCookie, { hook: false });
}

/** The request's cookies, parsed from its Cookie header once. */
export function cookiesOf(request: FastifyRequest): Cookies {
  const parsed = request.cookies as Cookies | null;
  if (parsed) return parsed;
  const header = request.headers.cookie;
  return (request.cookies = header ? request.server.parseCookie(header) : {});
}
