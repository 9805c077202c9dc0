import type { FastifyRequest } from 'fastify';
import { accountByUid, type Account } from './accounts';
import type { AuthV1Context } from './context';
import { AuthError } from './errors';
import { verifyJwt, type AccessClaims } from './jwt';
import { findSession, sessionNotFound, type SessionRow } from './sessions';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** True when the request carries one of the public keys (apikey header or Bearer). */
export function hasAnonKey(ctx: AuthV1Context, request: FastifyRequest): boolean {
  const apikey = request.headers.apikey;
  if (typeof apikey === 'string' && ctx.config.anonKeys.includes(apikey)) return true;
  const token = bearer(request);
  return token !== undefined && ctx.config.anonKeys.includes(token);
}

/**
 * Supabase's gateway refuses calls without the project's public key; so does this service.
 * A call with a user's access token but no apikey is let through (the route checks the token).
 */
export function requireApiKey(ctx: AuthV1Context, request: FastifyRequest) {
  if (hasAnonKey(ctx, request)) return;
  if (typeof request.headers.apikey === 'string') {
    throw new AuthError(401, 'invalid_api_key', 'Invalid API key');
  }
  if (bearer(request)) return;
  throw new AuthError(401, 'no_api_key', 'No API key found in request');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

export interface Authenticated {
  claims: AccessClaims;
  account: Account;
  session: SessionRow;
}

/** The signed-in user of a request carrying `Authorization: Bearer <access token>`. */
export async function requireAuthenticated(
  ctx: AuthV1Context,
  request: FastifyRequest,
): Promise<Authenticated> {
  const token = bearer(request);
  if (!token || ctx.config.anonKeys.includes(token)) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = verifyJwt(token, ctx.config.jwtSecret);
  if ('problem' in verified) {
    const reason =
      verified.problem === 'expired'
        ? 'token has invalid claims: token is expired'
        : 'unable to parse or verify signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${reason}`);
  }
  const claims = verified.payload as unknown as AccessClaims;
  if (!isUuid(claims.sub) || !isUuid(claims.session_id)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
  }
  const account = await accountByUid(ctx.db, claims.sub);
  if (!account)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const session = await findSession(ctx.db, claims.session_id);
  if (!session || session.userId !== account.user.UserID) throw sessionNotFound();
  return { claims, account, session };
}
