import type { FastifyRequest } from 'fastify';
import { accountByUid, type Account } from './accounts';
import type { AuthV1Context } from './context';
import { AuthError } from './errors';
import { ACCESS_AUDIENCE, verifyJwt, type AccessClaims, type JwtProblem } from './jwt';
import { findSession, sessionNotFound, type SessionRow } from './sessions';
import { issuer } from './site';

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

/** How a refused access token is explained (in golang-jwt's words, which GoTrue answers with). */
const REFUSALS: Record<JwtProblem, string> = {
  malformed: 'unable to parse or verify signature',
  signature: 'unable to parse or verify signature',
  expired: 'token has invalid claims: token is expired',
  not_yet_valid: 'token has invalid claims: token is not valid yet',
  issuer: 'token has invalid claims: token has invalid issuer',
  audience: 'token has invalid claims: token has invalid audience',
};

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
  const verified = await verifyJwt(token, ctx.config.jwtSecret, {
    issuer: issuer(ctx.config, request),
    audience: ACCESS_AUDIENCE,
  });
  if ('problem' in verified) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${REFUSALS[verified.problem]}`);
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

const signedIn = new WeakMap<FastifyRequest, Authenticated>();

/**
 * A preValidation hook that requires the signed-in user, so that a call without a valid token
 * is refused before its body is read; the route's handler then takes it with `authenticated`.
 */
export const authenticate = (ctx: AuthV1Context) => async (request: FastifyRequest) => {
  signedIn.set(request, await requireAuthenticated(ctx, request));
};

/** The user the route's `authenticate` hook signed in. */
export function authenticated(request: FastifyRequest): Authenticated {
  const auth = signedIn.get(request);
  if (!auth) throw new Error('The route has no authenticate hook');
  return auth;
}
