import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, expect, signIn, test } from '../support/fixtures';
import { ROOT, startServer } from '../support/server';

/** Every route of the spec's route table, the remote that must render it, and its title. */
const ROUTES: { path: string; remote: string; title?: string | RegExp }[] = [
  {
    path: '/',
    remote: 'mfe_catalog',
    title: 'ELEVATE YOUR STYLE! BUY AND SELL YOUR LUXURY ITEMS WITH US.',
  },
  { path: '/Items', remote: 'mfe_catalog', title: "What's New" },
  { path: '/items', remote: 'mfe_catalog', title: "What's New" },
  { path: '/Items/1', remote: 'mfe_catalog' },
  { path: '/cart', remote: 'mfe_checkout', title: 'Shopping Cart' },
  { path: '/fav', remote: 'mfe_checkout', title: 'Your Favourites' },
  { path: '/buynow', remote: 'mfe_checkout' },
  { path: '/sell', remote: 'mfe_account', title: 'Sell Your Product Now!' },
  { path: '/Sell', remote: 'mfe_account', title: 'Sell Your Product Now!' },
  { path: '/accountDetails', remote: 'mfe_account' },
  { path: '/userDetails', remote: 'mfe_account' },
  { path: '/userDetails/Sold', remote: 'mfe_account' },
  { path: '/join', remote: 'mfe_account' },
  { path: '/success', remote: 'mfe_account' },
  { path: '/ShowSellQueue', remote: 'mfe_admin', title: 'All pending products' },
  { path: '/ShowSellQueueDetails/1', remote: 'mfe_admin' },
  { path: '/ShowBrands', remote: 'mfe_admin' },
  { path: '/ShowCategories', remote: 'mfe_admin' },
  { path: '/ShowColors', remote: 'mfe_admin' },
  { path: '/ShowGenders', remote: 'mfe_admin' },
  { path: '/ShowProducts', remote: 'mfe_admin' },
  { path: '/ShowUsers', remote: 'mfe_admin' },
  { path: '/ShowOrders', remote: 'mfe_admin', title: 'All queued orders' },
  { path: '/ShowOrderDetails/1', remote: 'mfe_admin', title: 'Order Details' },
];

test.describe('route table', () => {
  test('every route renders its page from the owning remote', async ({ page }) => {
    // One full page load per route (25 of them): on a busy 2-core machine that alone can come
    // close to the default test timeout, which is meant for one journey.
    test.slow();
    await signIn(page, ADMIN);
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(
        page.locator(`[data-remote="${route.remote}"]`).first(),
        route.path,
      ).toBeAttached();
      if (route.title) {
        await expect(page.getByText(route.title).first(), route.path).toBeVisible();
      }
    }
  });

  test('an unknown path shows the 404 page and Go Home leads to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Opps! Page not found.')).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-remote="mfe_catalog"]').first()).toBeAttached();
  });
});

test.describe('admin code isolation', () => {
  test('storefront pages never request the admin remote; admin pages do', async ({ page }) => {
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mfe-admin/')) adminRequests.push(request.url());
    });
    for (const path of ['/', '/Items', '/cart']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(adminRequests).toEqual([]);
    await page.goto('/ShowBrands');
    await expect(page.locator('[data-remote="mfe_admin"]').first()).toBeAttached();
    expect(adminRequests.length).toBeGreaterThan(0);
  });
});

test.describe('fault isolation', () => {
  test('a remote that is down shows Retry in the page area while nav and footer work', async ({
    page,
  }) => {
    await page.route('**/remotes/mfe-admin/**', (route) => route.abort('connectionrefused'));
    await page.goto('/ShowBrands');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();

    // The rest of the site keeps working.
    await page.goto('/');
    await expect(page.locator('[data-remote="mfe_catalog"]').first()).toBeAttached();

    // Once the remote is back, Retry loads it without a page reload.
    await page.goto('/ShowBrands');
    await expect(retry).toBeVisible();
    await page.unroute('**/remotes/mfe-admin/**');
    await retry.click();
    await expect(page.locator('[data-remote="mfe_admin"]').first()).toBeAttached();
  });
});

