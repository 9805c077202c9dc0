import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';

/** Methods that change something: the routes CSRF, cache invalidation and mail nudges watch. */
const WRITE_METHODS = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for a route answering at least one writing method. */
export const isWriteRoute = (route: Pick<RouteOptions, 'method'>) =>
  [route.method].flat().some((method: HTTPMethods) => WRITE_METHODS.has(method.toUpperCase()));

type RouteHookName = 'onRequest' | 'onSend' | 'onResponse';

/**
 * Adds `hook` to each route registered after this call (here and in plugins registered later)
 * for which `applies` holds, instead of a global hook that every request pays for. `first` runs it
 * before the route's own hooks of that kind (a refusal before a rate limit spends a token).
 */
export function hookRoutes<Name extends RouteHookName>(
  app: FastifyInstance,
  applies: (route: RouteOptions) => boolean,
  name: Name,
  hook: NonNullable<RouteOptions[Name]> extends infer H
    ? H extends unknown[]
      ? H[number]
      : H
    : never,
  { first = false }: { first?: boolean } = {},
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const own = route[name] === undefined ? [] : [route[name]].flat();
    (route as Record<RouteHookName, unknown>)[name] = first ? [hook, ...own] : [...own, hook];
  });
}
