import fs from 'node:fs';
import path from 'node:path';
import {
  EARLY_TAPS_SCRIPT,
  ENDPOINTS,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_PAGE_ATTRIBUTE,
  REMOTES_CONFIG_ID,
  FIRST_PAINT_TIME_ATTRIBUTE,
  urlOf,
  type Product,
} from '../src/contracts';
import { withFirstPaint, type FirstPaint } from '../src/plugins/first-paint';
import { nonceOf } from './helpers/page-nonce';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';
import {
  FAKE_SHELL_MODULE,
  FRAME_URL,
  INDEX_HTML,
  SKELETON,
  fakeShellModule,
  headerOf,
  rebuild,
  write,
  type Language,
} from './helpers/web-root';

const DETAILS_PREFIX = `${urlOf(ENDPOINTS.products.details)}?ProductID=`;
const detailsUrl = (id: number) => urlOf(ENDPOINTS.products.details, { ProductID: id });

interface FakeRemoteOptions {
  /** Its `languages` export; none when null (English only). */
  languages?: readonly Language[] | null;
  /** Put before the product's name. */
  heading?: string;
}

/**
 * A stand-in for the catalog's server module (mfe-catalog/dist/first-paint.cjs, CommonJS): the
 * product page asks for its details and renders the name with the `react` it is given and an
 * eager image React would preload. `page-words` comes from the remote's own folder. It throws in
 * `requests` for `remote-boom` in the search and in `page` for the list page.
 */
const fakeRemoteModule = ({ languages = ['en', 'ar'], heading = '' }: FakeRemoteOptions = {}) => `
const react = require('react');
const { format } = require('node:util');
const words = require('page-words');
const DETAILS_PREFIX = ${JSON.stringify(DETAILS_PREFIX)};
let prepared = false;
${languages ? `exports.languages = ${JSON.stringify(languages)};` : ''}
exports.prepare = async () => {
  prepared = true;
};
exports.requests = (module, location) => {
  if (location.search.includes('remote-boom')) throw new Error('requests failed');
  return module === 'mfe_catalog/ProductDetailPage'
    ? [DETAILS_PREFIX + location.pathname.split('/')[2], '/Items/1', '/api/../health']
    : [];
};
exports.page = (module) => {
  if (module === 'mfe_catalog/ItemListPage') throw new Error('page failed');
  if (module !== 'mfe_catalog/ProductDetailPage') return undefined;
  return (responses) => {
    if (!prepared) throw new Error('not prepared');
    const url = Object.keys(responses).find((key) => key.startsWith(DETAILS_PREFIX));
    const product = url && responses[url];
    return '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>' +
      format('<h1 class="p" data-react="%s">%s%s</h1>', react.marker, ${JSON.stringify(heading)},
        product ? product.Name : words.loading);
  };
};
`;

/** The preload hint of a page's first api read, sent when the page is not rendered with it. */
const DATA_PRELOAD = 'as="fetch" crossorigin="use-credentials"';

const DATA_ELEMENT = new RegExp(
  `<script type="application/json" id="${FIRST_PAINT_DATA_ID}"( ${FIRST_PAINT_PAGE_ATTRIBUTE})?(?: ${FIRST_PAINT_TIME_ATTRIBUTE}="\\d+")?>(.*?)</script>`,
);
/** When the embedded render was made, as the data element says (undefined without). */
const paintedAt = (html: string) => {
  const time = new RegExp(`${FIRST_PAINT_TIME_ATTRIBUTE}="(\\d+)"`).exec(html)?.[1];
  return time === undefined ? undefined : Number(time);
};
/** The answers embedded for the browser's first render. */
const embedded = (html: string): Record<string, unknown> | undefined => {
  const match = DATA_ELEMENT.exec(html);
  return match ? (JSON.parse(match[2] ?? '') as Record<string, unknown>) : undefined;
};
/** Whether the embedded answers say the route's page is in the markup (not its skeleton). */
const paintsPage = (html: string) => DATA_ELEMENT.exec(html)?.[1] !== undefined;

/** The root element's content as the browser receives it. */
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script/.exec(html)?.[1];