test.describe('first load', () => {
  /** Records, from the first byte, whether the live page ever showed the page skeleton. */
  const watchForSkeleton = () => {
    const seen: string[] = [];
    (window as unknown as { skeletonSeen: string[] }).skeletonSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element) || node.closest('[data-static-frame]')) continue;
          if (node.matches('[aria-label="Loading page"], [aria-label="Loading page"] *')) {
            seen.push(location.pathname);
          } else if (node.querySelector('[aria-label="Loading page"]'))
            seen.push(location.pathname);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  };

  test('the page comes painted by its remote in the HTML, then the live page takes its place', async ({
    page,
    request,
  }) => {
    const [product] = (await (
      await request.get('/api/Products/getproduct.php?limit=1')
    ).json()) as {
      ProductID: number;
      Name: string;
    }[];
    const html = await (await request.get(`/Items/${product!.ProductID}`)).text();
    expect(html).toMatch(/<div data-static-frame inert aria-hidden="?true"?>/);
    expect(html).not.toContain('<template'); // no aborted server rendering in the frame
    // The catalog rendered the product into the page, with the answer it used.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product!.Name.replace(/&/g, '&amp;')}</h1>`));
    expect(html).toContain('<script type="application/json" id="reluxe-first-paint-data">');

    const detailCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Products/getProductDetails.php')) detailCalls.push(r.url());
    });
    await page.addInitScript(watchForSkeleton);
    await page.goto(`/Items/${product!.ProductID}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.Name })).toBeVisible();
    await expect(page.locator('#root > [data-static-frame]')).toHaveCount(0);
    await expect(page.locator('style[data-static-frame], style[data-first-paint]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'SELL NOW' }).first()).toBeEnabled();
    // Checked once with the api in the background; never a skeleton in between.
    await expect.poll(() => detailCalls.length).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { skeletonSeen: string[] }).skeletonSeen),
    ).toEqual([]);

    // A page the visitor moves to afterwards loads its own data as usual.
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Products/getproduct.php')) listCalls.push(r.url());
    });
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: "What's New" })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
    // Its first page, then the next ones, which What's New fetches by itself once the browser is
    // idle (LIMITS.productListAutoLoadUpTo): each page asked for once, in order.
    const pagesAsked = () => listCalls.map((url) => new URL(url).searchParams.get('page'));
    await expect.poll(() => pagesAsked()[0]).toBe('1');
    expect(pagesAsked()).toEqual(pagesAsked().map((_, index) => String(index + 1)));
  });

  test("every script of the first load carries V8's compile hint on its first line", async ({
    page,
  }) => {
    const scripts: Promise<[string, string]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((body) => [new URL(response.url()).pathname, body]));
    });
    await page.goto('/');
    await expect(page.locator('#root > [data-static-frame]')).toHaveCount(0);
    const bodies = await Promise.all(scripts);
    const paths = bodies.map(([path]) => path);
    expect(paths).toContain('/main.js');
    expect(paths).toContain('/remotes/mfe-catalog/remoteEntry.js');
    const withoutHint = bodies
      .filter(([, body]) => !body.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map(([path]) => path);
    expect(withoutHint).toEqual([]);
  });

  test('a filtered list comes painted as well, and never shows the skeleton', async ({ page }) => {
    await page.addInitScript(watchForSkeleton);
    await page.goto('/Items?brand=1');
    await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { skeletonSeen: string[] }).skeletonSeen),
    ).toEqual([]);
  });
});

test.describe('independent release', () => {
  test('switching one remote to a new release through configuration only', async ({ browser }) => {
    test.setTimeout(180_000);
    const releasesDir = mkdtempSync(join(tmpdir(), 'reluxe-releases-'));
    const configFile = join(mkdtempSync(join(tmpdir(), 'reluxe-config-')), 'remotes.config.json');
    const shellBuiltAt = statSync(join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs;
    const server = await startServer({ RELEASES_DIR: releasesDir, REMOTES_CONFIG: configFile });
    try {
      const page = await browser.newPage({ baseURL: server.url });
      await page.goto('/cart');
      const root = page.locator('[data-remote="mfe_checkout"]').first();
      await expect(root).toHaveAttribute('data-version', /.+/);
      const before = await root.getAttribute('data-version');

      const version = `e2e-${Date.now()}`;
      const release = spawnSync(
        process.execPath,
        [join(ROOT, 'scripts', 'release-remote.mjs'), 'mfe-checkout', '--version', version],
        { env: { ...process.env, RELEASES_DIR: releasesDir }, encoding: 'utf8' },
      );
      expect(release.status, release.stderr).toBe(0);
      writeFileSync(
        configFile,
        JSON.stringify({
          remotes: { mfe_checkout: `/releases/mfe-checkout/${version}/mf-manifest.json` },
        }),
      );

      const released: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/releases/mfe-checkout/${version}/`))
          released.push(request.url());
      });
      await page.reload();
      await expect(page.locator('[data-remote="mfe_checkout"]').first()).toHaveAttribute(
        'data-version',
        version,
      );
      expect(before).not.toBe(version);
      expect(released.length).toBeGreaterThan(0);
      // The other remotes and the shell were not rebuilt.
      expect(statSync(join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs).toBe(shellBuiltAt);
      await page.goto('/');
      await expect(page.locator('[data-remote="mfe_catalog"]').first()).toHaveAttribute(
        'data-version',
        '1.0.0',
      );
    } finally {
      await server.stop();
    }
  });

  test('a remote built for other shared library versions than the shell provides is refused', () => {
    test.setTimeout(180_000);
    // A site whose shell provides React 18: the checkout remote is built for React 19.
    const webRoot = mkdtempSync(join(tmpdir(), 'reluxe-webroot-'));
    const shell = JSON.parse(
      readFileSync(join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { shared: { name: string; version: string }[] };
    for (const shared of shell.shared) if (shared.name === 'react') shared.version = '18.3.1';
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(shell));
    const releasesDir = mkdtempSync(join(tmpdir(), 'reluxe-releases-'));

    const version = `e2e-old-react-${Date.now()}`;
    const release = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts', 'release-remote.mjs'), 'mfe-checkout', '--version', version],
      { env: { ...process.env, RELEASES_DIR: releasesDir, WEB_ROOT: webRoot }, encoding: 'utf8' },
    );
    expect(release.status).toBe(1);
    expect(release.stderr).toContain('Not released: mfe-checkout');
    expect(release.stderr).toMatch(/react: the shell provides 18\.3\.1, the remote needs \^19\./);
    expect(existsSync(join(releasesDir, 'mfe-checkout', version))).toBe(false);
  });
});
