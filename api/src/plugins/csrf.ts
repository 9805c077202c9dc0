import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../contracts';
import { hookRoutes, isWriteRoute } from './route-hooks';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

function originMatchesHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/** True for a write from a browser context that is not same-origin. */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (!MUTATING.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && !originMatchesHost(origin, request.headers.host);
}

/**
 * CSRF rule of the team: a cross-site browser write is refused unless it carries CSRF_HEADER
 * (which a cross-site form cannot set and a cross-site fetch cannot send without CORS approval).
 * Requests with neither Origin nor Sec-Fetch-Site (non-browser clients) pass. Checked on the
 * routes that write only, before their own hooks: reads never pay for it.
 */
export async function csrfProtection(app: FastifyInstance) {
  const header = CSRF_HEADER.toLowerCase();
  hookRoutes(
    app,
    isWriteRoute,
    'onRequest',
    (request, reply, done) => {
      if (isCrossSiteWrite(request) && !request.headers[header]) {
        return void reply.code(403).send({ status: 'error', message: CROSS_SITE_MESSAGE });
      }
      done();
    },
    { first: true },
  );
}
