import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * Cookies for the whole server: request.cookies (parsed from the Cookie header at onRequest) and
 * reply.setCookie / reply.clearCookie. No signing secret: the session cookie is a random token
 * checked against the database.
 */
export async function cookieSupport(app: FastifyInstance) {
  await app.register(fastifyCookie);
}
