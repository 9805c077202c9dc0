import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authMfaChallenges, authMfaFactors } from '../../db/schema';
import { listFactors } from '../accounts';
import type { AuthV1Context } from '../context';
import { AuthError } from '../errors';
import {
  authenticate,
  authenticated,
  isUuid,
  requireAuthenticated,
  type Authenticated,
} from '../guard';
import { overRequestRateLimit } from '../rate-limiter';
import { routeSchemas } from '../schemas';
import { upgradeSession } from '../sessions';
import { newTotpSecret, totpMatches, totpUri } from '../totp';
import type { AuthRoute } from './route';

const MAX_FACTORS = 10;
const DEFAULT_ISSUER = 'Reluxe';

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
const insufficientAal = (message: string) => new AuthError(422, 'insufficient_aal', message);

async function ownFactor(ctx: AuthV1Context, auth: Authenticated, factorId: string) {
  if (!isUuid(factorId)) throw factorNotFound();
  const [factor] = await ctx.db
    .select()
    .from(authMfaFactors)
    .where(
      and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, auth.account.user.UserID)),
    )
    .limit(1);
  if (!factor) throw factorNotFound();
  return factor;
}

/** The caller of POST /factors/:id/verify and their factor, found before the body is read. */
const factorOfRequest = new WeakMap<
  FastifyRequest,
  { auth: Authenticated; factor: typeof authMfaFactors.$inferSelect }
>();

/** TOTP factors: enroll, challenge, verify (-> aal2 session), unenroll. */
export const factorRoutes: AuthRoute = (app, ctx: AuthV1Context) => {
  const enrollOptions = { schema: routeSchemas.enrollFactor, preValidation: authenticate(ctx) };
  app.post('/factors', enrollOptions, async (request) => {
    const auth = authenticated(request);
    const { body } = request;
    if (body.factor_type !== 'totp') {
      throw new AuthError(
        422,
        `mfa_${body.factor_type === 'phone' ? 'phone' : 'webauthn'}_enroll_not_enabled`,
        `Enrolling ${body.factor_type.slice(0, 20)} factors is not supported by this server; use totp`,
      );
    }
    const factors = await listFactors(ctx.db, auth.account.user.UserID);
    if (factors.some((f) => f.status === 'verified') && auth.session.aal !== 'aal2') {
      throw insufficientAal('AAL2 required to enroll a new factor');
    }
    const friendlyName = body.friendly_name ?? '';
    if (friendlyName && factors.some((f) => f.friendlyName === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (factors.length >= MAX_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    const secret = newTotpSecret();
    const [factor] = await ctx.db
      .insert(authMfaFactors)
      .values({ userId: auth.account.user.UserID, friendlyName, factorType: 'totp', secret })
      .returning();
    return {
      id: factor!.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: {
        qr_code: '',
        secret,
        uri: totpUri(secret, body.issuer || DEFAULT_ISSUER, auth.account.user.Email),
      },
    };
  });

  app.post('/factors/:id/challenge', { schema: routeSchemas.challengeFactor }, async (request) => {
    const auth = await requireAuthenticated(ctx, request);
    const factor = await ownFactor(ctx, auth, request.params.id);
    const now = new Date();
    const [challenge] = await ctx.db
      .insert(authMfaChallenges)
      .values({ factorId: factor.id, ipAddress: request.ip })
      .returning();
    await ctx.db
      .update(authMfaFactors)
      .set({ lastChallengedAt: now })
      .where(eq(authMfaFactors.id, factor.id));
    return {
      id: challenge!.id,
      type: 'totp' as const,
      expires_at: Math.floor(challenge!.createdAt.getTime() / 1000) + ctx.config.mfaChallengeExpiry,
    };
  });

  const verifyOptions = {
    schema: routeSchemas.verifyFactor,
    // The caller and the factor are checked before the body is validated.
    preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const auth = await requireAuthenticated(ctx, request);
      const factor = await ownFactor(ctx, auth, request.params.id);
      factorOfRequest.set(request, { auth, factor });
    },
  };
  app.post('/factors/:id/verify', verifyOptions, async (request) => {
    const { auth, factor } = factorOfRequest.get(request)!;
    const { body } = request;
    if (!(await ctx.limiter.take('mfa', factor.id, ctx.config.rateLimits.verifyPerEmail))) {
      throw overRequestRateLimit();
    }
    const [challenge] = isUuid(body.challenge_id)
      ? await ctx.db
          .select()
          .from(authMfaChallenges)
          .where(
            and(
              eq(authMfaChallenges.id, body.challenge_id),
              eq(authMfaChallenges.factorId, factor.id),
            ),
          )
          .limit(1)
      : [];
    if (!challenge)
      throw new AuthError(
        404,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    const expired =
      challenge.createdAt.getTime() + ctx.config.mfaChallengeExpiry * 1000 <= Date.now();
    if (expired || challenge.verifiedAt) {
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (challenge.ipAddress && challenge.ipAddress !== request.ip) {
      throw new AuthError(
        422,
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch',
      );
    }
    if (!totpMatches(factor.secret, body.code)) {
      throw new AuthError(422, 'mfa_verification_failed', `Invalid TOTP code entered`);
    }
    const now = new Date();
    await ctx.db
      .update(authMfaChallenges)
      .set({ verifiedAt: now })
      .where(eq(authMfaChallenges.id, challenge.id));
    if (factor.status !== 'verified') {
      await ctx.db
        .update(authMfaFactors)
        .set({ status: 'verified', updatedAt: now })
        .where(eq(authMfaFactors.id, factor.id));
    }
    return upgradeSession(ctx, request, auth.account, auth.session.id, 'totp');
  });

  app.delete('/factors/:id', { schema: routeSchemas.unenrollFactor }, async (request) => {
    const auth = await requireAuthenticated(ctx, request);
    const factor = await ownFactor(ctx, auth, request.params.id);
    if (factor.status === 'verified' && auth.session.aal !== 'aal2') {
      throw insufficientAal('AAL2 required to unenroll verified factor');
    }
    await ctx.db.delete(authMfaFactors).where(eq(authMfaFactors.id, factor.id));
    return { id: factor.id };
  });
};
