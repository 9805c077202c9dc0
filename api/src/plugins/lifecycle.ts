import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** The reply a connection answers now (HTTP/1.1 answers one request at a time per connection). */
const ANSWERING = Symbol('reluxe.answering');
type ServedSocket = Socket & { [ANSWERING]?: FastifyReply };

/**
 * Registered first, so a closing instance refuses before any other hook runs. While serving, a
 * request costs a property write on its connection when it starts and when it is answered: open
 * connections are kept per connection, not per request, and read only when a shutdown overruns.
 */
export function lifecycle(app: FastifyInstance): void {
  let state: LifecycleState = 'serving';
  const connections = new Set<ServedSocket>();
  const health = apiPath(ENDPOINTS.health);

  app.server.on('connection', (socket: ServedSocket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

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
      const unanswered: string[] = [];
      for (const socket of connections) {
        const reply = socket[ANSWERING];
        if (!reply || reply.raw.writableFinished) continue;
        const { method, url } = reply.request;
        unanswered.push(`${method} ${url} (${(reply.elapsedTime / 1000).toFixed(1)} s)`);
      }
      return unanswered;
    },
  } satisfies Lifecycle);

  // Callback style, no closure: the hot path pays a state test and one property write.
  app.addHook('onRequest', (request, reply, done) => {
    if (state !== 'serving') {
      // A client told `Connection: close` opens its next request elsewhere (or on the next instance).
      reply.header('connection', 'close');
      // Liveness stays true while the process serves at all.
      if (state === 'closing' && request.url.split('?')[0] !== health) {
        reply.code(503).header('cache-control', 'no-store');
        return void reply.send({ status: 'error', message: SHUTTING_DOWN });
      }
    }
    const socket = request.raw.socket as ServedSocket | null;
    if (socket) socket[ANSWERING] = reply;
    done();
  });
  // Answered: the connection no longer holds the request (and its body) while it idles.
  app.addHook('onResponse', (request, reply, done) => {
    const socket = request.raw.socket as ServedSocket | null;
    if (socket?.[ANSWERING] === reply) socket[ANSWERING] = undefined;
    done();
  });
}
