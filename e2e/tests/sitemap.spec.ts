import { SITEMAP_PATHS } from 'shared-contracts/server';
import { apiPath, expect, test } from '../support/fixtures';

/** What a crawler does: robots.txt, the sitemap index, its product files, then the pages. */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Found {
  /** The index's root element and its files' addresses. */
  index: { root: string; files: string[] };
  /** Each product file's root element, or the parser's complaint. */
  roots: string[];
  /** The product's <url> entries: address, lastmod and its hreflang alternates. */
  entries: { loc: string; lastmod: string; alternates: string[] }[];
}

test('the sitemap lists a product placed a moment before, in both languages', async ({
  page,
  adminApi,
}) => {
  const name = `Sitemap Saddle ${Date.now()}`;
  const added = await adminApi.post(apiPath('Products/addproduct.php'), {
    multipart: {
      Name: name,
      Description: 'Placed by the sitemap journey',
      Price: '3100',
      Quantity: '1',
      OfferPrice: '0',
      BrandID: '1',
      CategoireID: '1',
      Color_ID: '1',
      SexID: '1',
    },
  });
  const { ProductID } = (await added.json()) as { ProductID: number };
  expect(ProductID).toBeGreaterThan(0);

  await page.goto('/robots.txt');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('body')).toContainText(`Sitemap: ${origin}${SITEMAP_PATHS.index}`);

  // Parsed by the browser's own XML parser, following the index to every product file.
  const found = await page.evaluate(
    async ({ indexUrl, productUrl, ns }): Promise<Found> => {
      const read = async (url: string) => {
        const response = await fetch(url, { cache: 'no-store' });
        const type = response.headers.get('content-type');
        if (!response.ok || type !== 'application/xml; charset=utf-8') {
          throw new Error(`${url} answered ${response.status} ${type}`);
        }
        const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
        const error = xml.querySelector('parsererror');
        if (error) throw new Error(`${url} is not XML: ${error.textContent}`);
        return xml;
      };
      const texts = (parent: Element | Document, tag: string) =>
        Array.from(parent.getElementsByTagNameNS(ns, tag), (element) => element.textContent ?? '');
      const index = await read(indexUrl);
      const files = texts(index, 'loc');
      const roots: string[] = [];
      const entries: Found['entries'] = [];
      for (const file of files.filter((url) => /\/products-\d+\.xml$/.test(url))) {
        const urlset = await read(file);
        roots.push(urlset.documentElement.localName);
        for (const url of Array.from(urlset.getElementsByTagNameNS(ns, 'url'))) {
          const [loc = ''] = texts(url, 'loc');
          if (loc !== productUrl && loc !== `${productUrl}?lang=ar`) continue;
          const links = url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link');
          entries.push({
            loc,
            lastmod: texts(url, 'lastmod')[0] ?? '',
            alternates: Array.from(
              links,
              (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
            ),
          });
        }
      }
      return { index: { root: index.documentElement.localName, files }, roots, entries };
    },
    {
      indexUrl: `${origin}${SITEMAP_PATHS.index}`,
      productUrl: `${origin}/Items/${ProductID}`,
      ns: SITEMAP_NS,
    },
  );

  expect(found.index.root).toBe('sitemapindex');
  expect(found.index.files).toContain(`${origin}${SITEMAP_PATHS.files}pages.xml`);
  expect(found.roots.length).toBeGreaterThan(0);
  expect(found.roots.every((root) => root === 'urlset')).toBe(true);
  const english = `${origin}/Items/${ProductID}`;
  const arabic = `${english}?lang=ar`;
  expect(found.entries.map((entry) => entry.loc)).toEqual([english, arabic]);
  for (const entry of found.entries) {
    // Listed this minute (W3C datetime in UTC).
    expect(Date.now() - Date.parse(entry.lastmod)).toBeLessThan(5 * 60_000);
    expect(entry.alternates).toEqual([`en ${english}`, `ar ${arabic}`, `x-default ${english}`]);
  }

  // Each address the sitemap gives opens the product, in its language.
  await page.goto(english);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(arabic);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
