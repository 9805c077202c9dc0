import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { accountByUserId, updateIdentity } from './accounts';
import type { AuthV1Context } from './context';
import { AuthError, otpExpired } from './errors';
import type { OneTimeToken, TokenPurpose } from './one-time-tokens';
import { startAuthSession, type SessionResponse } from './sessions';

/** The amr method GoTrue records for each kind of mailed token. */
const AMR_METHOD: Record<TokenPurpose, string> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** Applies a consumed token (confirms the address, or switches it) and signs the person in. */
export async function completeVerification(
  ctx: AuthV1Context,
  request: FastifyRequest,
  token: OneTimeToken,
  viaCode: boolean,
): Promise<SessionResponse> {
  const purpose = token.purpose as TokenPurpose;
  const account = await accountByUserId(ctx.db, token.userId);
  if (!account) throw otpExpired();
  let identity = account.identity;
  let user = account.user;
  if (purpose === 'email_change') {
    const email = token.email;
    if (!email || identity.newEmail !== email) throw otpExpired();
    const [taken] = await ctx.db
      .select({ id: users.UserID })
      .from(users)
      .where(and(eq(users.Email, email), ne(users.UserID, user.UserID)))
      .limit(1);
    if (taken) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    await ctx.db.update(users).set({ Email: email }).where(eq(users.UserID, user.UserID));
    user = { ...user, Email: email };
    identity = await updateIdentity(ctx.db, user.UserID, {
      newEmail: null,
      emailChangeSentAt: null,
      emailConfirmedAt: identity.emailConfirmedAt ?? new Date(),
    });
  } else if (!identity.emailConfirmedAt) {
    identity = await updateIdentity(ctx.db, user.UserID, { emailConfirmedAt: new Date() });
  }
  const method = viaCode && purpose !== 'recovery' ? 'otp' : AMR_METHOD[purpose];
  return startAuthSession(ctx, request, { user, identity }, method);
}
