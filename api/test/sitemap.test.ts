import zlib from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PUBLIC_STATUSES } from '../src/contracts';
import { SitemapCache } from '../src/sitemap/sitemap-cache';
import { PRODUCT_BATCH, PRODUCT_IDS_PER_FILE } from '../src/sitemap/sitemap-queries';
import { pngBytes } from './helpers/images';
import { multipart } from './helpers/multipart';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

// The sitemaps (/sitemap.xml and /sitemaps/*) against a real database: what is listed, in both
// languages, fresh right after a write through the api, and the same bytes compressed or not.

interface Link {
  '@rel': string;
  '@hreflang': string;
  '@href': string;
}
interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Link[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});

/** Parses `xml` after checking it is well-formed XML. */
function parseXml(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as {
    sitemapindex?: { '@xmlns': string; sitemap?: { loc: string }[] };
    urlset?: { '@xmlns': string; '@xmlns:xhtml': string; url?: UrlEntry[] };
  };
}

const W3C_SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const PUBLIC_IN = `status IN (${PUBLIC_STATUSES.map((s) => `'${s}'`).join(', ')})`;
/** The origin the tests ask from, as a proxy in front says it (TRUST_PROXY). */
const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
const ORIGIN = 'https://shop.example';

describe('SitemapCache', () => {
  const bytes = (text: string) => Buffer.from(text);

  it('shares one render between requests that miss together, and keeps it until a change', async () => {
    const cache = new SitemapCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return bytes('xml');
    };
    const [a, b] = await Promise.all([cache.load('k', render), cache.load('k', render)]);
    expect(a).toBe(b);
    expect(renders).toBe(1);
    await cache.load('k', render);
    expect(renders).toBe(1);
    cache.invalidate();
    await cache.load('k', render);
    expect(renders).toBe(2);
    await cache.load('k', render, true);
    expect(renders).toBe(3);
    // No-cache skips the kept bytes, but never renders a file twice at once.
    await Promise.all([cache.load('k', render, true), cache.load('k', render, true)]);
    expect(renders).toBe(4);
  });

  it('does not keep a file rendered across a change, a missing file, or anything while the feed is down', async () => {
    let live = true;
    const cache = new SitemapCache(() => live);
    let renders = 0;
    const raced = cache.load('k', async () => {
      renders += 1;
      cache.invalidate();
      return bytes('old');
    });
    await expect(raced).resolves.toEqual(bytes('old'));
    await cache.load('k', async () => (renders++, bytes('new')));
    expect(renders).toBe(2);
    expect(await cache.load('gone', async () => undefined)).toBeUndefined();
    expect(cache.bytes).toBe(3);
    live = false;
    await cache.load('k', async () => (renders++, bytes('new')));
    expect(renders).toBe(3);
  });

  it('drops the oldest files beyond its size', async () => {
    const cache = new SitemapCache(() => true, 60_000, 10);
    await cache.load('a', async () => bytes('aaaaaa'));
    await cache.load('b', async () => bytes('bbbbbb'));
    expect(cache.bytes).toBe(6);
    let renders = 0;
    await cache.load('a', async () => (renders++, bytes('aaaaaa')));
    expect(renders).toBe(1);
  });
});

