import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { hookRoutes, isWriteRoute } from '../plugins/route-hooks';
import { transportFor } from './transport';
import { startMailWorker } from './worker';

/** A Message-ID's domain: PUBLIC_URL's host, else the From address's domain. */
function messageHost(config: Pick<AppConfig, 'publicUrl' | 'mailFrom'>): string {
  if (config.publicUrl) return new URL(config.publicUrl).hostname;
  return /@([^\s>]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'reluxe.ae';
}

/**
 * Every instance sends the outbox's mails (each mail by one of them); stopped when the app
 * starts closing. A write that queued mails wakes it once answered (its transaction committed).
 */
export function mailWorker(app: FastifyInstance) {
  const { config } = app;
  const transport = transportFor(config, (config.mailLeaseSeconds * 1000) / 4);
  if (transport.name === 'none') {
    app.log.warn(
      'NODE_ENV=production without SMTP_URL: mails wait in the outbox and end Failed; set SMTP_URL',
    );
  }
  const worker = startMailWorker(
    app.database.db,
    transport,
    {
      pollMs: config.mailPollMs,
      maxAttempts: config.mailMaxAttempts,
      retrySeconds: config.mailRetrySeconds,
      leaseSeconds: config.mailLeaseSeconds,
      messageHost: messageHost(config),
    },
    app.log,
  );
  // Mails are queued by writes; anything else that queues one is picked up within NUDGE_DELAY_MS.
  hookRoutes(app, isWriteRoute, 'onResponse', (_request, _reply, done) => {
    worker.wakeIfNudged();
    done();
  });
  // Before the onClose hooks (run last-added first) close the database under a batch being sent.
  app.addHook('preClose', async () => worker.stop());
}
