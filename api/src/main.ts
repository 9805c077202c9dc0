import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_CUSTOMER, seedDatabase } from './db/seed/seed';
import { createStorage } from './uploads/storage';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage(config);
  const seeded = await seedDatabase(database, {
    storage,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  const app = await buildApp({ database, storage });
  app.addHook('onClose', async () => {
    storage.close();
    await database.close();
  });
  const rawPort = process.env.PORT;
  const port = rawPort === undefined || rawPort === '' ? 3000 : Number(rawPort);
  const host = process.env.HOST || '0.0.0.0';
  await app.listen({ port, host });
  const address = app.server.address();
  const realPort = typeof address === 'object' && address ? address.port : port;
  if (seeded) console.log('Seeded the demo catalogue.');
  console.log(`Reluxe is running at http://localhost:${realPort}`);
  console.log(`Admin sign-in: ${config.adminEmail} / ${config.adminPassword}`);
  console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