/** index.html as built: nothing rendered, nothing embedded, no early-taps recorder. */
function expectUnrendered(html: string) {
  expect(html).toContain('<div id="root"></div>');
  expect(embedded(html)).toBeUndefined();
  expect(html).not.toContain(EARLY_TAPS_SCRIPT);
}

describe.each(BACKENDS)('the server render of the site (%s)', (backend) => {
  let t: TestApp;
  let shellFile: string;
  let remoteFile: string;
  let product: Product;
  let menu: unknown;

  beforeAll(async () => {
    t = await startTestApp(backend);
    write(path.join(t.dataDir, 'shell/dist/index.html'), INDEX_HTML);
    shellFile = path.join(t.dataDir, 'shell/dist', FIRST_PAINT_FILE);
    write(shellFile, FAKE_SHELL_MODULE);
    remoteFile = path.join(t.dataDir, 'mfe-catalog/dist', FIRST_PAINT_FILE);
    write(remoteFile, fakeRemoteModule());
    write(
      path.join(t.dataDir, 'mfe-catalog/node_modules/page-words/index.js'),
      "exports.loading = 'loading';",
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/Products/getproduct.php?limit=1' });
    product = (res.json() as Product[])[0]!;
    menu = (await t.app.inject({ method: 'GET', url: FRAME_URL })).json();
  });
  afterAll(async () => t.close());

  const page = async (url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect([res.statusCode, res.headers['content-type']]).toEqual([
      status,
      'text/html; charset=utf-8',
    ]);
    return res.body;
  };
  const productMarkup = (name = product.Name, react = 'shell-react') =>
    `<main data-page="mfe_catalog/ProductDetailPage"><h1 class="p" data-react="${react}">` +
    `${name}</h1></main>`;
  /** The frame rendered with the skeleton in the page's place, the page's data call hinted. */
  const expectFrameOnly = (html: string, language: Language = 'en') => {
    expect(rootOf(html)).toBe(`${headerOf(language)}${SKELETON}`);
    expect(embedded(html)).toEqual({ [FRAME_URL]: menu });
    expect(paintsPage(html)).toBe(false);
    expect(html).toContain(DATA_PRELOAD);
  };

  it('renders the site with the page and embeds the api answers of both', async () => {
    const html = await page(`/Items/${product.ProductID}`);
    // The page ran on the shell's libraries: its require('react') answered the shell's.
    expect(rootOf(html)).toBe(`${headerOf()}${productMarkup()}`);
    expect(html).not.toContain(SKELETON);
    // The frame's and the page's answers, and only api reads: not a page address nor a path
    // that leaves the api.
    expect(embedded(html)).toEqual({
      [FRAME_URL]: menu,
      [detailsUrl(product.ProductID)]: expect.objectContaining({
        ProductID: product.ProductID,
        Name: product.Name,
      }),
    });
    // The page's data is in the page: no data preload, and the browser is told the page is in.
    expect(html).not.toContain(DATA_PRELOAD);
    expect(paintsPage(html)).toBe(true);
    // The early-taps recorder runs before anything is fetched; the page's image goes ahead of
    // the shell's files; the styles, then the remotes config, close <head>. The recorder and the
    // styles carry the page's nonce.
    const nonce = nonceOf(html);
    expect(nonce).toBeDefined();
    expect(html).toContain(
      `<title>${product.Name} | Reluxe</title><script nonce="${nonce}">${EARLY_TAPS_SCRIPT}</script>` +
        '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>' +
        '<link rel="icon" href="/favicon.svg"><script defer src="/main.js"></script>' +
        `<style nonce="${nonce}" data-shell>header{}</style>` +
        `<script type="application/json" id="${REMOTES_CONFIG_ID}">`,
    );
    expect(html.match(/href="\/hero\.webp"/g)).toHaveLength(1);
  });

  it('renders without an answer the api refuses, leaving that call to the browser', async () => {
    // An id beyond the database's integers: refused (400), not answered.
    const html = await page('/Items/99999999999');
    // 'loading' comes from a package of the remote's own folder, which its module may require.
    expect(rootOf(html)).toBe(`${headerOf()}${productMarkup('loading')}`);
    expect(embedded(html)).toEqual({ [FRAME_URL]: menu });
    // The browser makes that call itself: it is hinted, as for a page rendered in the browser.
    expect(html).toContain(
      `<link rel="preload" href="${detailsUrl(99999999999)}" ${DATA_PRELOAD}>`,
    );
  });

  it('renders a product the api has none of with that answer (null), as a 404', async () => {
    const html = await page('/Items/987654321', 404);
    expect(embedded(html)).toEqual({ [FRAME_URL]: menu, [detailsUrl(987654321)]: null });
    expect(html).not.toContain(DATA_PRELOAD);
  });

  it("renders the frame with the skeleton where the route's remote paints no page", async () => {
    // The checkout has no server module; the catalog's does not prerender the home page.
    for (const url of ['/cart', '/']) {
      const html = await page(url);
      expect(rootOf(html)).toBe(`${headerOf()}${SKELETON}`);
      expect(embedded(html)).toEqual({ [FRAME_URL]: menu });
      expect(paintsPage(html)).toBe(false);
    }
  });

  it('renders the frame with the skeleton when the remote module throws', async () => {
    expectFrameOnly(await page(`/Items/${product.ProductID}?remote-boom=1`));
    expectFrameOnly(await page('/Items'));
  });

  it('renders the frame with the skeleton when the remote module cannot be loaded', async () => {
    try {
      rebuild(remoteFile, 'this is not javascript (');
      expectFrameOnly(await page(`/Items/${product.ProductID}`));
      // A module of the former contract (render, no page) is not run.
      rebuild(
        remoteFile,
        "exports.requests = () => []; exports.render = () => ({ html: '<h1>old</h1>', css: '' });",
      );
      const html = await page(`/Items/${product.ProductID}`);
      expectFrameOnly(html);
      expect(html).not.toContain('<h1>old</h1>');
    } finally {
      rebuild(remoteFile, fakeRemoteModule());
    }
    expect(rootOf(await page(`/Items/${product.ProductID}`))).toBe(
      `${headerOf()}${productMarkup()}`,
    );
  });

  it('serves index.html as built when the shell module throws, is missing or is not one', async () => {
    const url = `/Items/${product.ProductID}`;
    const unrendered = async (address: string) => {
      const html = await page(address);
      expectUnrendered(html);
      expect(html).toContain(DATA_PRELOAD);
    };
    await unrendered(`${url}?shell-boom=1`);
    try {
      fs.rmSync(shellFile);
      await unrendered(url);
      rebuild(shellFile, "exports.render = () => ({ html: '<p>old</p>', css: '' });");
      await unrendered(url);
    } finally {
      rebuild(shellFile, FAKE_SHELL_MODULE);
    }
    expect(rootOf(await page(url))).toBe(`${headerOf()}${productMarkup()}`);
  });

  it("renders an Arabic visitor's page only in the languages of the modules", async () => {
    const url = `/Items/${product.ProductID}`;
    const arabic = await page(`${url}?lang=ar`);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(rootOf(arabic)).toBe(`${headerOf('ar')}${productMarkup()}`);
    try {
      // A remote module without `languages` renders English only.
      rebuild(remoteFile, fakeRemoteModule({ languages: null }));
      expectFrameOnly(await page(`${url}?lang=ar`), 'ar');
      expect(rootOf(await page(url))).toBe(`${headerOf()}${productMarkup()}`);
      // A shell module without Arabic renders nothing for an Arabic visitor.
      rebuild(shellFile, fakeShellModule({ languages: ['en'] }));
      const unrendered = await page(`${url}?lang=ar`);
      expectUnrendered(unrendered);
      expect(unrendered).toContain('<html lang="ar" dir="rtl">');
      expect(rootOf(await page(`${url}?lang=en`))).toBe(`${headerOf()}${productMarkup()}`);
    } finally {
      rebuild(remoteFile, fakeRemoteModule());
      rebuild(shellFile, FAKE_SHELL_MODULE);
    }
  });

  it('uses rebuilt modules at once, the remote on the libraries of the rebuilt shell', async () => {
    const url = `/Items/${product.ProductID}`;
    try {
      rebuild(remoteFile, fakeRemoteModule({ heading: 'v2 ' }));
      expect(rootOf(await page(url))).toBe(`${headerOf()}${productMarkup(`v2 ${product.Name}`)}`);
      rebuild(shellFile, fakeShellModule({ react: 'shell-react v2', nav: 'nav v2' }));
      expect(rootOf(await page(url))).toBe(
        `${headerOf('en', 'nav v2')}${productMarkup(`v2 ${product.Name}`, 'shell-react v2')}`,
      );
    } finally {
      rebuild(remoteFile, fakeRemoteModule());
      rebuild(shellFile, FAKE_SHELL_MODULE);
    }
    expect(rootOf(await page(url))).toBe(`${headerOf()}${productMarkup()}`);
  });

  it('embeds when its render was made, reused for a minute, then made again', async () => {
    const url = `/Items/${product.ProductID}?painted-at`;
    const first = paintedAt(await page(url));
    expect(first).toBeGreaterThan(Date.now() - 60_000);
    expect(paintedAt(await page(url))).toBe(first);
    const minuteLater = (first ?? 0) + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(minuteLater);
    try {
      expect(paintedAt(await page(url))).not.toBe(first);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('never serves a server module to browsers', async () => {
    write(path.join(t.dataDir, 'releases/mfe-catalog/v2', FIRST_PAINT_FILE), fakeRemoteModule());
    for (const url of [
      `/${FIRST_PAINT_FILE}`,
      `/remotes/mfe-catalog/${FIRST_PAINT_FILE}`,
      `/releases/mfe-catalog/v2/${FIRST_PAINT_FILE}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('exports.');
    }
  });
});

describe('withFirstPaint', () => {
  const paint = (
    responses: Record<string, unknown>,
    html = '<p>page</p>',
    withPage = true,
  ): FirstPaint => ({
    html,
    css: '<style>p{}</style>',
    answers: responses,
    responsesJson: JSON.stringify(responses),
    paintsPage: withPage,
    answered: true,
  });

  it('embeds answers as JSON that cannot end the script element', () => {
    const answers = { '/api/x': '</script><script>alert(1)\u2028' };
    const html = withFirstPaint(INDEX_HTML, paint(answers));
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('\u2028');
    expect(embedded(html)).toEqual(answers);
  });

  it('marks the answers of a render with the page, not of one with its skeleton', () => {
    expect(paintsPage(withFirstPaint(INDEX_HTML, paint({})))).toBe(true);
    const skeleton = withFirstPaint(INDEX_HTML, paint({}, SKELETON, false));
    expect([rootOf(skeleton), embedded(skeleton), paintsPage(skeleton)]).toEqual([
      SKELETON,
      {},
      false,
    ]);
  });

  it('writes the time of the render for the browser, when it is a time', () => {
    expect(paintedAt(withFirstPaint(INDEX_HTML, { ...paint({}), paintedAt: 1772445600000 }))).toBe(
      1772445600000,
    );
    const odd = { ...paint({}), paintedAt: '1"><script>' as unknown as number };
    expect(withFirstPaint(INDEX_HTML, odd)).not.toContain(FIRST_PAINT_TIME_ATTRIBUTE);
    expect(withFirstPaint(INDEX_HTML, paint({}))).not.toContain(FIRST_PAINT_TIME_ATTRIBUTE);
  });

  it('puts the markup in the root as it is, whatever characters it holds', () => {
    const markup = "<p>$$ 100 $& more $' and $` off</p>";
    expect(rootOf(withFirstPaint(INDEX_HTML, paint({}, markup)))).toBe(markup);
  });

  it('fills a minified root without quotes', () => {
    const minified = INDEX_HTML.replace('<div id="root">', '<div id=root>');
    expect(withFirstPaint(minified, paint({}))).toContain(
      '<div id="root"><p>page</p></div><script type="application/json"',
    );
  });

  it('leaves a page without an empty root, or without a render, as it is', () => {
    const filled = INDEX_HTML.replace('<div id="root">', '<div id="root"><p>static</p>');
    expect(withFirstPaint(filled, paint({}))).toBe(filled);
    expect(withFirstPaint(INDEX_HTML, undefined)).toBe(INDEX_HTML);
  });
});
