import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import { createAccount, ensureIdentity, findShopUser } from '../accounts';
import type { AuthV1Context } from '../context';
import { AuthError } from '../errors';
import { refusePhone, routeSchemas } from '../schemas';
import { randomToken } from '../secrets';
import { sendTokenMail, takeEmailQuota } from '../send-token-mail';
import { allowedRedirect } from '../site';
import type { AuthRoute } from './route';
import { requestLanguage } from '../../i18n/request-language';

/** POST /otp (magic link + code) and POST /recover (password reset link + code). */
export const otpRoutes: AuthRoute = (app, ctx: AuthV1Context) => {
  const otpOptions = {
    schema: routeSchemas.otp,
    preValidation: async (request: FastifyRequest) => refusePhone(request.body),
  };
  app.post('/otp', otpOptions, async (request) => {
    const { body } = request;
    const redirectTo = allowedRedirect(ctx.config, request, request.query.redirect_to);
    await takeEmailQuota(ctx, request, body.email);

    const user = await findShopUser(ctx.db, body.email);
    let userId: number;
    let to: string;
    if (user) {
      const account = await ensureIdentity(ctx.db, user);
      userId = account.user.UserID;
      to = account.user.Email;
    } else {
      if (!body.create_user) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      // A password nobody knows: the person signs in by links until they set one.
      const account = await createAccount(ctx.db, {
        email: body.email,
        passwordHash: await hashPassword(randomToken(32)),
        metadata: body.data,
        confirmed: false,
        emailLanguage: requestLanguage(request),
      });
      if (!account) throw new AuthError(422, 'user_already_exists', 'User already registered');
      userId = account.user.UserID;
      to = account.user.Email;
    }
    await sendTokenMail(ctx, request, { userId, to, purpose: 'magiclink', redirectTo });
    return {};
  });

  app.post('/recover', { schema: routeSchemas.recover }, async (request) => {
    const { email } = request.body;
    const redirectTo = allowedRedirect(ctx.config, request, request.query.redirect_to);
    await takeEmailQuota(ctx, request, email);
    const user = await findShopUser(ctx.db, email);
    // Unknown addresses get the same response, so the form reveals nothing.
    if (!user) return {};
    const account = await ensureIdentity(ctx.db, user);
    await sendTokenMail(ctx, request, {
      userId: account.user.UserID,
      to: account.user.Email,
      purpose: 'recovery',
      redirectTo,
    });
    return {};
  });
};
