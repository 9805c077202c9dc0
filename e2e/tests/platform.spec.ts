import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  apiPath,
  expect,
  signInBeforeLoad,
  storeBeforeLoad,
  test,
  type Credentials,
} from '../support/fixtures';
import { ROOT, startServer } from '../support/server';
import { facet } from '../support/facets';

type RemoteName = 'mfe_catalog' | 'mfe_checkout' | 'mfe_account' | 'mfe_admin';

interface ListedProduct {
  ProductID: number;
  Name: string;
  Quantity: number;
}

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(apiPath(path));
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** A seeded product with 2 pieces or more (the oldest ids are the seed's; journeys buy newer). */
async function productWithStock(request: APIRequestContext) {
  const products = await getJson<ListedProduct[]>(request, 'Products/getproduct.php?limit=100');
  const product = [...products]
    .sort((a, b) => a.ProductID - b.ProductID)
    .find((p) => p.Quantity >= 2);
  if (!product) throw new Error('The seed has no product with 2 pieces in stock');
  return product;
}

/**
 * A seeded brand with products and those products. Skips the first brand and Hermes, which other
 * journeys add items to while this file runs, so the count stays stable.
 */
async function brandWithProducts(request: APIRequestContext) {
  const brands = await getJson<{ BrandID: number; Name: string }[]>(request, 'Brand/getbrand.php');
  for (const brand of brands.slice(1).filter((b) => b.Name !== 'Hermes')) {
    const products = await getJson<ListedProduct[]>(
      request,
      `Products/getproduct.php?brand=${brand.BrandID}`,
    );
    if (products.length > 0) return { brand, products };
  }
  throw new Error('The seed has no brand with products');
}

type Marked = { e2eSameDocument?: boolean };

/** The header names its one layout once the page has hydrated (the server paints all three). */
const HYDRATED = 'header[data-viewport]:not([data-viewport="all"])';

/** The catalog's remote entry as a production build names it: by its build's hash. */
const REMOTE_ENTRY = /^\/remotes\/mfe-catalog\/remoteEntry\.[0-9a-f]{12}\.js$/;

/**
 * Opens a route and waits for its live page: the server's markup hydrated, the owning remote's
 * root in place and its heading shown. Then marks the document, so that `sameDocument` tells afterwards
 * whether the page moved on by itself (client-side) rather than by a full page load.
 */
async function open(page: Page, path: string, remote: RemoteName, heading?: string | RegExp) {
  await page.goto(path);
  await expect(page.locator(HYDRATED), path).toBeAttached();
  await expect(page.locator(`[data-remote="${remote}"]`).first(), path).toBeAttached();
  if (heading) {
    await expect(page.getByRole('heading', { name: heading }).first(), path).toBeVisible();
  }
  await page.evaluate(() => {
    (window as Marked).e2eSameDocument = true;
  });
}

const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).e2eSameDocument);

/** Expects the page at `url`, reached without a full page load since `open`. */
async function expectMovedClientSide(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  expect(await sameDocument(page), 'reached without a full page load').toBe(true);
}

/** One back-office list screen: Add opens the entity's form, Escape closes it. */
const adminList =
  (path: string, title: string, noun: string) =>
  async ({ page }: RouteContext) => {
    await open(page, path, 'mfe_admin', title);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${noun}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };

interface RouteContext {
  page: Page;
  request: APIRequestContext;
}

/**
 * Every route of the shop's route table with the remote that renders it and something only that
 * remote's live code does there. `/`, `/Items` and `/Items/{id}` arrive server-rendered, so the
 * remote's root and title alone would pass with its JavaScript broken: each check acts on the page.
 */
