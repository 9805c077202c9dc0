import { hashPassword } from '../../auth/passwords';
import { createAccount, ensureIdentity, findShopUser } from '../accounts';
import type { AuthV1Context } from '../context';
import { AuthError } from '../errors';
import { otpBody, parse, recoverBody, redirectQuery, refusePhone } from '../schemas';
import { randomToken } from '../secrets';
import { sendTokenMail, takeEmailQuota } from '../send-token-mail';
import { allowedRedirect } from '../site';
import type { AuthRoute } from './route';

/** POST /otp (magic link + code) and POST /recover (password reset link + code). */
export const otpRoutes: AuthRoute = (app, ctx: AuthV1Context) => {
  app.post('/otp', async (request) => {
    refusePhone(request.body);
    const body = parse(otpBody, request.body);
    const { redirect_to } = parse(redirectQuery, request.query);
    const redirectTo = allowedRedirect(ctx.config, request, redirect_to);
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
      });
      if (!account) throw new AuthError(422, 'user_already_exists', 'User already registered');
      userId = account.user.UserID;
      to = account.user.Email;
    }
    await sendTokenMail(ctx, request, { userId, to, purpose: 'magiclink', redirectTo });
    return {};
  });

  app.post('/recover', async (request) => {
    const { email } = parse(recoverBody, request.body);
    const { redirect_to } = parse(redirectQuery, request.query);
    const redirectTo = allowedRedirect(ctx.config, request, redirect_to);
    await takeEmailQuota(ctx, request, email);
    const user = await findShopUser(ctx.db, email);
    // Unknown addresses get the same answer, so the form reveals nothing.
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
