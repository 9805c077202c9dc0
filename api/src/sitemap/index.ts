import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PUBLIC_HOUR } from '../cache-control';
import { SITEMAP_PATHS } from '../contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import { documentationOnly } from '../plugins/openapi';
import { chooseEncoding, wantsFresh } from '../plugins/response-cache';
import { publicOrigin } from '../public-origin';
import { productLink } from '../routes/products/product-rows';
import { errorsOf } from '../routes/responses';
import { typedRoutes } from '../routes/route-schemas';
import { SitemapCache } from './sitemap-cache';
import {
  LAST_PRODUCT_FILE,
  listPagesOf,
  PRODUCT_BATCH,
  PRODUCT_IDS_PER_FILE,
  productFileNumbers,
  productRows,
} from './sitemap-queries';
import {
  escapedOrigin,
  pageEntries,
  sitemapIndexXml,
  URLSET_CLOSE,
  URLSET_OPEN,
} from './sitemap-xml';

const XML_TYPE = 'application/xml; charset=utf-8';
const PAGES_FILE = 'pages.xml';
const PRODUCT_FILE = /^products-([1-9]\d{0,8})\.xml$/;
/** The storefront's list (What's New); its filters are `brand` and `category` ids. */
const LIST_PATH = '/Items';
/**
 * Brotli at quality 5: a product file kept for minutes is ~20% smaller than at the response
 * cache's 4 (0.26 against 0.33 MB) for ~0.1 s more per render; 6 and up gain nothing more. Gzip
 * stays at zlib's default level (9 takes 5x as long for 5% less).
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const productFile = (n: number) => `products-${n}.xml`;

type Body = AsyncIterable<string> | Iterable<string>;

/** pages.xml and every product file that holds a listed product. */
async function indexBody(database: Database, origin: string): Promise<Body> {
  const files = [PAGES_FILE, ...(await productFileNumbers(database)).map(productFile)];
  return [
    sitemapIndexXml(
      origin,
      files.map((file) => SITEMAP_PATHS.files + file),
    ),
  ];
}

/** The home page, the full list, and the list of each brand and category with listed products. */
async function pagesBody(database: Database, origin: string): Promise<Body> {
  const { newest, brands, categories } = await listPagesOf(database);
  const at = escapedOrigin(origin);
  let xml = URLSET_OPEN + pageEntries(at, '/', newest) + pageEntries(at, LIST_PATH, newest);
  for (const [id, lastmod] of brands) xml += pageEntries(at, `${LIST_PATH}?brand=${id}`, lastmod);
  for (const [id, lastmod] of categories) {
    xml += pageEntries(at, `${LIST_PATH}?category=${id}`, lastmod);
  }
  return [xml + URLSET_CLOSE];
}

/**
 * Product file `n`, streamed batch by batch (a keyset walk of the ids, never the whole file in
 * memory); undefined when it holds no listed product. The first batch is read before answering.
 */
async function productsBody(
  database: Database,
  origin: string,
  n: number,
): Promise<Body | undefined> {
  const first = await productRows(database, n, 0);
  if (first.length === 0) return undefined;
  const at = escapedOrigin(origin);
  return (async function* batches() {
    yield URLSET_OPEN;
    let rows = first;
    for (;;) {
      let xml = '';
      for (const [id, listedAt] of rows) xml += pageEntries(at, productLink(id), listedAt);
      yield xml;
      if (rows.length < PRODUCT_BATCH) break;
      rows = await productRows(database, n, rows[rows.length - 1]![0]);
      if (rows.length === 0) break;
    }
    yield URLSET_CLOSE;
  })();
}

/** The body of the sitemap file `name`, or undefined when there is none. */
function fileBody(database: Database, origin: string, name: string): Promise<Body | undefined> {
  if (name === PAGES_FILE) return pagesBody(database, origin);
  const n = Number(PRODUCT_FILE.exec(name)?.[1]);
  if (!(n <= LAST_PRODUCT_FILE)) return Promise.resolve(undefined);
  return productsBody(database, origin, n);
}

async function compress(body: Body, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    Readable.from(body),
    encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip(),
    async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) chunks.push(chunk);
    },
  );
  return Buffer.concat(chunks);
}

const xmlResponse = (description: string) => ({
  description,
  content: { 'application/xml': { schema: documentationOnly(z.string()) } },
});

const SITEMAP_DESCRIPTION =
  'sitemaps.org XML, each page once per language (`?lang=ar` for Arabic) with hreflang alternates and x-default. Compressed (br, gzip) as Accept-Encoding asks; `Cache-Control: no-cache` renders it anew.';

/**
 * The sitemaps: /sitemap.xml, an index of /sitemaps/pages.xml and /sitemaps/products-<n>.xml.
 * Compressed answers come from SitemapCache; an uncompressed one is streamed from the database.
 */
export async function sitemapRoutes(app: FastifyInstance) {
  const { database } = app;
  const cache = new SitemapCache(() => database.changes.live);
  const unsubscribe = database.changes.subscribe((topic) => {
    if (topic === 'catalog') cache.invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());
  const api = typedRoutes(app);

  /** Answers the sitemap at `path`, whose body `render` gives for an origin (undefined: 404). */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    render: (origin: string) => Promise<Body | undefined>,
  ) {
    const origin = publicOrigin(request);
    const encoding =
      request.headers['x-no-compression'] === undefined
        ? chooseEncoding(request.headers['accept-encoding'])
        : undefined;
    let payload: Buffer | Readable;
    if (encoding) {
      const bytes = await cache.load(
        `${encoding} ${origin}${path}`,
        async () => {
          const body = await render(origin);
          return body && compress(body, encoding);
        },
        wantsFresh(request),
      );
      if (!bytes) throw new HttpError(404, 'Not found');
      reply.header('content-encoding', encoding);
      payload = bytes;
    } else {
      const body = await render(origin);
      if (!body) throw new HttpError(404, 'Not found');
      payload = Readable.from(body);
    }
    return reply
      .header('cache-control', PUBLIC_HOUR)
      .header('vary', 'accept-encoding')
      .type(XML_TYPE)
      .send(payload);
  }

  api.get(
    SITEMAP_PATHS.index,
    {
      schema: {
        tags: ['site'],
        summary: 'The sitemap index: pages.xml and each product file with listed products',
        description: SITEMAP_DESCRIPTION,
        response: { 200: xmlResponse('A sitemapindex') },
      },
    },
    (request, reply) =>
      answer(request, reply, SITEMAP_PATHS.index, (origin) => indexBody(database, origin)),
  );

  api.get(
    `${SITEMAP_PATHS.files}:file`,
    {
      schema: {
        tags: ['site'],
        summary: 'A sitemap file: pages.xml, or products-<n>.xml',
        description: `${SITEMAP_DESCRIPTION} pages.xml: /, /Items, and /Items?brand= and ?category= of each brand and category with listed products. products-<n>.xml: /Items/<id> of the listed products with ids from (n-1)*${PRODUCT_IDS_PER_FILE}+1 to n*${PRODUCT_IDS_PER_FILE}, with the time each was listed. A file the index does not list answers 404.`,
        params: z.object({ file: z.string() }),
        response: { 200: xmlResponse('A urlset'), ...errorsOf(404) },
      },
    },
    (request, reply) => {
      const { file } = request.params;
      return answer(request, reply, SITEMAP_PATHS.files + file, (origin) =>
        fileBody(database, origin, file),
      );
    },
  );
}
