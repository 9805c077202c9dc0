import type { ConsoleMessage, Page, Route } from '@playwright/test';
import { BOOT_SCRIPT_ATTRIBUTE, FIRST_PAINT_DATA_ID } from 'shared-contracts/server';
import { CUSTOMER, expect, signInBeforeLoad, test } from '../support/fixtures';

/** The bootstrap chunk: until it runs, the page is the server's markup and nothing else. */
const BOOTSTRAP = /\/bootstrap\.[0-9a-f]+\.js$/;

/** The header names its one layout once the page has hydrated (the server paints all three). */
const HYDRATED = 'header[data-viewport]:not([data-viewport="all"])';
const hydrated = (page: Page) => expect(page.locator(HYDRATED)).toBeAttached();

/** Holds the boot's chunk until `release` is called: the page stays as the server painted it. */
async function holdBoot(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(BOOTSTRAP, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The files a page names as its boot scripts, in page order. */
function bootScriptsOf(html: string): string[] {
  const named = new RegExp(`<script[^>]*src="([^"]+)"[^>]*${BOOT_SCRIPT_ATTRIBUTE}`, 'g');
  return [...html.matchAll(named)].map(([, src]) => src!);
}

async function firstProduct(page: Page) {
  const response = await page.request.get('/api/Products/getproduct.php?limit=1');
  const [product] = (await response.json()) as { ProductID: number; Name: string }[];
  return product!;
}

/** Everything the page reports as an error: console errors and uncaught errors. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The sum of the page's layout shifts so far (CLS without session windows: an upper bound). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );

test.describe('the painted page works', () => {
  test('a tap on Add to Cart before the page has hydrated is not lost', async ({ page }) => {
    await signInBeforeLoad(page, CUSTOMER);
    const product = await firstProduct(page);
    const release = await holdBoot(page);
    await page.goto(`/Items/${product.ProductID}`, { waitUntil: 'commit' });

    // The server's page, before any of the app has run.
    const heading = page.getByRole('heading', { level: 1, name: product.Name });
    await expect(heading).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { paintedHeading: Element | null }).paintedHeading =
        document.querySelector('h1');
    });
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await addToCart.click();
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    // The tap shows at once that it was taken, and is not taken twice.
    await expect(addToCart).toHaveAttribute('aria-busy', 'true');
    await expect(addToCart).toHaveCSS('cursor', 'progress');
    await addToCart.click();

    release();
    await hydrated(page);
    // The tap was answered as soon as the page could: the product is in the signed-in bag.
    await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from Cart' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(page.getByRole('link', { name: /bag/i }).first()).toContainText('1');
    // The painted heading is the live one: the page was adopted, not rebuilt.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { paintedHeading: Element | null }).paintedHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
  });

  test('a price range sent with Enter before the page has hydrated is applied after', async ({
    page,
  }) => {
    const release = await holdBoot(page);
    await page.goto('/Items', { waitUntil: 'commit' });
    await page.getByLabel('Min price').fill('1000');
    await page.getByLabel('Max price').fill('50000');
    await page.getByLabel('Max price').press('Enter');
    // Held, not sent by the browser: the page stays, with what was typed.
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    await expect(page).toHaveURL(/\/Items$/);

    release();
    await hydrated(page);
    await expect(page).toHaveURL(/price_min=1000/);
    await expect(page).toHaveURL(/price_max=50000/);
    await expect(page.getByLabel('Min price')).toHaveValue('1000');
  });

  test('a brand ticked before the page has hydrated filters the list after', async ({ page }) => {
    const release = await holdBoot(page);
    await page.goto('/Items', { waitUntil: 'commit' });
    const rolex = page.getByRole('checkbox', { name: /^Rolex \(\d+\)$/ });
    await rolex.click({ force: true });
    // The tick shows at once; the list is filtered once the page answers.
    await expect(rolex).toBeChecked();
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    await expect(page).toHaveURL(/\/Items$/);

    release();
    await hydrated(page);
    await expect(page).toHaveURL(/brand=\d+/);
    await expect(rolex).toBeChecked();
  });

  test("the page names the shell's boot files: none is asked for after main.js runs", async ({
    page,
  }) => {
    const product = await firstProduct(page);
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The shell's files are at the site root (a remote's under /remotes/).
      if (request.resourceType() === 'script' && /^\/[^/]+\.js$/.test(pathname)) {
        shellScripts.push(pathname);
      }
    });
    const response = await page.goto(`/Items/${product.ProductID}`);
    const bootFiles = bootScriptsOf(await response!.text());
    expect(bootFiles).toContainEqual(expect.stringMatching(BOOTSTRAP));
    await hydrated(page);
    expect(shellScripts.filter((path) => path !== '/main.js' && !bootFiles.includes(path))).toEqual(
      [],
    );
  });

  test("the page names its remote's files after main.js, and each runs once", async ({ page }) => {
    const product = await firstProduct(page);
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { scriptsAdded: string[] }).scriptsAdded = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src)
              added.push(new URL(node.src).pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`/Items/${product.ProductID}`);
    const html = await response!.text();
    const named = bootScriptsOf(html).filter((src) => src.startsWith('/remotes/'));
    expect(named).toContainEqual(expect.stringMatching(/\/remoteEntry\.[0-9a-f]+\.js$/));
    expect(named).toContainEqual(expect.stringMatching(/__federation_expose_ProductDetailPage\./));
    expect(html.indexOf(`src="${named[0]}"`)).toBeGreaterThan(html.indexOf('src="/main.js'));
    await hydrated(page);
    const added = await page.evaluate(
      () => (window as unknown as { scriptsAdded: string[] }).scriptsAdded,
    );
    for (const file of named) expect(added.filter((path) => path === file)).toEqual([file]);
  });

  test('a painted link followed before any script runs navigates', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: "Shop What's New" }).click();
    await expect(page).toHaveURL(/\/Items/);
    await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
  });

  for (const signedIn of [false, true]) {
    test(`the three pages hydrate without a warning, ${signedIn ? 'signed in' : 'signed out'}`, async ({
      page,
    }) => {
      const user = signedIn ? await signInBeforeLoad(page, CUSTOMER) : undefined;
      const product = await firstProduct(page);
      const errors = collectErrors(page);
      for (const path of ['/', '/Items', `/Items/${product.ProductID}`]) {
        await page.goto(path);
        await hydrated(page);
        if (user) {
          // The header is corrected to the signed-in visitor after hydration, without a shift.
          await expect(page.getByRole('button', { name: user.UserName }).first()).toBeVisible();
          expect(await layoutShift(page), path).toBeLessThanOrEqual(0.05);
        }
        // The search box, mounted after hydration, answers.
        await expect(page.getByRole('searchbox').first()).toBeEnabled();
      }
      expect(errors).toEqual([]);
    });
  }

  test('the three pages hydrate without a warning in Arabic', async ({ page }) => {
    const product = await firstProduct(page);
    const errors = collectErrors(page);
    for (const path of ['/?lang=ar', '/Items?lang=ar', `/Items/${product.ProductID}?lang=ar`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await hydrated(page);
      await expect(page.getByRole('searchbox').first()).toBeEnabled();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('the painted page is its own data', () => {
  /** The api URLs whose answers the server embedded in the page. */
  const paintedUrls = (page: Page) =>
    page.evaluate((id) => {
      const element = document.getElementById(id);
      return element ? Object.keys(JSON.parse(element.textContent ?? '{}') as object) : [];
    }, FIRST_PAINT_DATA_ID);

  test('/, /Items and a product page ask the api nothing for what they show', async ({ page }) => {
    const product = await firstProduct(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
    });
    for (const path of ['/', '/Items', `/Items/${product.ProductID}`]) {
      asked.length = 0;
      await page.goto(path);
      const painted = await paintedUrls(page);
      // The list's data, the product and the frame's menu, brands and categories came painted.
      expect(painted.length, path).toBeGreaterThanOrEqual(3);
      await hydrated(page);
      await expect(page.getByRole('searchbox').first()).toBeEnabled();
      // Give a refetch after hydration the time it would take to start.
      await page.waitForTimeout(1500);
      expect(
        asked.filter((url) => painted.includes(url)),
        path,
      ).toEqual([]);
    }
  });
});
