import type { Page } from '@playwright/test';
import { apiPath, expect, test } from '../support/fixtures';

/** Product images pick their variant by the screen's density: sharp on a phone, never oversized. */

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });

/**
 * The pixel width of the file an image shows. `naturalWidth` of the element itself is divided by
 * the density srcset chose, so the file is loaded again on its own (from the cache).
 */
const fileWidths = (page: Page, urls: string[]) =>
  page.evaluate(
    (list) =>
      Promise.all(
        list.map(async (url) => {
          const probe = new Image();
          probe.src = url;
          await probe.decode();
          return { url, width: probe.naturalWidth };
        }),
      ),
    urls,
  );

/** Scrolls to the foot of the page a screen at a time, so every lazy image is asked for. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
    await page.waitForTimeout(100);
  }
}

test('a 2x phone gets 640-pixel card images on What’s New, and nothing wider than 1000', async ({
  page,
}) => {
  const images = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() === 200) {
      images.add(response.url());
    }
  });
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) {
      hydrationErrors.push(message.text());
    }
  });

  await page.goto('/Items');
  // Other tests list products with tiny uploaded images, never enlarged: take the first photo.
  const first = page.locator('article img[src*="/uploads/seed/"]').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveJSProperty('complete', true);
  const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  // Chromium takes the AVIF source; a 166-pixel card at 2x needs 332 pixels: the 640 variant.
  expect(current).toMatch(/-640\.avif$/);
  const [{ width }] = await fileWidths(page, [current]);
  expect(width).toBeGreaterThanOrEqual(640);

  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  const loaded = await fileWidths(page, [...images]);
  expect(loaded.length).toBeGreaterThan(10);
  expect(loaded.filter((image) => image.width > 1000)).toEqual([]);
  expect(hydrationErrors).toEqual([]);
});

test('the product page’s main image fits a phone at 2x, and its preload names the same file', async ({
  page,
  request,
}) => {
  const products = (await (
    await request.get(apiPath('Products/getproduct.php?limit=1'))
  ).json()) as { ProductID: number }[];
  const html = await (await request.get(`/Items/${products[0]!.ProductID}`)).text();
  const preload = /<link rel="preload" as="image"[^>]*>/i.exec(html)?.[0] ?? '';
  expect(preload).toMatch(/imagesrcset="[^"]+-1600\.avif 1600w"/i);

  await page.goto(`/Items/${products[0]!.ProductID}`);
  const main = page.locator('[role="region"][aria-roledescription] img').first();
  await expect(main).toHaveJSProperty('complete', true);
  // 343 pixels at 2x: 686, the 960 variant, never the 1600.
  expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-960\.avif$/);
  const sizes = await main.evaluate((img: HTMLImageElement) => img.sizes);
  expect(preload.toLowerCase()).toContain(`imagesizes="${sizes.toLowerCase()}"`);
});
