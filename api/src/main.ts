import { buildApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildApp();
  const port =
    process.env.PORT === undefined || process.env.PORT === '' ? 3000 : Number(process.env.PORT);
  const host = process.env.HOST || '0.0.0.0';
  await app.listen({ port, host });
  const address = app.server.address();
  const realPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Reluxe is running at http://localhost:${realPort}`);
  console.log(`Admin sign-in: ${config.adminEmail} / ${config.adminPassword}`);
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
