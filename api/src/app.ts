import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { hostedAuth } from './auth-v1';
import { loadConfig, type AppConfig } from './config';
import { ENDPOINTS, LIMITS } from './contracts';
import type { Database } from './db/database';
import { cookieSupport } from './plugins/cookies';
import { csrfProtection } from './plugins/csrf';
import { errorHandling } from './plugins/errors';
import { remotesConfigRoutes } from './plugins/remotes-config';
import { responseCaching } from './plugins/response-cache';
import { robotsRoute } from './plugins/robots';
import { staticHosting } from './plugins/static-hosting';
import { shopRoutes } from './routes';
import { apiPath } from './routes/paths';

export { apiPath };

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  /** Fastify logger: false (tests), true, or pino options. */
  logger?: boolean | object;
  /** The opened database; without it only health, /remotes.json and static files are served. */
  database?: Database;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.env.TRUST_PROXY === 'true',
    requestIdHeader: 'x-request-id',
  });
  app.decorate('config', config);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // JSON answers up to 64 KB (a product page of 48-100 rows is ~25-50 KB) are compressed in one
  // synchronous call (~0.3 ms at brotli quality 4) instead of through a stream per answer, whose
  // setup and thread-pool hops cost more than the compression on 2 cores (the plugin's default
  // limit on 2 cores is 8 KB).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    syncThreshold: 64 * 1024,
  });
  await cookieSupport(app);
  await app.register(multipart, {
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
  await app.register(rateLimit, { global: false });
  await errorHandling(app, config);
  await csrfProtection(app);

  app.get(apiPath(ENDPOINTS.health), async () => ({ status: 'ok' }));
  if (options.database) {
    app.decorate('database', options.database);
    responseCaching(app);
    await shopRoutes(app);
    await hostedAuth(app);
  }
  robotsRoute(app);
  await remotesConfigRoutes(app, config);
  await staticHosting(app, config);
  return app;
}
