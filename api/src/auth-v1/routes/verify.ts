import type { FastifyRequest } from 'fastify';
import { findShopUser } from '../accounts';
import type { AuthV1Context } from '../context';
import { AuthError, otpExpired, validationFailed } from '../errors';
import {
  consumeCode,
  consumeLinkToken,
  PURPOSES_BY_TYPE,
  type OneTimeToken,
} from '../one-time-tokens';
import { overRequestRateLimit } from '../rate-limiter';
import { PHONE_TYPES, routeSchemas } from '../schemas';
import { allowedRedirect, defaultRedirect, withFragment } from '../site';
import { completeVerification } from '../verification';
import type { AuthRoute } from './route';

const phoneNotSupported = () =>
  new AuthError(
    400,
    'phone_provider_disabled',
    'Phone verification (sms, phone_change) is not supported by this server',
  );

function purposesOf(type: string) {
  if (PHONE_TYPES.includes(type)) throw phoneNotSupported();
  const purposes = PURPOSES_BY_TYPE[type];
  if (!purposes) throw validationFailed(`Unsupported verification type: ${type}`);
  return purposes;
}

async function takeVerifyQuota(ctx: AuthV1Context, request: FastifyRequest, email?: string) {
  const limits = ctx.config.rateLimits;
  if (!(await ctx.limiter.take('verify', `ip:${request.ip}`, limits.verifyPerIp)))
    throw overRequestRateLimit();
  if (email && !(await ctx.limiter.take('verify', `email:${email}`, limits.verifyPerEmail))) {
    throw overRequestRateLimit();
  }
}

/** POST /verify (answers a session) and GET /verify (the mailed link: redirects with it in the hash). */
export const verifyRoutes: AuthRoute = (app, ctx: AuthV1Context) => {
  const verifyOptions = {
    schema: routeSchemas.verify,
    preValidation: async (request: FastifyRequest) => {
      const raw: unknown = request.body;
      if (raw && typeof raw === 'object' && 'phone' in raw) throw phoneNotSupported();
    },
  };
  app.post('/verify', verifyOptions, async (request) => {
    const { body } = request;
    const purposes = purposesOf(body.type);
    await takeVerifyQuota(ctx, request, body.email);
    let row: OneTimeToken | undefined;
    let viaCode = false;
    if (body.token_hash) {
      row = await consumeLinkToken(ctx.db, body.token_hash, purposes);
    } else if (body.token && body.email) {
      const user = await findShopUser(ctx.db, body.email);
      viaCode = true;
      row = user ? await consumeCode(ctx.db, user.UserID, body.token, purposes) : undefined;
    } else if (body.token) {
      row = await consumeLinkToken(ctx.db, body.token, purposes);
    } else {
      throw validationFailed('Verify requires a token (with email) or a token_hash');
    }
    if (!row) throw otpExpired();
    return completeVerification(ctx, request, row, viaCode);
  });

  app.get('/verify', { schema: routeSchemas.verifyLink }, async (request, reply) => {
    const { query } = request;
    const type = query.type ?? '';
    const requested = allowedRedirect(ctx.config, request, query.redirect_to);
    const fail = (code: string, description: string) =>
      reply.redirect(
        withFragment(requested ?? defaultRedirect(ctx.config, request, type), {
          error: code === 'over_request_rate_limit' ? 'too_many_requests' : 'access_denied',
          error_code: code,
          error_description: description,
        }),
        303,
      );
    let purposes;
    try {
      purposes = purposesOf(type);
      await takeVerifyQuota(ctx, request);
    } catch (error) {
      if (error instanceof AuthError) return fail(error.code, error.message);
      throw error;
    }
    if (!query.token) return fail('validation_failed', 'Verify requires a token');
    const row = await consumeLinkToken(ctx.db, query.token, purposes);
    if (!row) return fail('otp_expired', 'Email link is invalid or has expired');
    let session;
    try {
      session = await completeVerification(ctx, request, row, false);
    } catch (error) {
      if (error instanceof AuthError) return fail(error.code, error.message);
      throw error;
    }
    const target =
      requested ??
      allowedRedirect(ctx.config, request, row.redirectTo) ??
      defaultRedirect(ctx.config, request, type);
    return reply.redirect(
      withFragment(target, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      }),
      303,
    );
  });
};
