import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { consoleLog, openDatabase, type DatabaseLog } from './db/database';
import { DEMO_CUSTOMER, seedDatabase } from './db/seed/seed';
import { loadEnvFile } from './env-file';
import { productionProblems } from './production-checks';
import { localReleaseToken } from './releases/local-release-token';
import { shutdownOnSignals } from './shutdown';
import { createStorage } from './uploads/storage';

/** The database's reports: on the console until `attach` hands them the app's logger. */
function databaseReports() {
  let logger: FastifyBaseLogger | undefined;
  const log: DatabaseLog = (message, error) => {
    if (!logger) consoleLog(message, error);
    else if (error === undefined) logger.warn(`database: ${message}`);
    else logger.error({ err: error }, `database: ${message}`);
  };
  return { log, attach: (next: FastifyBaseLogger) => void (logger = next) };
}

/** The oldest Node.js release line the server runs on (package.json's engines). */
const NODE_MAJOR = 24;

async function main() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < NODE_MAJOR) {
    console.error(
      `Reluxe needs Node.js ${NODE_MAJOR} or newer, not ${process.version}: start it with npm start ` +
        `(npm install brings Node.js ${NODE_MAJOR}), or run node_modules/.bin/node api/dist/main.js.`,
    );
    process.exit(1);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    loadEnvFile();
    config = loadConfig();
  } catch (error) {
    console.error(`Reluxe cannot start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(`Reluxe refuses to start in production: ${problems.join('; ')}.`);
    process.exit(1);
  }
  const reports = databaseReports();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    log: reports.log,
  });
  const storage = createStorage(config);
  const seeded = await seedDatabase(database, {
    storage,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: !config.production,
  });
  const releaseToken =
    config.releaseToken ?? (config.production ? undefined : localReleaseToken(config.dataDir));
  const app = await buildApp({ database, storage, config: { releaseToken } });
  reports.attach(app.log);
  app.addHook('onClose', async () => {
    storage.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  shutdownOnSignals(app, { delayMs: config.shutdownDelayMs });
  const address = app.server.address();
  const realPort = typeof address === 'object' && address ? address.port : config.port;
  // The start's own lines, whatever LOG_LEVEL: scripts and tests wait for the URL.
  const banner = app.log.child({}, { level: 'info' });
  if (seeded.demo) banner.info('Seeded the demo catalogue.');
  else if (seeded.base) banner.info(`Created the administrator ${config.adminEmail}.`);
  banner.info(`Reluxe is running at http://localhost:${realPort} (Node.js ${process.version})`);
  // Development only: these sign-ins are published, and production logs no credentials.
  if (!config.production) {
    banner.info(`Admin sign-in: ${config.adminEmail} / ${config.adminPassword}`);
    banner.info(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
