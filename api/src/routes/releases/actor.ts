import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../../auth/session';
import { HttpError } from '../../http-errors';
import { TOKEN_ACTOR } from '../../releases/registry';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Who acts: the release token when the call sends `Authorization: Bearer` (compared in
 * constant time; refused when RELEASE_TOKEN is not set), else an administrator's session.
 */
async function releaseActor(request: FastifyRequest): Promise<string> {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!bearer) return (await requireAdmin(request)).UserName;
  const expected = request.server.config.releaseToken;
  if (!expected || !crypto.timingSafeEqual(sha256(bearer[1]!), sha256(expected))) {
    throw new HttpError(401, 'The release token is not valid');
  }
  return TOKEN_ACTOR;
}

const actors = new WeakMap<FastifyRequest, string>();

/** preValidation hook: an administrator's session or the release token (before the input). */
export const adminOrReleaseToken = async (request: FastifyRequest) => {
  actors.set(request, await releaseActor(request));
};

/** The actor adminOrReleaseToken found for the request. */
export const actorOf = async (request: FastifyRequest) =>
  actors.get(request) ?? (await releaseActor(request));

/** The administrator's UserName of an adminOnly call. */
export const adminName = async (request: FastifyRequest) => (await requireAdmin(request)).UserName;
