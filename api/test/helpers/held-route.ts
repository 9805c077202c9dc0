import type { FastifyInstance } from 'fastify';

/**
 * Adds GET /held, whose answer ({ done: true }) waits until `release()`: a request in flight for
 * shutdown tests. Call before the app is ready.
 */
export function holdRoute(app: FastifyInstance): { release: () => void } {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  app.get('/held', async () => {
    await held;
    return { done: true };
  });
  return { release: () => release() };
}
