import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../contracts';
import { apiPath } from '../routes/paths';

/** The response to any request once the instance is closing (and to /api/ready once draining). */
export const SHUTTING_DOWN = 'Shutting down';

/**
 * `serving`; `draining`: /api/ready answers 503 and every response closes its connection, requests
 * are still served; `closing`: requests not yet started are refused (503), those in flight finish.
 */
export type LifecycleState = 'serving' | 'draining' | 'closing';

export interface Lifecycle {
  readonly state: LifecycleState;
  drain(): void;
  close(): void;
  /** The requests being answered now, as `POST /api/Orders/addOrder.php (1.2 s)`. */
  inFlight(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the instance is in its shutdown (see shutdown.ts). */
    lifecycle: Lifecycle;
  }
}

/** Registered first, so a closing instance refuses before any other hook runs. */
export function lifecycle(app: FastifyInstance): void {
  let state: LifecycleState = 'serving';
  const started = new Map<FastifyRequest, number>();
  const health = apiPath(ENDPOINTS.health);

  app.decorate('lifecycle', {
    get state() {
      return state;
    },
    drain() {
      if (state === 'serving') state = 'draining';
    },
    close() {
      state = 'closing';
    },
    inFlight() {
      const now = Date.now();
      return [...started].map(
        ([request, at]) => `${request.method} ${request.url} (${((now - at) / 1000).toFixed(1)} s)`,
      );
    },
  } satisfies Lifecycle);

  app.addHook('onRequest', async (request, reply) => {
    // Liveness stays true while the process serves at all.
    if (state === 'closing' && request.url.split('?')[0] !== health) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ status: 'error', message: SHUTTING_DOWN });
    }
    started.set(request, Date.now());
    reply.raw.once('close', () => started.delete(request));
  });

  // A client told `Connection: close` opens its next request elsewhere (or on the next instance).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state !== 'serving') reply.header('connection', 'close');
    done(null, payload);
  });
}
