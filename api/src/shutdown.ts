import type { FastifyInstance } from 'fastify';

/** In-flight requests get this long to finish after the server stops accepting connections. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** While closing, connections that went idle after their last answer are closed this often. */
const IDLE_SWEEP_MS = 100;

export interface ShutdownOptions {
  /** SHUTDOWN_DELAY_MS: /api/ready answers 503 this long before the server closes. */
  delayMs: number;
  timeoutMs?: number;
  exit?: (code: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains, then closes: /api/ready turns 503 at once; after `delayMs` (time for a load balancer to
 * see it) no connection is accepted, requests not yet started get a 503 and those in flight finish;
 * the app's onClose hooks then close the database, the storage and Redis. Exits 0, or 1 after
 * logging what was cut when that takes longer than `timeoutMs`.
 */
export async function shutdown(app: FastifyInstance, reason: string, options: ShutdownOptions) {
  const { delayMs, timeoutMs = SHUTDOWN_TIMEOUT_MS } = options;
  let exited = false;
  // Whichever comes first, the deadline or the end of the close, decides the exit code.
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    if (options.exit) options.exit(code);
    else process.exit(code);
  };
  app.log.info(`${reason}: draining${delayMs > 0 ? ` for ${delayMs} ms` : ''}, then closing`);
  app.lifecycle.drain();
  if (delayMs > 0) await sleep(delayMs);
  app.lifecycle.close();
  const deadline = setTimeout(() => {
    const cut = app.lifecycle.inFlight();
    app.log.error(
      { unanswered: cut },
      cut.length > 0
        ? `shutdown took over ${timeoutMs} ms: exiting with ${cut.length} request(s) unanswered`
        : `shutdown took over ${timeoutMs} ms: closing the database, storage or Redis hung`,
    );
    exit(1);
  }, timeoutMs);
  // server.close() reaps the connections idle at that moment only; a keep-alive connection whose
  // answer started before draining (so without `Connection: close`) goes idle later.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    exit(1);
    return;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  app.log.info('shut down cleanly');
  exit(0);
}

/** SIGTERM and SIGINT start one shutdown; a repeated signal (npm forwards Ctrl-C) is ignored. */
export function shutdownOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let started = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (started) return;
      started = true;
      void shutdown(app, signal, options);
    });
  }
}
