import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { hostedAuth } from './auth-v1';
import { loadConfig, type AppConfig } from './config';
import { ENDPOINTS, LIMITS } from './contracts';
import type { Database } from './db/database';
import { createLimits, type Limits } from './limits';
import { mailWorker } from './mail/worker-plugin';
import { createPaymentProviders, type PaymentProviders } from './payments/providers';
import { loggerOptions } from './logging/logger-options';
import { RequestLog } from './logging/request-log';
import { requestLogger } from './logging/request-logger';
import { apiLanguage } from './plugins/api-language';
import { contentSecurityPolicy } from './plugins/content-security-policy';
import { cookieSupport } from './plugins/cookies';
import { csrfProtection } from './plugins/csrf';
import { cspReportRoute } from './plugins/csp-reports';
import { errorHandling } from './plugins/errors';
import { lifecycle } from './plugins/lifecycle';
import { multipartForms } from './plugins/multipart-forms';
import { openApiDocs, routeSerializerCompiler, routeValidatorCompiler } from './plugins/openapi';
import { checksOf, readinessRoute } from './plugins/readiness';
import { remotesConfigReader, remotesConfigRoutes } from './plugins/remotes-config';
import { responseCaching } from './plugins/response-cache';
import { robotsRoute } from './plugins/robots';
import { securityHeaders } from './plugins/security-headers';
import { shellFallback, staticHosting } from './plugins/static-hosting';
import { closeReleaseBucket } from './releases/bucket';
import { shopRoutes } from './routes';
import { okResponse } from './routes/responses';
import { apiPath } from './routes/paths';
import { sitemapRoutes } from './sitemap';
import { createStorage, type ImageStorage } from './uploads/storage';

export { apiPath };

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
    /** Where uploaded and seeded images live (S3 when S3_BUCKET is set, else uploadsDir). */
    storage: ImageStorage;
    /** Every rate limit: in Redis (shared by all instances) when REDIS_URL is set. */
    limits: Limits;
    /** The payment providers configured: cash on delivery, and cards when Stripe is set. */
    payments: PaymentProviders;
  }
}

export interface BuildAppOptions {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  /** Fastify logger: false (tests), true, or pino options (default: loggerOptions(config)). */
  logger?: boolean | object;
  /** The opened database; without it only health, /remotes.json and static files are served. */
  database?: Database;
  /** The image storage; without it one is made from the config (and closed with the app). */
  storage?: ImageStorage;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // One line per answered request, none for probes and the server render's own calls.
    logController: new RequestLog(config.production ? 'info' : 'debug'),
    childLoggerFactory: requestLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    // Requests arriving while closing get the shop's JSON 503 from the lifecycle hook instead.
    return503OnClosing: false,
  });
  lifecycle(app);
  // Route schemas are zod schemas (shared-contracts): validated and serialised through them.
  app.setValidatorCompiler(routeValidatorCompiler);
  app.setSerializerCompiler(routeSerializerCompiler);
  app.decorate('config', config);
  app.decorate('payments', createPaymentProviders(config));
  app.decorate('storage', options.storage ?? createStorage(config));
  if (!options.storage) app.addHook('onClose', async () => app.storage.close());
  app.addHook('onClose', async () => closeReleaseBucket(config));
  securityHeaders(app, {
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Helmet's policy is off: HTML answers get their own, with a nonce each, before any page route.
  contentSecurityPolicy(app, config);
  // JSON responses up to 64 KB (a product page of 48-100 rows is ~25-50 KB) are compressed in one
  // synchronous call (~0.3 ms at brotli quality 4) instead of through a stream per answer, whose
  // setup and thread-pool hops cost more than the compression on 2 cores (the plugin's default
  // limit on 2 cores is 8 KB).
  // Request bodies are never sent compressed: no decompression hook on every route.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    syncThreshold: 64 * 1024,
  });
  await cookieSupport(app);
  // Messages in the shopper's language: before every route (and each route's compression).
  apiLanguage(app);
  await multipartForms(app, {
    limits: {
      fileSize: LIMITS.uploadMaxBytes,
      files: LIMITS.uploadMaxFiles,
      fields: 60,
      fieldSize: 64 * 1024,
      parts: 80,
    },
  });
  // A plain HTML form post: its fields, read like multipart ones (readForm).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.decorate('limits', await createLimits(config, app.log));
  app.addHook('onClose', () => app.limits.close());
  app.decorate('remotesConfig', remotesConfigReader(config, app.log, options.database));
  await errorHandling(
    app,
    shellFallback(
      config,
      app.remotesConfig,
      async (url) => {
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode === 200) return response.json();
        // A route's 404 is an answer (no such product): painted as such, and the page's status.
        const route =
          response.statusCode === 404 && app.hasRoute({ method: 'GET', url: url.split('?')[0]! });
        return route ? null : undefined;
      },
      app.log,
      // The database is decorated after the error handling is set up: read when a page is served.
      () => (app.hasDecorator('database') ? app.database : undefined),
    ),
  );
  await csrfProtection(app);
  // Before every route: the OpenAPI document collects the routes as they are added.
  await openApiDocs(app, config);

  if (options.database) app.decorate('database', options.database);
  app.get(
    apiPath(ENDPOINTS.health),
    { schema: { tags: ['service'], summary: 'Liveness', response: { 200: okResponse } } },
    async () => ({ status: 'ok' as const }),
  );
  readinessRoute(app, checksOf(app));
  await cspReportRoute(app);
  if (options.database) {
    responseCaching(app);
    mailWorker(app);
    await shopRoutes(app);
    await sitemapRoutes(app);
    await hostedAuth(app);
  }
  robotsRoute(app, { sitemap: Boolean(options.database) });
  await remotesConfigRoutes(app);
  await staticHosting(app, config);
  return app;
}
