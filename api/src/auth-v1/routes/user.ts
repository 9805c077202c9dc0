import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { findShopUser, listFactors, updateIdentity } from '../accounts';
import type { AuthV1Context } from '../context';
import { AuthError } from '../errors';
import { authenticate, authenticated, requireAuthenticated } from '../guard';
import { routeSchemas, updateUserRequestBody } from '../schemas';
import { sendTokenMail, takeEmailQuota } from '../send-token-mail';
import { allowedRedirect } from '../site';
import { userView } from '../user-view';
import type { AuthRoute } from './route';
import { assertStrongPassword } from './signup';

/** Top-level merge; a null value removes the key (GoTrue's rule for user_metadata). */
function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const next = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** A phone number is refused once the rest of the body is valid (before the query is read). */
async function refusePhoneInValidUpdate(request: FastifyRequest) {
  const raw: unknown = request.body;
  if (!raw || typeof raw !== 'object' || !('phone' in raw)) return;
  if (!updateUserRequestBody.safeParse(raw).success) return;
  throw new AuthError(
    400,
    'phone_provider_disabled',
    'Phone numbers are not supported by this server',
  );
}

/** GET /user and PUT /user (password, email, data). */
export const userRoutes: AuthRoute = (app, ctx: AuthV1Context) => {
  app.get('/user', async (request) => {
    const { account } = await requireAuthenticated(ctx, request);
    return userView(account, await listFactors(ctx.db, account.user.UserID));
  });

  const updateOptions = {
    schema: routeSchemas.updateUser,
    preValidation: [authenticate(ctx), refusePhoneInValidUpdate],
  };
  app.put('/user', updateOptions, async (request) => {
    const { account } = authenticated(request);
    const { body } = request;
    const { redirect_to } = request.query;
    const userId = account.user.UserID;
    let identity = account.identity;

    if (body.password !== undefined) {
      assertStrongPassword(body.password);
      if (await verifyPassword(account.user.passwordHash, body.password)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password) })
        .where(eq(users.UserID, userId));
      identity = await updateIdentity(ctx.db, userId, {});
    }

    if (body.data) {
      identity = await updateIdentity(ctx.db, userId, {
        userMetadata: mergeMetadata(identity.userMetadata, body.data),
      });
    }

    if (body.email !== undefined && body.email !== account.user.Email) {
      const other = await findShopUser(ctx.db, body.email);
      if (other) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      await takeEmailQuota(ctx, request, body.email);
      await updateIdentity(ctx.db, userId, { newEmail: body.email });
      await sendTokenMail(ctx, request, {
        userId,
        to: body.email,
        email: body.email,
        purpose: 'email_change',
        redirectTo: allowedRedirect(ctx.config, request, redirect_to),
      });
      identity = (await updateIdentity(ctx.db, userId, {}))!;
    }

    return userView({ user: account.user, identity }, await listFactors(ctx.db, userId));
  });
};
