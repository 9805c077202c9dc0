import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { consoleLog, openDatabase, type DatabaseLog } from './db/database';
import { DEMO_CUSTOMER, seedDatabase } from './db/seed/seed';
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

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
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
  const rawPort = process.env.PORT;
  const port = rawPort === undefined || rawPort === '' ? 3000 : Number(rawPort);
  const host = process.env.HOST || '0.0.0.0';
  await app.listen({ port, host });
  shutdownOnSignals(app, { delayMs: config.shutdownDelayMs });
  const address = app.server.address();
  const realPort = typeof address === 'object' && address ? address.port : port;
  if (seeded.demo) console.log('Seeded the demo catalogue.');
  else if (seeded.base) console.log(`Created the administrator ${config.adminEmail}.`);
  console.log(`Reluxe is running at http://localhost:${realPort}`);
  // Development only: these sign-ins are published, and production logs no credentials.
  if (!config.production) {
    console.log(`Admin sign-in: ${config.adminEmail} / ${config.adminPassword}`);
    console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
