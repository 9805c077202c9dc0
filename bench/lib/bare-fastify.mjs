// A bare Fastify app with the api's health route and nothing else: the floor that /api/health is
// read against. server.mjs starts it exactly as it starts the api (same node, flags, environment
// and working folder); Fastify is the api's own, resolved from the checkout given as argument.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = process.argv[2] ?? process.cwd();
const Fastify = createRequire(join(root, 'api', 'package.json'))('fastify');

// The api's logger level (LOG_LEVEL), so both log (or skip) the same per-request lines.
const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' } });
app.get('/api/health', async () => ({ status: 'ok' }));

const address = await app.listen({
  port: Number(process.env.PORT || 0),
  host: process.env.HOST || '127.0.0.1',
});
console.log(`Bare Fastify is running at ${address}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void app.close().then(() => process.exit(0)));