const ROUTES: {
  path: string;
  remote: RemoteName;
  /** Who is signed in; nobody when absent. */
  as?: Credentials;
  /** What the check does, for the test title. */
  does: string;
  check: (context: RouteContext) => Promise<void>;
}[] = [
  {
    path: '/',
    remote: 'mfe_catalog',
    does: 'a category tile opens its list without a page load',
    check: async ({ page, request }) => {
      const [category] = await getJson<{ CategoireID: number; Name: string }[]>(
        request,
        'Categoire/',
      );
      await open(
        page,
        '/',
        'mfe_catalog',
        'ELEVATE YOUR STYLE! BUY AND SELL YOUR LUXURY ITEMS WITH US.',
      );
      await page
        .getByRole('region', { name: 'Shop by Categories' })
        .getByRole('link', { name: category!.Name, exact: true })
        .click();
      await expectMovedClientSide(page, new RegExp(`/Items\\?category=${category!.CategoireID}$`));
      await expect(facet(page, category!.Name)).toBeChecked();
    },
  },
  ...['/Items', '/items'].map((path) => ({
    path,
    remote: 'mfe_catalog' as const,
    does: 'ticking a brand puts it in the URL and filters the cards',
    check: async ({ page, request }: RouteContext) => {
      const { brand, products } = await brandWithProducts(request);
      await open(page, path, 'mfe_catalog', "What's New");
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      await facet(page, brand.Name).check();
      await expectMovedClientSide(page, new RegExp(`[?&]brand=${brand.BrandID}(&|$)`));
      await expect(cards).toHaveCount(products.length);
      await expect(cards.filter({ hasText: products[0]!.Name }).first()).toBeVisible();
    },
  })),
  {
    path: '/Items/{ProductID}',
    remote: 'mfe_catalog',
    does: '+ raises the quantity',
    check: async ({ page, request }) => {
      const product = await productWithStock(request);
      await open(page, `/Items/${product.ProductID}`, 'mfe_catalog', product.Name);
      await expect(page.getByTestId('quantity')).toHaveText('1');
      await page.getByRole('button', { name: '+', exact: true }).click();
      await expect(page.getByTestId('quantity')).toHaveText('2');
    },
  },
  {
    path: '/cart',
    remote: 'mfe_checkout',
    does: 'Remove empties the bag',
    check: async ({ page, request }) => {
      const product = await productWithStock(request);
      await storeBeforeLoad(page, {
        cart: [{ ...product, Quantity: 1, MainQuantity: product.Quantity }],
      });
      await open(page, '/cart', 'mfe_checkout', 'Shopping Cart');
      const line = page.getByTestId(`cart-line-${product.ProductID}`);
      await line.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await expect(line).toHaveCount(0);
    },
  },
  {
    path: '/fav',
    remote: 'mfe_checkout',
    does: 'Remove from Favorites empties the favourites',
    check: async ({ page, request }) => {
      const product = await productWithStock(request);
      await storeBeforeLoad(page, { favorites: [product] });
      await open(page, '/fav', 'mfe_checkout', 'Your Favourites');
      await page
        .getByTestId(`favourite-${product.ProductID}`)
        .getByRole('button', { name: 'Remove from Favorites' })
        .click();
      await expect(page.getByText('You have no favorite products yet.')).toBeVisible();
    },
  },
  {
    path: '/buynow',
    remote: 'mfe_checkout',
    does: 'opened without an order, it takes the shopper to the bag',
    check: async ({ page }) => {
      await open(page, '/buynow', 'mfe_checkout', 'Place Your Order');
      await expect(page.getByRole('link', { name: 'Go to your bag' })).toBeVisible();
      await expectMovedClientSide(page, /\/cart$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    },
  },
  ...['/sell', '/Sell'].map((path) => ({
    path,
    remote: 'mfe_account' as const,
    as: ADMIN,
    does: 'Add on the empty form shows what is required',
    check: async ({ page }: RouteContext) => {
      await open(page, path, 'mfe_account', 'Sell Your Product Now!');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByText('Product name is required')).toBeVisible();
    },
  })),
  {
    path: '/accountDetails',
    remote: 'mfe_account',
    as: ADMIN,
    does: 'the password toggle shows the password',
    check: async ({ page }) => {
      await open(page, '/accountDetails', 'mfe_account', 'My Profile');
      await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(page.getByLabel('Password')).toHaveAttribute('type', 'text');
    },
  },
  ...[
    { path: '/userDetails', from: 'Available', to: 'Sold' },
    { path: '/userDetails/Sold', from: 'Sold', to: 'Archived' },
  ].map(({ path, from, to }) => ({
    path,
    remote: 'mfe_account' as const,
    as: ADMIN,
    does: `the ${to} tab switches the list and the URL`,
    check: async ({ page }: RouteContext) => {
      await open(page, path, 'mfe_account', 'My Items');
      // /userDetails alone goes to the Available tab.
      await expect(page).toHaveURL(new RegExp(`/userDetails/${from}$`));
      await expect(page.getByRole('tab', { name: from })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: to }).click();
      await expectMovedClientSide(page, new RegExp(`/userDetails/${to}$`));
      await expect(page.getByRole('tab', { name: to })).toHaveAttribute('aria-selected', 'true');
    },
  })),
  {
    path: '/join',
    remote: 'mfe_account',
    does: 'the sign-up link switches the form to sign-up',
    check: async ({ page }) => {
      await open(page, '/join', 'mfe_account');
      await expect(page.getByLabel('Your Password')).toBeVisible();
      await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
      await expect(page.getByLabel('Create a Password')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    },
  },
  {
    path: '/success',
    remote: 'mfe_account',
    does: 'without a hosted session, it sends the visitor to /join',
    check: async ({ page }) => {
      await page.goto('/success');
      await expect(page.locator('[data-remote="mfe_account"]').first()).toBeAttached();
      await expect(page).toHaveURL(/\/join$/);
      await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    },
  },
  {
    path: '/ShowSellQueue',
    remote: 'mfe_admin',
    as: ADMIN,
    does: 'the sidebar opens Brands List without a page load',
    check: async ({ page }) => {
      await open(page, '/ShowSellQueue', 'mfe_admin', 'All pending products');
      await page.getByRole('link', { name: 'Brands List' }).click();
      await expectMovedClientSide(page, /\/ShowBrands$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    },
  },
  {
    path: '/ShowSellQueueDetails/1',
    remote: 'mfe_admin',
    as: ADMIN,
    does: 'the back link returns to the queue without a page load',
    check: async ({ page }) => {
      await open(page, '/ShowSellQueueDetails/1', 'mfe_admin');
      await page.getByRole('link', { name: 'Back to pending products' }).click();
      await expectMovedClientSide(page, /\/ShowSellQueue$/);
      await expect(page.getByRole('heading', { name: 'All pending products' })).toBeVisible();
    },
  },
  ...(
    [
      ['/ShowBrands', 'Brands', 'Brand'],
      ['/ShowCategories', 'Categories', 'Category'],
      ['/ShowColors', 'Colors', 'Color'],
      ['/ShowGenders', 'Genders', 'Gender'],
      ['/ShowProducts', 'Products', 'Product'],
      ['/ShowUsers', 'Users', 'User'],
    ] as const
  ).map(([path, title, noun]) => ({
    path,
    remote: 'mfe_admin' as const,
    as: ADMIN,
    does: `Add opens the ${noun} form and Escape closes it`,
    check: adminList(path, title, noun),
  })),
  {
    path: '/ShowOrders',
    remote: 'mfe_admin',
    as: ADMIN,
    does: 'the sidebar opens Details Menu without a page load',
    check: async ({ page }) => {
      await open(page, '/ShowOrders', 'mfe_admin', 'All queued orders');
      await page.getByRole('link', { name: 'Details Menu' }).click();
      await expectMovedClientSide(page, /\/ShowSellQueue$/);
      await expect(page.getByRole('heading', { name: 'All pending products' })).toBeVisible();
    },
  },
  {
    path: '/ShowOrderDetails/1',
    remote: 'mfe_admin',
    as: ADMIN,
    does: 'Back to Orders returns to the orders without a page load',
    check: async ({ page }) => {
      await open(page, '/ShowOrderDetails/1', 'mfe_admin', 'Order Details');
      await page.getByRole('button', { name: 'Back to Orders' }).click();
      await expectMovedClientSide(page, /\/ShowOrders$/);
      await expect(page.getByRole('heading', { name: 'All queued orders' })).toBeVisible();
    },
  },
];

test.describe('route table', () => {
  for (const route of ROUTES) {
    test(`${route.path} is live from ${route.remote}: ${route.does}`, async ({ page, request }) => {
      if (route.as) await signInBeforeLoad(page, route.as);
      await route.check({ page, request });
    });
  }

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
          if (!(node instanceof Element)) continue;
          if (node.matches('[aria-label="Loading page"], [aria-label="Loading page"] *')) {
            seen.push(location.pathname);
          } else if (node.querySelector('[aria-label="Loading page"]'))
            seen.push(location.pathname);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  };

  test('the page comes rendered by the server in the HTML, and the browser adopts it', async ({
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
    expect(html).not.toContain('<template'); // no aborted server rendering anywhere
    // The catalog's page in the site's frame, with the responses they used.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product!.Name.replace(/&/g, '&amp;')}</h1>`));
    expect(html).toMatch(/<header[^>]*data-viewport="all"/);
    // Marked as painting the page, with the time it was rendered at.
    expect(html).toMatch(
      /<script type="application\/json" id="reluxe-first-paint-data" data-page data-painted-at="\d+">/,
    );

    const detailCalls: string[] = [];
    const configCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Products/getProductDetails.php')) detailCalls.push(r.url());
      if (r.url().includes('/remotes.json')) configCalls.push(r.url());
    });
    await page.addInitScript(watchForSkeleton);
    await page.goto(`/Items/${product!.ProductID}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.Name })).toBeVisible();
    await expect(page.locator(HYDRATED)).toBeAttached();
    await expect(page.getByRole('button', { name: 'SELL NOW' }).first()).toBeEnabled();
    // The painted details are the page's data: not asked again, never a skeleton in between.
    // The remotes config came with the page.
    await page.waitForTimeout(1000);
    expect(detailCalls).toEqual([]);
    expect(configCalls).toEqual([]);
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
    await expect(page.locator(HYDRATED)).toBeAttached();
    const bodies = await Promise.all(scripts);
    const paths = bodies.map(([path]) => path);
    expect(paths).toContain('/main.js');
    expect(paths).toContainEqual(expect.stringMatching(REMOTE_ENTRY));
    const withoutHint = bodies
      .filter(([, body]) => !body.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map(([path]) => path);
    expect(withoutHint).toEqual([]);
  });

  test("a remote's entry, named by its build's hash, is not asked for again on the next page", async ({
    page,
  }) => {
    await page.goto('/Items');
    await expect(page.locator(HYDRATED)).toBeAttached();
    await page.goto('/');
    await expect(page.locator(HYDRATED)).toBeAttached();
    // transferSize is 0 for a copy the browser kept, a few hundred bytes for a revalidation.
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/remotes/mfe-catalog/remoteEntry'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          transferSize: (entry as PerformanceResourceTiming).transferSize,
        })),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry).toEqual({ path: expect.stringMatching(REMOTE_ENTRY), transferSize: 0 });
    }
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
  test('npm run release builds, registers and activates one remote, without rebuilding the rest', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const releasesDir = mkdtempSync(join(tmpdir(), 'reluxe-releases-'));
    const shellBuiltAt = statSync(join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs;
    const server = await startServer({ RELEASES_DIR: releasesDir });
    try {
      const page = await browser.newPage({ baseURL: server.url });
      await page.goto('/cart');
      const root = page.locator('[data-remote="mfe_checkout"]').first();
      await expect(root).toHaveAttribute('data-version', /.+/);
      const before = await root.getAttribute('data-version');

      // The development api keeps its release token in its data folder for this command.
      const version = `e2e-${Date.now()}`;
      const release = spawnSync(
        process.execPath,
        [
          join(ROOT, 'scripts', 'release-remote.mjs'),
          'mfe-checkout',
          '--version',
          version,
          '--activate',
          '--api',
          server.url,
        ],
        {
          env: { ...process.env, RELEASES_DIR: releasesDir, DATA_DIR: server.dataDir },
          encoding: 'utf8',
        },
      );
      expect(release.status, release.stderr).toBe(0);
      expect(release.stdout).toContain(`mfe_checkout ${version} was registered`);

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

      // The registry names who released it and that it is live.
      const admin = await playwright.request.newContext({ baseURL: server.url });
      await apiLogin(admin, ADMIN);
      const remotes = (await (await admin.get('/api/Releases/')).json()) as {
        remote: string;
        live: { version: string };
        releases: { version: string; releasedBy: string }[];
      }[];
      const checkout = remotes.find((entry) => entry.remote === 'mfe_checkout')!;
      expect(checkout.live.version).toBe(version);
      expect(checkout.releases[0]).toMatchObject({ version, releasedBy: 'release token' });
      await admin.dispose();
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
