import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { ensureIdentity, findShopUser } from '../accounts';
import type { AuthV1Context } from '../context';
import { AuthError, invalidCredentials, validationFailed } from '../errors';
import { overRequestRateLimit } from '../rate-limiter';
import { parse, passwordGrantBody, refreshGrantBody, refusePhone } from '../schemas';
import { refreshSession, startAuthSession } from '../sessions';
import type { AuthRoute } from './route';

/**
 * POST /token?grant_type=password | refresh_token. No route schema: the body's shape depends on
 * grant_type, and the rate limits and the phone refusal come before the body is read, so the
 * handler parses it (with the same responses as a schema).
 */
export const tokenRoute: AuthRoute = (app, ctx: AuthV1Context) => {
  app.post('/token', async (request) => {
    const grantType = (request.query as { grant_type?: unknown }).grant_type;
    const limits = ctx.config.rateLimits;

    if (grantType === 'refresh_token') {
      if (!(await ctx.limiter.take('refresh', `ip:${request.ip}`, limits.refreshPerIp)))
        throw overRequestRateLimit();
      const { refresh_token } = parse(refreshGrantBody, request.body);
      return refreshSession(ctx, request, refresh_token);
    }

    if (grantType === 'password') {
      refusePhone(request.body);
      if (!(await ctx.limiter.take('signin', `ip:${request.ip}`, limits.signinPerIp)))
        throw overRequestRateLimit();
      const { email, password } = parse(passwordGrantBody, request.body);
      if (!(await ctx.limiter.take('signin', `email:${email}`, limits.signinPerEmail)))
        throw overRequestRateLimit();
      const user = await findShopUser(ctx.db, email);
      const matches = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        password,
      );
      if (!user || !matches) throw invalidCredentials();
      const account = await ensureIdentity(ctx.db, user);
      if (!account.identity.emailConfirmedAt) {
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      }
      return startAuthSession(ctx, request, account, 'password');
    }

    throw validationFailed(
      typeof grantType === 'string' && grantType
        ? `unsupported_grant_type: ${grantType.slice(0, 40)} is not supported by this server`
        : 'grant_type is required (password or refresh_token)',
    );
  });
};
