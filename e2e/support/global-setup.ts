import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromiumAvailable, CHROMIUM_PATH } from './chromium';
import { ROOT, startServer } from './server';
import { startStripeStandIn } from './stripe';

/**
 * Builds what is not built yet, then starts the product once for the whole run on a free port
 * with a fresh data directory, its card payments going to a Stripe stand-in. Fails loudly when Chromium is missing.
 */
export default async function globalSetup() {
  if (!chromiumAvailable()) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium ` +
        '(the e2e suite never downloads a browser).',
    );
  }
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--if-needed'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The front-end build failed');

  // Card payments go to a local stand-in for Stripe: the shop offers them as in production.
  const stripe = await startStripeStandIn();
  const server = await startServer(stripe.env);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  console.log(`e2e: product running at ${server.url} (data ${server.dataDir})`);
  return async () => {
    await server.stop();
    await stripe.stop();
  };
}
