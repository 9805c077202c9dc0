import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CARD_LARGEST_WIDTH,
  ENDPOINTS,
  IMAGE_SIZES,
  imageSrcSet,
  imagesOf,
  productPageQuery,
  urlOf,
  type Product,
} from '../src/contracts';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';
import { startWebRootApp, write } from './helpers/web-root';

const js = (sync: string[]) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });

function manifest(name: string, exposes: Record<string, string[]>) {
  return JSON.stringify({
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [],
    remotes: [],
    exposes: Object.entries(exposes).map(([expose, sync]) => ({
      id: `${name}:${expose}`,
      name: expose,
      path: `./${expose}`,
      assets: js(sync),
    })),
  });
}

/**
 * The remote files a page names, as [href, how] pairs in page order: 'preload', 'prefetch', or
 * 'script' for a deferred boot script.
 */
function preloads(html: string): [string, string][] {
  const named =
    /<link rel="(preload|prefetch)" href="([^"]+)" as="(?:fetch|script)"|<script defer src="([^"]+)" data-boot><\/script>/g;
  return [...html.matchAll(named)]
    .map((m): [string, string] => (m[3] ? [m[3], 'script'] : [m[2] ?? '', m[1] ?? '']))
    .filter(([href]) => !href.startsWith('/api/'));
}

describe('page hints and precompressed files', () => {
  let app: FastifyInstance;
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    ({ app, root, dataDir } = await startWebRootApp('reluxe-hints-', {
      'shell/dist/index.html':
        '<!doctype html><html><head><title>Reluxe</title><script defer src="/main.js"></script>' +
        '</head><body><div id="root"></div></body></html>',
      'mfe-catalog/dist/mf-manifest.json': manifest('mfe_catalog', {
        HomePage: ['408.aaaaaaaaaaaa.js', '__federation_expose_HomePage.bbbbbbbbbbbb.js'],
        ProductDetailPage: ['__federation_expose_ProductDetailPage.cccccccccccc.js'],
        SearchBox: ['__federation_expose_SearchBox.dddddddddddd.js'],
      }),
      'mfe-checkout/dist/mf-manifest.json': manifest('mfe_checkout', {
        CartPage: ['__federation_expose_CartPage.eeeeeeeeeeee.js'],
      }),
      'mfe-admin/dist/mf-manifest.json': manifest('mfe_admin', {
        BrandsPage: ['__federation_expose_BrandsPage.ffffffffffff.js'],
      }),
      'mfe-catalog/dist/remoteEntry.js': 'var mfe_catalog = "plain";',
      'mfe-catalog/dist/remoteEntry.js.br': Buffer.from('brotli bytes'),
    }));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it("names the home page's remote files as boot scripts, and prefetches the nav's search box", async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(preloads(home.body)).toEqual([
      ['/remotes/mfe-catalog/mf-manifest.json', 'preload'],
      ['/remotes/mfe-catalog/remoteEntry.js', 'script'],
      ['/remotes/mfe-catalog/408.aaaaaaaaaaaa.js', 'script'],
      ['/remotes/mfe-catalog/__federation_expose_HomePage.bbbbbbbbbbbb.js', 'script'],
      ['/remotes/mfe-catalog/__federation_expose_SearchBox.dddddddddddd.js', 'prefetch'],
    ]);
    // The scripts come after the shell's main.js: they run on its federation runtime.
    expect(home.body.indexOf('<script defer src="/remotes/')).toBeGreaterThan(
      home.body.indexOf('src="/main.js'),
    );
    // The manifest is what the runtime fetches (mode cors, same-origin credentials).
    expect(home.body).toContain(
      '<link rel="preload" href="/remotes/mfe-catalog/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(home.body.indexOf('data-boot></script>')).toBeLessThan(home.body.indexOf('</head>'));
    expect(preloads((await get('/index.html')).body)).toEqual(preloads(home.body));
  });

  it('hints the page of the route, matched case-insensitively with its parameters', async () => {
    const detail = preloads((await get('/items/74?from=search')).body).map(([href]) => href);
    expect(detail).toContain(
      '/remotes/mfe-catalog/__federation_expose_ProductDetailPage.cccccccccccc.js',
    );
    expect(detail.some((href) => href.includes('HomePage'))).toBe(false);
    const cart = preloads((await get('/cart')).body).map(([href]) => href);
    expect(cart).toEqual(
      expect.arrayContaining([
        '/remotes/mfe-checkout/mf-manifest.json',
        '/remotes/mfe-checkout/remoteEntry.js',
        '/remotes/mfe-checkout/__federation_expose_CartPage.eeeeeeeeeeee.js',
        '/remotes/mfe-catalog/__federation_expose_SearchBox.dddddddddddd.js',
      ]),
    );
  });

  it('never hints admin files on storefront pages, and only the search box on unknown ones', async () => {
    for (const url of ['/', '/Items', '/Items/3', '/cart', '/fav', '/Sell']) {
      const hrefs = preloads((await get(url)).body).map(([href]) => href);
      expect(hrefs.filter((href) => href.includes('mfe-admin'))).toEqual([]);
    }
    const admin = preloads((await get('/ShowBrands')).body).map(([href]) => href);
    expect(admin).toContain('/remotes/mfe-admin/__federation_expose_BrandsPage.ffffffffffff.js');
    const unknown = (await get('/no/such/page')).body;
    expect(preloads(unknown)).toEqual([
      ['/remotes/mfe-catalog/mf-manifest.json', 'preload'],
      ['/remotes/mfe-catalog/remoteEntry.js', 'prefetch'],
      ['/remotes/mfe-catalog/__federation_expose_SearchBox.dddddddddddd.js', 'prefetch'],
    ]);
  });

  it('follows a release of one remote at once, and gives no hints for a manifest it cannot read', async () => {
    write(
      path.join(root, 'releases/mfe-catalog/2.0.0/mf-manifest.json'),
      manifest('mfe_catalog', { SearchBox: ['__federation_expose_SearchBox.999999999999.js'] }),
    );
    const file = path.join(dataDir, 'remotes.config.json');
    write(
      file,
      JSON.stringify({
        remotes: {
          mfe_catalog: '/releases/mfe-catalog/2.0.0/mf-manifest.json',
          mfe_checkout: 'https://cdn.example/checkout/mf-manifest.json',
        },
      }),
    );
    const hrefs = preloads((await get('/cart')).body).map(([href]) => href);
    expect(hrefs).toEqual([
      '/releases/mfe-catalog/2.0.0/mf-manifest.json',
      '/releases/mfe-catalog/2.0.0/remoteEntry.js',
      '/releases/mfe-catalog/2.0.0/__federation_expose_SearchBox.999999999999.js',
    ]);
    write(file, JSON.stringify({ remotes: { mfe_catalog: '/remotes/mfe-catalog/../../x.json' } }));
    fs.utimesSync(file, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(preloads(page.body)).toEqual([]);
    fs.rmSync(file);
  });

  it("serves the build's precompressed copy, with the cache header of the file it stands for", async () => {
    const br = await get('/remotes/mfe-catalog/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.toString()).toBe('brotli bytes');
    expect(br.headers['cache-control']).toBe('no-cache');
    const plain = await get('/remotes/mfe-catalog/remoteEntry.js', {
      'accept-encoding': 'identity',
    });
    expect(plain.body).toBe('var mfe_catalog = "plain";');
  });
});

describe.each(BACKENDS)('data hints from the api itself (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend);
    write(
      path.join(t.dataDir, 'shell/dist/index.html'),
      '<!doctype html><html><head><title>Reluxe</title></head><body></body></html>',
    );
  });
  afterAll(async () => t.close());

  const page = async (url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    return res.body;
  };
  const json = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  it("announces a product page's details call and its first image", async () => {
    const [product] = (await json('/api/Products/getproduct.php?limit=1')) as Product[];
    const id = product!.ProductID;
    const detailsUrl = `/api/Products/getProductDetails.php?ProductID=${id}`;
    const image = imagesOf(await json(detailsUrl))[0];
    expect(image).toBeTruthy();
    const body = await page(`/Items/${id}`);
    expect(body).toContain(
      `<link rel="preload" href="${detailsUrl}" as="fetch" crossorigin="use-credentials">`,
    );
    // The seed's images have variants: the preload names them as the gallery's <picture> does.
    expect(body).toContain(
      `<link rel="preload" as="image" imagesrcset="${imageSrcSet(image!, 'avif')}"` +
        ` imagesizes="${IMAGE_SIZES.gallery}" type="image/avif" fetchpriority="high">`,
    );
  });

  it("announces the list's first page for the filters in the URL, and its first images", async () => {
    const brands = (await json('/api/Brand/')) as { BrandID: number }[];
    const ids = brands.slice(0, 2).map((brand) => brand.BrandID);
    const query = { brand: ids.join(',') };
    const listUrl = urlOf(ENDPOINTS.products.list, productPageQuery(query, 1, 'en'));
    const first = ((await json(listUrl)) as Product[]).slice(0, 3);
    expect(first.length).toBeGreaterThan(0);
    const body = await page(`/Items?brand=${ids.join(',')}&utm=mail`);
    expect(body).toContain(`href="${listUrl.replace(/&/g, '&amp;')}" as="fetch"`);
    // In Arabic the page asks for the list with its Arabic names: that is the URL announced.
    const arabicUrl = urlOf(ENDPOINTS.products.list, productPageQuery(query, 1, 'ar'));
    expect(arabicUrl).toContain('lang=ar');
    const arabic = await page(`/Items?brand=${ids.join(',')}&lang=ar`);
    expect(arabic).toContain(`href="${arabicUrl.replace(/&/g, '&amp;')}" as="fetch"`);
    for (const product of first) {
      const srcset = imageSrcSet(imagesOf(product)[0]!, 'avif', CARD_LARGEST_WIDTH);
      expect(body).toContain(
        `imagesrcset="${srcset}" imagesizes="${IMAGE_SIZES.listCard}" type="image/avif"`,
      );
    }
  });

  it('gives no data hints for ids that cannot exist, and the page (a 404) still comes', async () => {
    expect(await page('/Items/abc', 404)).not.toContain('as="fetch" crossorigin="use-credentials"');
    const unknown = await page('/Items/987654321', 404);
    expect(unknown).not.toContain('as="image"');
  });
});
