import type { FastifyRequest } from 'fastify';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import { createAccount, findIdentity, findShopUser } from '../accounts';
import type { AuthV1Context } from '../context';
import { AuthError } from '../errors';
import { accountExistsMessage } from '../mail-templates';
import { overRequestRateLimit } from '../rate-limiter';
import { refusePhone, routeSchemas } from '../schemas';
import { queueAccountMail, sendTokenMail, takeEmailQuota } from '../send-token-mail';
import { startAuthSession } from '../sessions';
import { allowedRedirect, siteOrigin } from '../site';
import { userView } from '../user-view';
import type { AuthRoute } from './route';
import { randomUUID } from 'node:crypto';
import { requestLanguage } from '../../i18n/request-language';

/** GoTrue's 422 weak_password, with the shop's own password rules (one account for both). */
export function assertStrongPassword(password: string) {
  const problem = passwordProblem(password);
  if (!problem) return;
  const reasons = password.length < 8 ? ['length'] : ['characters'];
  throw new AuthError(422, 'weak_password', problem, {
    weak_password: { reasons, message: problem },
  });
}

/** The response for an address that already has an account: looks like a fresh sign-up. */
function obfuscatedUser(email: string) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /signup: creates the shop user and its identity; mails a confirmation link unless autoconfirm. */
export const signupRoute: AuthRoute = (app, ctx: AuthV1Context) => {
  const signupOptions = {
    schema: routeSchemas.signup,
    // Phone sign-ups and the per-IP limit come before the body is validated.
    preValidation: async (request: FastifyRequest) => {
      refusePhone(request.body);
      if (
        !(await ctx.limiter.take('signup', `ip:${request.ip}`, ctx.config.rateLimits.signupPerIp))
      ) {
        throw overRequestRateLimit();
      }
    },
  };
  app.post('/signup', signupOptions, async (request) => {
    const { body } = request;
    const redirectTo = allowedRedirect(ctx.config, request, request.query.redirect_to);
    assertStrongPassword(body.password);

    const existing = await findShopUser(ctx.db, body.email);
    if (existing) {
      if (ctx.config.autoconfirm) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      await takeEmailQuota(ctx, request, body.email);
      const identity = await findIdentity(ctx.db, existing.UserID);
      if (identity && !identity.emailConfirmedAt) {
        await sendTokenMail(ctx, request, {
          userId: existing.UserID,
          to: existing.Email,
          purpose: 'signup',
          redirectTo,
        });
      } else {
        // Answered like a fresh sign-up whatever happens, so the address's account stays unknown.
        await queueAccountMail(ctx, request, ctx.db, {
          userId: existing.UserID,
          to: existing.Email,
          message: accountExistsMessage(`${siteOrigin(ctx.config, request)}/join`),
        }).catch((error: unknown) =>
          request.log.error({ err: error }, 'queuing an auth mail failed'),
        );
      }
      return obfuscatedUser(body.email);
    }

    if (!ctx.config.autoconfirm) await takeEmailQuota(ctx, request, body.email);
    const account = await createAccount(ctx.db, {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      metadata: body.data,
      confirmed: ctx.config.autoconfirm,
      emailLanguage: requestLanguage(request),
    });
    if (!account) throw new AuthError(422, 'user_already_exists', 'User already registered');
    if (ctx.config.autoconfirm) return startAuthSession(ctx, request, account, 'password');

    await sendTokenMail(ctx, request, {
      userId: account.user.UserID,
      to: account.user.Email,
      purpose: 'signup',
      redirectTo,
    });
    const identity = (await findIdentity(ctx.db, account.user.UserID))!;
    return userView({ ...account, identity });
  });
};
