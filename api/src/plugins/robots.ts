import type { FastifyInstance } from 'fastify';
import { PUBLIC_HOUR } from '../cache-control';
import { ROUTE_TABLE, SITEMAP_PATHS } from '../contracts';
import { publicOrigin } from '../public-origin';

/** The remote whose pages are the public catalogue (home, item list, product detail). */
const PUBLIC_REMOTE = 'mfe_catalog/';

/**
 * Server paths crawlers have no use for. The remotes' files and the uploads stay open: a crawler
 * that renders pages needs the JavaScript, and product photos belong in image search.
 */
const SERVER_ONLY = ['/api/', '/auth/', '/dev/'];

/** A route's fixed start (`/ShowOrderDetails` for `/ShowOrderDetails/:id`): robots rules are prefixes. */
const fixedPart = (routePath: string) => routePath.replace(/\/:.*$/, '');

/**
 * robots.txt: the catalogue is open to crawlers; the shopper's own pages (bag, favourites,
 * checkout, account, selling, sign-in), the back-office and the server's paths are not. Routes
 * match case-insensitively in the shop but robots.txt does not, so each private route is listed as
 * written, in lower case and capitalised (/sell and /Sell).
 */
export function robotsTxt(): string {
  const privatePaths = ROUTE_TABLE.filter((route) => !route.module.startsWith(PUBLIC_REMOTE))
    .map((route) => fixedPart(route.path))
    .flatMap((fixed) => [
      fixed,
      fixed.toLowerCase(),
      `/${fixed.charAt(1).toUpperCase()}${fixed.slice(2)}`,
    ]);
  const disallowed = [...new Set([...SERVER_ONLY, ...privatePaths])].filter(
    (entry) => entry !== '/',
  );
  return ['User-agent: *', 'Allow: /', ...disallowed.map((entry) => `Disallow: ${entry}`), ''].join(
    '\n',
  );
}

/**
 * GET /robots.txt; with `sitemap` (the sitemaps are served: the api has a database) it names the
 * sitemap index, an absolute URL as the protocol wants (PUBLIC_URL, else the request's origin).
 */
export function robotsRoute(app: FastifyInstance, { sitemap }: { sitemap: boolean }) {
  const body = robotsTxt();
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', PUBLIC_HOUR)
      .send(sitemap ? `${body}\nSitemap: ${publicOrigin(request)}${SITEMAP_PATHS.index}\n` : body),
  );
}
