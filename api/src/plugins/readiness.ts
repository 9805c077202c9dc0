import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../contracts';
import { errorResponses, okResponse } from '../routes/responses';
import { apiPath } from '../routes/paths';
import { SHUTTING_DOWN } from './lifecycle';

/** A part the instance cannot serve without, named in the 503 when it does not answer. */
export interface ReadinessCheck {
  name: 'database' | 'redis' | 'storage';
  check(): Promise<unknown>;
}

/** A part that has not answered within this time counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The checks of this app: the database (when it has one), Redis when configured, the storage. */
export function checksOf(app: FastifyInstance): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [];
  // A round trip and nothing more: no table to build a drizzle query on.
  if (app.hasDecorator('database'))
    checks.push({ name: 'database', check: () => app.database.pool.query('SELECT 1') });
  if (app.limits.driver === 'redis')
    checks.push({ name: 'redis', check: () => app.limits.ready() });
  checks.push({ name: 'storage', check: () => app.storage.ready() });
  return checks;
}

/**
 * GET /api/ready, for load balancers (GET /api/health stays liveness): 200 while every part
 * answers, else 503 naming the parts that do not; 503 too once the instance is shutting down.
 * Concurrent probes share one round of checks.
 */
export function readinessRoute(app: FastifyInstance, checks: ReadinessCheck[]): void {
  let round: Promise<string[]> | undefined;
  let reported = '';

  const failingParts = async () => {
    const results = await Promise.all(
      checks.map(({ name, check }) =>
        within(Promise.resolve().then(check), CHECK_TIMEOUT_MS).then(
          () => undefined,
          (error: unknown) => ({ name, error }),
        ),
      ),
    );
    const failing = results.filter((result) => result !== undefined);
    const names = failing.map((result) => result.name);
    // Logged when the set of failing parts changes, not on every probe.
    const summary = names.join(', ');
    if (summary !== reported) {
      for (const { name, error } of failing) app.log.warn({ err: error }, `not ready: ${name}`);
      if (failing.length === 0) app.log.info('ready again');
    }
    reported = summary;
    return names;
  };

  const schema = {
    tags: ['service'],
    summary: 'Readiness: 200 while every part answers',
    response: { 200: okResponse, 503: errorResponses[503] },
  };
  app.get(apiPath(ENDPOINTS.ready), { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.lifecycle.state !== 'serving') {
      return reply.code(503).send({ status: 'error', message: SHUTTING_DOWN });
    }
    round ??= failingParts().finally(() => {
      round = undefined;
    });
    const failing = await round;
    if (failing.length > 0) {
      return reply.code(503).send({ status: 'error', message: `Not ready: ${failing.join(', ')}` });
    }
    return { status: 'ok' };
  });
}
