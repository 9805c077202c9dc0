import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAuthV1Config } from './config';
import { sharedJwtSecret } from './jwt-secret';
import type { AuthV1Context } from './context';
import { API_VERSION, API_VERSION_HEADER, authErrorHandler, errorBody } from './errors';
import { requireApiKey } from './guard';
import { devMailboxRoutes } from './mailbox/routes';
import { authLimiter } from './rate-limiter';
import { authorizeRoute } from './routes/authorize';
import { factorRoutes } from './routes/factors';
import { logoutRoute } from './routes/logout';
import { otpRoutes } from './routes/otp';
import { settingsRoute } from './routes/settings';
import { signupRoute } from './routes/signup';
import { tokenRoute } from './routes/token';
import { userRoutes } from './routes/user';
import { verifyRoutes } from './routes/verify';

export const AUTH_V1_PREFIX = '/auth/v1';

/** Browser navigations (mail links, social sign-in) carry no apikey, as with Supabase. */
const OPEN_PATHS = new Set(['/verify', '/authorize', '/callback']);

/** The GoTrue-compatible subset: register with { prefix: '/auth/v1', ctx }. */
export const authV1Plugin: FastifyPluginAsync<{ ctx: AuthV1Context }> = async (app, { ctx }) => {
  // supabase-js posts `Content-Type: application/json` with no body (e.g. /logout): that is {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new SyntaxError('Could not parse request body as JSON'), { statusCode: 400 }),
        undefined,
      );
    }
  });
  // The routes' schemas are zod (the app's compilers); authErrorHandler answers a refusal.
  app.setErrorHandler(authErrorHandler);
  app.setNotFoundHandler(async (_request, reply) =>
    reply
      .code(404)
      .send(errorBody('not_found', 'This auth endpoint does not exist on this server')),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION).header('Cache-Control', 'no-store');
    const path = request.url.slice(AUTH_V1_PREFIX.length).split('?')[0]!;
    if (request.method === 'GET' && OPEN_PATHS.has(path)) return;
    requireApiKey(ctx, request);
  });

  for (const routes of [
    signupRoute,
    tokenRoute,
    otpRoutes,
    verifyRoutes,
    userRoutes,
    logoutRoute,
    authorizeRoute,
    settingsRoute,
    factorRoutes,
  ]) {
    routes(app.withTypeProvider<ZodTypeProvider>(), ctx);
  }
};

/** AUTH_JWT_SECRET, else the one secret every instance shares through the database. */
const authJwtSecret = (app: FastifyInstance) =>
  app.config.vars.AUTH_JWT_SECRET ?? sharedJwtSecret(app.database.db, app.config.dataDir);

/**
 * The hosted auth service: /auth/v1 plus, unless NODE_ENV=production, the development mailbox
 * (/dev/mailbox, /dev/mailbox.json: the mail outbox). Needs app.database.
 */
export async function hostedAuth(app: FastifyInstance) {
  const config = loadAuthV1Config(app.config, await authJwtSecret(app));
  const { db } = app.database;
  const ctx: AuthV1Context = {
    config,
    db,
    limiter: authLimiter(app.limits, config.rateLimitWindowMs),
  };
  await app.register(authV1Plugin, { prefix: AUTH_V1_PREFIX, ctx });
  if (config.mailboxEnabled) await devMailboxRoutes(app, db);
}
