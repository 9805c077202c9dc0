import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { authRefreshTokens, authSessions } from '../db/schema';
import { accountByUserId, listFactors, updateIdentity, type Account } from './accounts';
import type { AuthV1Context } from './context';
import { AuthError } from './errors';
import { ACCESS_AUDIENCE, signJwt, type AccessClaims, type AmrEntry } from './jwt';
import { randomToken, sha256 } from './secrets';
import { issuer } from './site';
import { APP_METADATA, userView, type UserView } from './user-view';

export type SessionRow = typeof authSessions.$inferSelect;

/** GoTrue's token answer (also what supabase-js stores as its session). */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserView;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function newRefreshToken(db: Db, sessionId: string): Promise<string> {
  const token = randomToken(24);
  await db.insert(authRefreshTokens).values({ tokenHash: sha256(token), sessionId });
  return token;
}

/** Signs an access token for the session and answers it with the refresh token and the user. */
export async function sessionResponse(
  ctx: AuthV1Context,
  request: FastifyRequest,
  account: Account,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const iat = nowSeconds();
  const exp = iat + ctx.config.jwtExpiry;
  const claims: AccessClaims = {
    iss: issuer(ctx.config, request),
    sub: account.identity.id,
    aud: ACCESS_AUDIENCE,
    exp,
    iat,
    email: account.user.Email,
    phone: '',
    app_metadata: APP_METADATA,
    user_metadata: account.identity.userMetadata,
    role: 'authenticated',
    aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  };
  const factors = await listFactors(ctx.db, account.user.UserID);
  return {
    access_token: await signJwt(claims, ctx.config.jwtSecret),
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userView(account, factors),
  };
}

/** A new signed-in session (aal1) for the account, after the given authentication method. */
export async function startAuthSession(
  ctx: AuthV1Context,
  request: FastifyRequest,
  account: Account,
  method: string,
): Promise<SessionResponse> {
  const [session] = await ctx.db
    .insert(authSessions)
    .values({
      userId: account.user.UserID,
      aal: 'aal1',
      amr: [{ method, timestamp: nowSeconds() }],
      notAfter: new Date(Date.now() + ctx.config.sessionTtl * 1000),
    })
    .returning();
  const identity = await updateIdentity(ctx.db, account.user.UserID, { lastSignInAt: new Date() });
  const refreshToken = await newRefreshToken(ctx.db, session!.id);
  return sessionResponse(ctx, request, { ...account, identity }, session!, refreshToken);
}

/** Raises the session to aal2 after a second factor and answers fresh tokens for it. */
export async function upgradeSession(
  ctx: AuthV1Context,
  request: FastifyRequest,
  account: Account,
  sessionId: string,
  method: AmrEntry['method'],
): Promise<SessionResponse> {
  const [current] = await ctx.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  if (!current) throw sessionNotFound();
  const amr = [
    { method, timestamp: nowSeconds() },
    ...current.amr.filter((e) => e.method !== method),
  ];
  const [session] = await ctx.db
    .update(authSessions)
    .set({ aal: 'aal2', amr, updatedAt: new Date() })
    .where(eq(authSessions.id, sessionId))
    .returning();
  await ctx.db
    .update(authRefreshTokens)
    .set({ revoked: true, revokedAt: new Date() })
    .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)));
  const refreshToken = await newRefreshToken(ctx.db, sessionId);
  return sessionResponse(ctx, request, account, session!, refreshToken);
}

export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

const refreshNotFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const refreshAlreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
const sessionExpired = () =>
  new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');

/**
 * grant_type=refresh_token: the token is exchanged once for a successor. A rotated token used
 * again within the reuse interval (two tabs refreshing together) answers the current token;
 * later, it is taken as stolen and the whole session (the token family) is revoked.
 */
export async function refreshSession(
  ctx: AuthV1Context,
  request: FastifyRequest,
  token: string,
): Promise<SessionResponse> {
  const db = ctx.db;
  const [row] = await db
    .select({ token: authRefreshTokens, session: authSessions })
    .from(authRefreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
    .where(eq(authRefreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw refreshNotFound();
  const { session } = row;
  if (session.notAfter.getTime() <= Date.now()) {
    await db.delete(authSessions).where(eq(authSessions.id, session.id));
    throw sessionExpired();
  }
  const account = await accountByUserId(db, session.userId);
  if (!account) throw refreshNotFound();

  if (row.token.revoked) {
    const withinReuse =
      row.token.revokedAt !== null &&
      Date.now() - row.token.revokedAt.getTime() < ctx.config.refreshReuseInterval * 1000;
    if (!withinReuse) {
      await db.delete(authSessions).where(eq(authSessions.id, session.id));
      throw refreshAlreadyUsed();
    }
    const [active] = await db
      .select({ id: authRefreshTokens.id })
      .from(authRefreshTokens)
      .where(and(eq(authRefreshTokens.sessionId, session.id), eq(authRefreshTokens.revoked, false)))
      .orderBy(desc(authRefreshTokens.id))
      .limit(1);
    if (!active) throw refreshAlreadyUsed();
    // The successor cannot be answered (only its hash is kept): give this tab a fresh one.
    const successor = await newRefreshToken(db, session.id);
    return sessionResponse(ctx, request, account, session, successor);
  }

  const claimed = await db
    .update(authRefreshTokens)
    .set({ revoked: true, revokedAt: new Date() })
    .where(and(eq(authRefreshTokens.id, row.token.id), eq(authRefreshTokens.revoked, false)))
    .returning({ id: authRefreshTokens.id });
  if (claimed.length === 0) {
    // A concurrent request rotated it a moment ago: within the reuse interval by definition.
    const successor = await newRefreshToken(db, session.id);
    return sessionResponse(ctx, request, account, session, successor);
  }
  await db
    .update(authSessions)
    .set({ updatedAt: new Date() })
    .where(eq(authSessions.id, session.id));
  const successor = await newRefreshToken(db, session.id);
  return sessionResponse(ctx, request, account, session, successor);
}

/** POST /logout: global (every session), local (this one) or others. */
export async function endSessions(db: Db, userId: number, sessionId: string, scope: string) {
  if (scope === 'local') {
    await db.delete(authSessions).where(eq(authSessions.id, sessionId));
  } else if (scope === 'others') {
    await db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, userId), ne(authSessions.id, sessionId)));
  } else {
    await db.delete(authSessions).where(eq(authSessions.userId, userId));
  }
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return row;
}
