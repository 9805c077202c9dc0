import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { loadConfig, type AppConfig } from './config';
import { errorHandling } from './plugins/errors';
import { remotesConfigRoutes } from './plugins/remotes-config';
import { staticHosting } from './plugins/static-hosting';
import { API_BASE, ENDPOINTS } from './contracts';

export interface BuildAppOptions {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  /** Fastify logger: false (tests), true, or pino options. */
  logger?: boolean | object;
}

/** The api path of a shared-contracts endpoint: '/api/' + the constant. */
export const apiPath = (endpoint: string) => `${API_BASE}${endpoint}`;

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.env.TRUST_PROXY === 'true',
    requestIdHeader: 'x-request-id',
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await errorHandling(app, config);

  app.get(apiPath(ENDPOINTS.health), async () => ({ status: 'ok' }));
  await remotesConfigRoutes(app, config);
  await staticHosting(app, config);
  return app;
}
