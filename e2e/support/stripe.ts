import { join } from 'node:path';
import { ROOT, startScript, stopProcess } from './server';

/** The webhook secret the shop and the stand-in share in end-to-end runs. */
const WEBHOOK_SECRET = 'whsec_reluxe_e2e';

/**
 * Starts the api suite's stand-in for Stripe's API and payment page on a free port, and answers
 * the variables that point the shop at it (card payments offered).
 */
export async function startStripeStandIn() {
  const { child, match } = await startScript(
    join(ROOT, 'api', 'test', 'helpers', 'stripe-stand-in.ts'),
    { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    /Stripe stand-in at (http:\/\/[^\s]+)/,
    'The Stripe stand-in',
  );
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_reluxe_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: match[1]!,
    },
    stop: () => stopProcess(child),
  };
}
