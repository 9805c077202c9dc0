/* global document, location */
// Image bytes on the first load of each page (playwright-core driving Debian's Chromium, cold
// cache) at 1x on a 1440 x 900 window and on a 375 x 812 phone at 2x: what the browser took from
// srcset, beside what the same page loads without srcset (each loaded image's `src`, the markup
// before variants). Both count the same <img> elements: the ones the first load asked for.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

const SETTLE_MS = 1000;

export const IMAGE_VIEWPORTS = [
  { label: '1x 1440', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  { label: '2x phone 375', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
];

async function measureRoute(browser, url, { viewport, deviceScaleFactor }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  const sizes = new Map();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image' || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => sizes.set(response.url(), body.length))
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await Promise.all(pending);
  const loaded = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.currentSrc)
      .map((img) => ({
        current: img.currentSrc,
        src: new URL(img.getAttribute('src'), location.href).href,
      })),
  );
  const sizeOf = async (href) => {
    if (!sizes.has(href)) {
      const response = await context.request.get(href);
      sizes.set(href, response.ok() ? (await response.body()).length : 0);
    }
    return sizes.get(href);
  };
  const total = async (urls) => {
    let bytes = 0;
    for (const href of new Set(urls)) bytes += await sizeOf(href);
    return bytes;
  };
  const current = [...new Set(loaded.map((img) => img.current))];
  const before = loaded.map((img) => img.src);
  const result = {
    images: current.length,
    bytes: await total(current),
    avif: current.filter((href) => href.endsWith('.avif')).length,
    bytesWithoutSrcset: await total(before),
  };
  await context.close();
  return result;
}

/** @param {{ path: string, label: string }[]} pages */
export async function measureImageBytes(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const results = [];
    for (const page of pages) {
      const row = { ...page, byViewport: {} };
      for (const view of IMAGE_VIEWPORTS) {
        row.byViewport[view.label] = await measureRoute(browser, `${baseUrl}${page.path}`, view);
      }
      results.push(row);
    }
    return results;
  } finally {
    await browser.close();
  }
}