describe.each(BACKENDS)('sitemaps on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { trustProxy: true });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    call(t, { method: 'GET', url, headers: { ...FORWARDED, ...headers } });
  /** A sitemap's text, read uncompressed and (every other call) through gzip or brotli. */
  const xmlOf = async (url: string, encoding?: 'gzip' | 'br') => {
    const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    if (!encoding) return res.body;
    expect(res.headers['content-encoding']).toBe(encoding);
    return (
      encoding === 'br'
        ? zlib.brotliDecompressSync(res.rawPayload)
        : zlib.gunzipSync(res.rawPayload)
    ).toString('utf8');
  };
  const sql = async <R>(text: string, values: unknown[] = []) =>
    (await t.database.pool.query(text, values)).rows as R[];
  const listedIds = async () =>
    (await sql<{ id: number }>(`SELECT id FROM products WHERE ${PUBLIC_IN} ORDER BY id`)).map(
      (row) => row.id,
    );
  /** The product ids of a product file's English entries. */
  const productIdsIn = (xml: string) =>
    (parseXml(xml).urlset?.url ?? [])
      .map((entry) => /^https:\/\/shop\.example\/Items\/(\d+)$/.exec(entry.loc)?.[1])
      .filter((id) => id !== undefined)
      .map(Number);
  const addProduct = async (name: string) => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/Products/addproduct.php',
      cookie: t.adminCookie,
      ...multipart({
        Name: name,
        Description: 'Listed a moment ago',
        Price: 1200,
        Quantity: 1,
        OfferPrice: 0,
        BrandID: 2,
        CategoireID: 1,
        Color_ID: 1,
        SexID: 1,
      }),
    });
    expect(res.json().status).toBe('success');
    return res.json().ProductID as number;
  };

  it('answers an index of pages.xml and the product files, with absolute URLs', async () => {
    const index = parseXml(await xmlOf('/sitemap.xml')).sitemapindex!;
    expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemap!.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
    ]);
    // Without a proxy's headers: the request's own address.
    const direct = await call(t, {
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'a.test' },
    });
    expect(parseXml(direct.body).sitemapindex!.sitemap![0]!.loc).toBe(
      'http://a.test/sitemaps/pages.xml',
    );
  });

  it('lists every listed product in its product file with lastmod, in both languages', async () => {
    const xml = await xmlOf('/sitemaps/products-1.xml');
    const urlset = parseXml(xml).urlset!;
    expect(urlset['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    expect(productIdsIn(xml)).toEqual(await listedIds());
    const id = productIdsIn(xml)[0]!;
    const english = `${ORIGIN}/Items/${id}`;
    const arabic = `${english}?lang=ar`;
    const entries = urlset.url!.filter((entry) => entry.loc === english || entry.loc === arabic);
    expect(entries.map((entry) => entry.loc)).toEqual([english, arabic]);
    for (const entry of entries) {
      expect(entry.lastmod).toMatch(W3C_SECONDS);
      expect(entry['xhtml:link']).toEqual([
        { '@rel': 'alternate', '@hreflang': 'en', '@href': english },
        { '@rel': 'alternate', '@hreflang': 'ar', '@href': arabic },
        { '@rel': 'alternate', '@hreflang': 'x-default', '@href': english },
      ]);
    }
  });

  it('lists a product added through the admin api at once, compressed or not', async () => {
    // Warm the cached copies first: the write must clear them.
    await xmlOf('/sitemaps/products-1.xml', 'gzip');
    await xmlOf('/sitemaps/products-1.xml', 'br');
    const id = await addProduct('Sitemap Speedy 30');
    const details = (
      await call(t, { method: 'GET', url: `/api/Products/getProductDetails.php?ProductID=${id}` })
    ).json();
    const listedAt = `${String(details.ProductionYear).slice(0, 19)}Z`;
    for (const encoding of [undefined, 'gzip', 'br'] as const) {
      const entry = parseXml(await xmlOf('/sitemaps/products-1.xml', encoding)).urlset!.url!.find(
        (url) => url.loc === `${ORIGIN}/Items/${id}`,
      );
      expect(entry?.lastmod).toBe(listedAt);
    }
    const plain = await xmlOf('/sitemaps/products-1.xml');
    expect(await xmlOf('/sitemaps/products-1.xml', 'gzip')).toBe(plain);
    expect(await xmlOf('/sitemaps/products-1.xml', 'br')).toBe(plain);
  });

  it('leaves out archived and pending products', async () => {
    const submitted = await call(t, {
      method: 'POST',
      url: '/api/WaitingList/addqueue.php',
      cookie: t.customerCookie,
      ...multipart(
        {
          ProductName: 'Sitemap Pending Kelly',
          description: 'Waiting for review',
          quantity: 1,
          CategoireID: 2,
          BrandID: 6,
          SexID: 2,
          ColorID: 1,
          Status: 'Submitted',
        },
        [
          {
            field: 'images[]',
            filename: 'kelly.png',
            contentType: 'image/png',
            bytes: await pngBytes(40, 30),
          },
        ],
      ),
    });
    expect(submitted.json().status).toBe('success');
    const [pending] = await sql<{ id: number }>(
      `SELECT id FROM products WHERE name = 'Sitemap Pending Kelly'`,
    );
    const idsNow = async () => productIdsIn(await xmlOf('/sitemaps/products-1.xml', 'gzip'));
    expect(await idsNow()).not.toContain(pending!.id);
    const queue = (
      await call(t, {
        method: 'GET',
        url: '/api/WaitingList/getQueueList.php',
        cookie: t.adminCookie,
      })
    ).json() as { QueueID: number; ProductID: number }[];
    const entry = queue.find((q) => q.ProductID === pending!.id)!;
    const ignored = await call(t, {
      method: 'POST',
      url: '/api/WaitingList/ignoreQueue.php',
      cookie: t.adminCookie,
      payload: { QueueID: entry.QueueID },
    });
    expect(ignored.json().status).toBe('success');
    const [archived] = await sql<{ status: string }>(`SELECT status FROM products WHERE id = $1`, [
      pending!.id,
    ]);
    expect(archived!.status).toBe('Archived');
    const ids = await idsNow();
    expect(ids).not.toContain(pending!.id);
    const unlisted = await sql<{ id: number }>(`SELECT id FROM products WHERE NOT ${PUBLIC_IN}`);
    expect(unlisted.length).toBeGreaterThan(1);
    for (const { id } of unlisted) expect(ids).not.toContain(id);
  });

  it('lists the home page, the list, and each brand and category with listed products', async () => {
    const emptyBrand = await call(t, {
      method: 'POST',
      url: '/api/Brand/addbrand.php',
      cookie: t.adminCookie,
      ...multipart({ Name: 'Sitemap Empty Maison' }),
    });
    const { BrandID: emptyId } = emptyBrand.json() as { BrandID: number };
    expect(emptyId).toBeGreaterThan(0);
    const urls = parseXml(await xmlOf('/sitemaps/pages.xml')).urlset!.url!;
    const locs = urls.map((entry) => entry.loc);
    const brands = await sql<{ brand_id: number }>(
      `SELECT DISTINCT brand_id FROM products WHERE ${PUBLIC_IN} ORDER BY brand_id`,
    );
    const categories = await sql<{ category_id: number }>(
      `SELECT DISTINCT category_id FROM products WHERE ${PUBLIC_IN} ORDER BY category_id`,
    );
    expect(brands.length).toBeGreaterThan(3);
    expect(locs).not.toContain(`${ORIGIN}/Items?brand=${emptyId}`);
    expect(locs.filter((loc) => !loc.includes('lang=ar'))).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/Items`,
      ...brands.map((row) => `${ORIGIN}/Items?brand=${row.brand_id}`),
      ...categories.map((row) => `${ORIGIN}/Items?category=${row.category_id}`),
    ]);
    const brandPage = urls.find((entry) => entry.loc === `${ORIGIN}/Items?brand=2`)!;
    expect(brandPage.lastmod).toMatch(W3C_SECONDS);
    const arabicUrl = `${ORIGIN}/Items?brand=2&lang=ar`;
    expect(locs).toContain(arabicUrl);
    expect(brandPage['xhtml:link'].map((link) => [link['@hreflang'], link['@href']])).toEqual([
      ['en', `${ORIGIN}/Items?brand=2`],
      ['ar', arabicUrl],
      ['x-default', `${ORIGIN}/Items?brand=2`],
    ]);
    // The ampersand is escaped in the file itself.
    expect(await xmlOf('/sitemaps/pages.xml')).toContain('/Items?brand=2&amp;lang=ar');
    const home = urls.find((entry) => entry.loc === `${ORIGIN}/?lang=ar`)!;
    expect(home.lastmod).toMatch(W3C_SECONDS);
  });

  it('walks a product file in batches and pages the products by id range', async () => {
    // More listed products than one read takes, some in the second file's id range, and one near
    // the largest id there can be (an administrator may choose a product's id).
    await sql(
      `INSERT INTO products (name, description, price, quantity, brand_id, category_id, color_id, sex_id, status)
       SELECT 'Sitemap filler ' || g, '', 100, 1, 1, 1, 1, 1, 'Available'
       FROM generate_series(1, $1::int) AS g`,
      [PRODUCT_BATCH + 10],
    );
    const second = [PRODUCT_IDS_PER_FILE + 1, PRODUCT_IDS_PER_FILE * 2];
    for (const id of second) {
      await sql(
        `INSERT INTO products (id, name, description, price, quantity, brand_id, category_id, color_id, sex_id, status)
         VALUES ($1::int, 'Sitemap far ' || $1::int, '', 100, 1, 1, 1, 1, 1, 'OnSale')`,
        [id],
      );
    }
    const last = 2 ** 31 - 10;
    await sql(
      `INSERT INTO products (id, name, description, price, quantity, brand_id, category_id, color_id, sex_id, status)
       VALUES ($1::int, 'Sitemap last', '', 100, 1, 1, 1, 1, 1, 'SoldOut')`,
      [last],
    );
    const listed = await listedIds();
    // Written outside the api: read past the cache with no-cache, as a hard reload does.
    const fresh = { 'cache-control': 'no-cache' };
    const index = await get('/sitemap.xml', { ...fresh, 'accept-encoding': 'gzip' });
    expect(
      parseXml(zlib.gunzipSync(index.rawPayload).toString()).sitemapindex!.sitemap!.map(
        (entry) => entry.loc,
      ),
    ).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
      `${ORIGIN}/sitemaps/products-85900.xml`,
    ]);
    const first = productIdsIn(await xmlOf('/sitemaps/products-1.xml'));
    expect(first).toEqual(listed.filter((id) => id <= PRODUCT_IDS_PER_FILE));
    expect(first.length).toBeGreaterThan(PRODUCT_BATCH);
    expect(productIdsIn(await xmlOf('/sitemaps/products-2.xml'))).toEqual(second);
    expect(productIdsIn(await xmlOf('/sitemaps/products-85900.xml'))).toEqual([last]);
  });

  it('answers 404 for a file it does not list', async () => {
    for (const url of [
      '/sitemaps/products-3.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-01.xml',
      '/sitemaps/products-85899.xml',
      '/sitemaps/products-85901.xml',
      '/sitemaps/products-999999999.xml',
      '/sitemaps/products.xml',
      '/sitemaps/index',
      '/sitemaps/pages.xml/more',
      '/sitemaps/',
    ]) {
      for (const encoding of ['identity', 'gzip']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.headers['content-type']).toContain('application/json');
      }
    }
  });

  it('names the sitemap index in robots.txt', async () => {
    const lines = (await get('/robots.txt')).body.trim().split('\n');
    expect(lines.at(-1)).toBe(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).toContain('User-agent: *');
  });
});

describe('sitemaps with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { publicUrl: 'https://www.reluxe.example' });
  });
  afterAll(() => t.close());

  it('write the configured origin whatever the request says', async () => {
    const headers = { host: 'internal:3000' };
    const index = await call(t, { method: 'GET', url: '/sitemap.xml', headers });
    expect(parseXml(index.body).sitemapindex!.sitemap![0]!.loc).toBe(
      'https://www.reluxe.example/sitemaps/pages.xml',
    );
    const pages = await call(t, { method: 'GET', url: '/sitemaps/pages.xml', headers });
    expect(parseXml(pages.body).urlset!.url![0]!.loc).toBe('https://www.reluxe.example/');
    const robots = await call(t, { method: 'GET', url: '/robots.txt', headers });
    expect(robots.body).toContain('\nSitemap: https://www.reluxe.example/sitemap.xml\n');
  });
});
