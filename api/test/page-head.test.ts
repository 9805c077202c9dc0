import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ENDPOINTS,
  FIRST_PAINT_FILE,
  HEAD_AR,
  HEAD_EN,
  LANGUAGE_COOKIE,
  unitPrice,
  urlOf,
  type Brand,
  type Category,
  type Product,
} from '../src/contracts';
import { jsonLdSchema } from './helpers/schema-org';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';

/**
 * The head of each storefront page as the api paints it, with the built shell and catalog (run
 * `npm run build` first): titles in English and Arabic, 404s, canonical addresses, language
 * alternates, sharing tags and structured data.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const BUILT = ['shell', 'mfe-catalog'].every((pkg) =>
  fs.existsSync(path.join(ROOT, pkg, 'dist', FIRST_PAINT_FILE)),
);
const HOST = 'shop.example';
const ORIGIN = `http://${HOST}`;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** What a crawler reads in a page's head. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) =>
    unescape(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const tags = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => match[0]);
  const metas = new Map(
    tags(/<meta (?:property|name)="[^"]+" content="[^"]*">/g).map((tag) => [
      attribute(tag, '(?:property|name)'),
      attribute(tag, 'content'),
    ]),
  );
  return {
    title: unescape(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: metas.get('description'),
    metas,
    canonical: tags(/<link rel="canonical"[^>]*>/g).map((tag) => attribute(tag, 'href')),
    alternates: tags(/<link rel="alternate" hreflang[^>]*>/g).map(
      (tag) => `${attribute(tag, 'hreflang')} ${attribute(tag, 'href')}`,
    ),
    data: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

const pageTitle = (title: string, language: 'en' | 'ar' = 'en') =>
  (language === 'en' ? HEAD_EN : HEAD_AR).pageTitle.replace('{title}', title);

describe.each(BACKENDS)('the head the api paints (%s)', (backend) => {
  let t: TestApp;
  let releases: string;
  let product: Product;
  let soldOut: Product;
  let brand: Brand;
  let category: Category;

  beforeAll(async () => {
    if (!BUILT) throw new Error('The storefront is not built: run npm run build first');
    releases = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-head-releases-'));
    t = await startTestApp(backend, { webRoot: ROOT, releasesDir: releases });
    const read = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;
    const list = await read<Product[]>(urlOf(ENDPOINTS.products.list, { limit: 100, lang: 'ar' }));
    product = list.find((p) => p.Quantity > 0 && p.NameAr && p.OfferPrice > 0) ?? list[0]!;
    soldOut = list.find((p) => p.Quantity === 0)!;
    brand = (await read<Brand[]>(urlOf(ENDPOINTS.brand.lookup))).find((b) => b.NameAr)!;
    category = (await read<Category[]>(urlOf(ENDPOINTS.category.lookup))).find((c) => c.NameAr)!;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(releases, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
  const page = async (url: string, headers: Record<string, string> = {}, status = 200) => {
    const res = await get(url, headers);
    expect([url, res.statusCode, res.headers['content-type']]).toEqual([
      url,
      status,
      'text/html; charset=utf-8',
    ]);
    return { html: res.body, head: headOf(res.body) };
  };
  const arabic = { cookie: `${LANGUAGE_COOKIE}=ar` };

  it('titles each page in English, and in Arabic by ?lang=, the cookie or Accept-Language', async () => {
    const titles: [string, string, string][] = [
      ['/', HEAD_EN.homeTitle, HEAD_AR.homeTitle],
      ['/Items', pageTitle("What's New"), pageTitle('وصل حديثًا', 'ar')],
      [`/Items?brand=${brand.BrandID}`, pageTitle(brand.Name), pageTitle(brand.NameAr!, 'ar')],
      [
        `/Items?category=${category.CategoireID}`,
        pageTitle(category.Name),
        pageTitle(category.NameAr!, 'ar'),
      ],
      [
        '/Items?q=birkin',
        pageTitle('Search: "birkin"'),
        pageTitle('نتائج البحث عن: «birkin»', 'ar'),
      ],
      [`/Items/${product.ProductID}`, pageTitle(product.Name), pageTitle(product.NameAr!, 'ar')],
      ['/cart', pageTitle('Shopping Cart'), pageTitle('سلة التسوق', 'ar')],
      ['/fav', pageTitle('Your Favourites'), pageTitle('مفضلتك', 'ar')],
      ['/sell', pageTitle('Sell Your Product Now!'), pageTitle('بِع منتجك الآن!', 'ar')],
      ['/accountDetails', pageTitle('My Profile'), pageTitle('ملفي الشخصي', 'ar')],
      ['/ShowBrands', pageTitle('Brands'), pageTitle('Brands')],
    ];
    for (const [url, english, inArabic] of titles) {
      expect((await page(url)).head.title).toBe(english);
      const query = `${url}${url.includes('?') ? '&' : '?'}lang=ar`;
      expect([url, (await page(query)).head.title]).toEqual([url, inArabic]);
    }
    expect((await page('/Items', arabic)).head.title).toBe(pageTitle('وصل حديثًا', 'ar'));
    const accept = { 'accept-language': 'ar-AE,ar;q=0.9' };
    expect((await page(`/Items/${product.ProductID}`, accept)).head.title).toBe(
      pageTitle(product.NameAr!, 'ar'),
    );
    const home = await page('/');
    expect(home.head.description).toBe(HEAD_EN.homeDescription);
    expect(home.html.match(/<title>/g)).toHaveLength(1);
    expect(home.html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('answers 404 with the 404 page for an unknown address and a product not listed', async () => {
    const archived = (
      await t.app.inject({
        method: 'GET',
        url: urlOf(ENDPOINTS.products.archived),
        headers: { cookie: t.adminCookie },
      })
    ).json() as Product[];
    expect(archived.length).toBeGreaterThan(0);
    const missing = ['/Items/99999', `/Items/${archived[0]!.ProductID}`, '/Items/abc'];
    for (const url of ['/nope', '/no/such/page', ...missing]) {
      const { html, head } = await page(url, {}, 404);
      // The site's 404 page, painted by the server.
      expect(html).toContain('Opps! Page not found.');
      expect(html).toContain('The page you&#x27;re looking for doesn&#x27;t exist.');
      expect(html).toMatch(/>Go Home</);
      expect(head.canonical).toEqual([]);
      expect(head.data).toEqual([]);
      if (missing.includes(url)) {
        expect(html).toMatch(/<h1[^>]*>Item not found<\/h1>/);
        expect(head.title).toBe(pageTitle('Item not found'));
      } else {
        expect(head.title).toBe(pageTitle('Page not found'));
      }
    }
    const { html } = await page('/Items/99999?lang=ar', {}, 404);
    expect(html).toContain('المنتج غير موجود');
    // The api's own answers keep their codes; a real route the server does not paint is a 200.
    const details = await get(urlOf(ENDPOINTS.products.details, { ProductID: 99999 }));
    expect([details.statusCode, details.json()]).toEqual([
      404,
      { status: 'error', message: 'Item not found' },
    ]);
    expect((await get('/api/nope')).statusCode).toBe(404);
    expect((await get('/api/nope')).headers['content-type']).toMatch(/^application\/json/);
    for (const url of [
      '/accountDetails',
      '/userDetails/Sold',
      '/orders/5',
      '/ShowUsers',
      '/join',
    ]) {
      await page(url);
    }
  });

  it('names one canonical address without tracking parameters, and each language', async () => {
    const { head } = await page(
      `/items?utm_source=news&brand=${brand.BrandID}&gclid=1&sort=price_asc&fbclid=2&utm_medium=mail`,
    );
    const list = `${ORIGIN}/Items?brand=${brand.BrandID}`;
    expect(head.canonical).toEqual([list]);
    expect(head.alternates).toEqual([`en ${list}`, `ar ${list}&lang=ar`, `x-default ${list}`]);
    const arabicPage = await page(`/Items/${product.ProductID}?utm_campaign=x`, arabic);
    const address = `${ORIGIN}/Items/${product.ProductID}`;
    expect(arabicPage.head.canonical).toEqual([`${address}?lang=ar`]);
    expect(arabicPage.head.alternates).toEqual([
      `en ${address}`,
      `ar ${address}?lang=ar`,
      `x-default ${address}`,
    ]);
    expect((await page('/?utm_source=x')).head.canonical).toEqual([`${ORIGIN}/`]);
    // The shopper's own pages are closed to crawlers: nothing to name.
    expect((await page('/cart?utm_source=x')).head.canonical).toEqual([]);
  });

  it('gives a product page its sharing tags and its schema.org Product with the price paid', async () => {
    const { head } = await page(`/Items/${product.ProductID}`);
    const address = `${ORIGIN}/Items/${product.ProductID}`;
    const price = unitPrice(product).toFixed(2);
    const image = product.Image.split(',')[0]!.trim();
    expect(Object.fromEntries([...head.metas].filter(([key]) => key !== 'description'))).toEqual(
      expect.objectContaining({
        'og:type': 'product',
        'og:title': product.Name,
        'og:url': address,
        'og:image': image.startsWith('http') ? image : `${ORIGIN}${image}`,
        'product:price:amount': price,
        'product:price:currency': 'AED',
        'twitter:card': 'summary_large_image',
      }),
    );
    expect(head.data.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    for (const block of head.data) expect(jsonLdSchema.parse(block)).toEqual(block);
    expect(head.data[0]).toMatchObject({
      name: product.Name,
      sku: String(product.ProductID),
      url: address,
      offers: { price, priceCurrency: 'AED', availability: 'https://schema.org/InStock' },
    });
    expect(head.data[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: "What's New", item: `${ORIGIN}/Items` },
        { position: 3, name: product.Name },
      ],
    });
    const inArabic = headOf((await get(`/Items/${product.ProductID}?lang=ar`)).body);
    expect(inArabic.data[0]).toMatchObject({ name: product.NameAr });
    expect(inArabic.metas.get('og:locale')).toBe('ar_AE');
    const gone = headOf((await get(`/Items/${soldOut.ProductID}`)).body);
    expect(gone.data[0]).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('gives the list its breadcrumbs, as the page shows them', async () => {
    for (const [url, crumb] of [
      ['/Items', "What's New"],
      ['/Items?q=birkin', 'Search: "birkin"'],
      ['/Items?lang=ar', 'وصل حديثًا'],
    ] as const) {
      const { html, head } = await page(url);
      expect(head.data).toHaveLength(1);
      expect(jsonLdSchema.parse(head.data[0])).toEqual(head.data[0]);
      const items = (head.data[0] as { itemListElement: { name: string }[] }).itemListElement;
      expect(items.map((item) => item.name)[1]).toBe(crumb);
      // The visible breadcrumb says the same.
      expect(unescape(html)).toContain(crumb);
    }
  });

  it('keeps a product name from closing its JSON-LD, and carries no nonce on it', async () => {
    const name = 'Kelly </script><script>alert(1)</script>';
    await t.database.pool.query(`UPDATE products SET name = $1 WHERE id = $2`, [
      name,
      product.ProductID,
    ]);
    // A write outside the api shows within the response cache's second: not waited for here.
    t.app.responseCache.invalidate();
    try {
      const { html, head } = await page(`/Items/${product.ProductID}`);
      expect(html).not.toContain('<script>alert(1)');
      expect(head.data[0]).toMatchObject({ name });
      expect(head.title).toBe(pageTitle(name));
      expect(html).not.toMatch(/<script type="application\/ld\+json" nonce/);
    } finally {
      await t.database.pool.query(`UPDATE products SET name = $1 WHERE id = $2`, [
        product.Name,
        product.ProductID,
      ]);
      t.app.responseCache.invalidate();
    }
  });
});
