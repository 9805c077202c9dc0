import type { AuthV1Context } from '../context';
import { requireAuthenticated } from '../guard';
import { routeSchemas } from '../schemas';
import { endSessions } from '../sessions';
import type { AuthRoute } from './route';

/** POST /logout?scope=global|local|others: ends sessions (and with them their refresh tokens). */
export const logoutRoute: AuthRoute = (app, ctx: AuthV1Context) => {
  app.post('/logout', { schema: routeSchemas.logout }, async (request, reply) => {
    const { scope } = request.query;
    const { account, session } = await requireAuthenticated(ctx, request);
    await endSessions(ctx.db, account.user.UserID, session.id, scope);
    return reply.code(204).send();
  });
};
