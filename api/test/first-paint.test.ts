import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_SLOT,
  type Product,
} from '../src/contracts';
import { withFirstPaint } from '../src/plugins/first-paint';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';
import { INDEX_HTML, SKELETON, write } from './helpers/web-root';

/**
 * A stand-in for a remote's first-paint module (the remote's boundary): it asks for a product's
 * details on /Items/{id} and renders the name it gets, with an eager image React would preload.
 */
const FAKE_MODULE = `
exports.requests = (module, location) =>
  module === 'mfe_catalog/ProductDetailPage'
    ? ['/api/Products/getProductDetails.php?ProductID=' + location.pathname.split('/')[2], '/Items/1']
    : [];
exports.render = (module, location, responses) => {
  if (module !== 'mfe_catalog/ProductDetailPage') return undefined;
  const product = Object.values(responses)[0];
  if (location.search.includes('boom')) throw new Error('render failed');
  return {
    html: '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>' +
      '<h1 class="p">' + (product ? product.Name : 'loading') + '</h1>',
    css: '<style data-first-paint>.p{color:red}</style>',
  };
};
`;

const embedded = (html: string): Record<string, unknown> | undefined => {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : undefined;
};

describe.each(BACKENDS)("a remote's first paint in the page (%s)", (backend) => {
  let t: TestApp;
  let moduleFile: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    write(path.join(t.dataDir, 'shell/dist/index.html'), INDEX_HTML);
    moduleFile = path.join(t.dataDir, 'mfe-catalog/dist', FIRST_PAINT_FILE);
    write(moduleFile, FAKE_MODULE);
  });
  afterAll(async () => t.close());

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const firstProduct = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Products/getproduct.php?limit=1' });
    return (res.json() as Product[])[0]!;
  };

  it('renders the page with the api answers it asks for and embeds those answers', async () => {
    const product = await firstProduct();
    const html = await page(`/Items/${product.ProductID}`);
    expect(html).toContain(
      `${FIRST_PAINT_SLOT.start}<h1 class="p">${product.Name}</h1>${FIRST_PAINT_SLOT.end}`,
    );
    expect(html).not.toContain(SKELETON);
    expect(html).toContain('<style data-first-paint>.p{color:red}</style></head>');
    const url = `/api/Products/getProductDetails.php?ProductID=${product.ProductID}`;
    expect(embedded(html)?.[url]).toMatchObject({
      ProductID: product.ProductID,
      Name: product.Name,
    });
    // Only api reads are answered: a page address the module asks for is ignored.
    expect(Object.keys(embedded(html) ?? {})).toEqual([url]);
    // The page's data is in the page: no data preload; its image goes first in <head>.
    expect(html).not.toContain('as="fetch" crossorigin="use-credentials"');
    expect(html.indexOf('as="image" href="/hero.webp"')).toBeLessThan(html.indexOf('<script'));
    expect(html.match(/href="\/hero\.webp"/g)).toHaveLength(1);
  });

  it('renders without a response the api refuses, leaving the call to the browser', async () => {
    const html = await page('/Items/987654321');
    expect(html).toContain('<h1 class="p">loading</h1>');
    expect(embedded(html)).toEqual({});
  });

  it('keeps the skeleton when the remote throws or does not prerender the page', async () => {
    const product = await firstProduct();
    const failed = await page(`/Items/${product.ProductID}?boom=1`);
    expect(failed).toContain(`${FIRST_PAINT_SLOT.start}${SKELETON}${FIRST_PAINT_SLOT.end}`);
    expect(embedded(failed)).toBeUndefined();
    // Without a first paint the page announces its data call instead.
    expect(failed).toContain('as="fetch" crossorigin="use-credentials"');
    const cart = await page('/cart');
    expect(cart).toContain(SKELETON);
    expect(embedded(cart)).toBeUndefined();
  });

  it('uses a rebuilt module at once, and never serves the module to browsers', async () => {
    const product = await firstProduct();
    write(moduleFile, FAKE_MODULE.replace('\'<h1 class="p">\'', '\'<h1 class="p">v2 \''));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(moduleFile, later, later);
    expect(await page(`/Items/${product.ProductID}`)).toContain(`<h1 class="p">v2 ${product.Name}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/remotes/mfe-catalog/${FIRST_PAINT_FILE}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives the page without a first paint when the module cannot be loaded', async () => {
    write(moduleFile, 'this is not javascript (');
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(moduleFile, later, later);
    const html = await page(`/Items/${(await firstProduct()).ProductID}`);
    expect(html).toContain(SKELETON);
  });
});

describe('withFirstPaint', () => {
  const paint = (responses: Record<string, unknown>) => ({
    html: '<p>page</p>',
    css: '<style>p{}</style>',
    responsesJson: JSON.stringify(responses),
  });

  it('embeds answers as JSON that cannot end the script element', () => {
    const html = withFirstPaint(INDEX_HTML, paint({ '/api/x': '</script><script>alert(1)' }));
    expect(html).not.toContain('</script><script>alert(1)');
    expect(embedded(html)).toEqual({ '/api/x': '</script><script>alert(1)' });
  });

  it('leaves a page without the slot markers as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withFirstPaint(plain, paint({}))).toBe(plain);
  });
});
