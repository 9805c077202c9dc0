// JavaScript downloaded on the first load of each route, from the browser's network log
// (playwright-core driving Debian's Chromium): bytes over the wire, raw bytes, and gzip -9 of the
// raw bytes, grouped by package (the shell or a remote), plus every mfe-admin file requested.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

const SETTLE_MS = 1500;

/** 'shell', or the remote a URL belongs to (/remotes/<name>/ or /releases/<name>/). */
export function packageOf(pathname) {
  const match = /^\/(?:remotes|releases)\/([^/]+)\//.exec(pathname);
  return match ? match[1] : 'shell';
}

async function measureRoute(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const isJs = type === 'script' || /\.m?js(\?|$)/.test(response.url());
    if (!isJs || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: response.url(),
          encoding: (await response.headerValue('content-encoding')) || 'identity',
          wire: sizes.responseBodySize,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      })().catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  // A file prefetched by the page's hints shows twice in the log (the prefetch, then the script
  // load served from the prefetch cache): it is one download, counted once.
  const byUrl = new Map();
  for (const file of (await Promise.all(pending)).filter(Boolean)) {
    const seen = byUrl.get(file.url);
    byUrl.set(file.url, seen && seen.wire >= file.wire ? seen : file);
  }
  const files = [...byUrl.values()];
  await context.close();

  const byPackage = {};
  for (const file of files) {
    const pkg = packageOf(new URL(file.url).pathname);
    byPackage[pkg] ??= { files: 0, wire: 0, raw: 0, gzip: 0 };
    byPackage[pkg].files += 1;
    for (const key of ['wire', 'raw', 'gzip']) byPackage[pkg][key] += file[key];
  }
  const total = (key) => files.reduce((sum, f) => sum + f[key], 0);
  const admin = files.filter((f) => packageOf(new URL(f.url).pathname) === 'mfe-admin');
  return {
    files: files.length,
    wire: total('wire'),
    raw: total('raw'),
    gzip: total('gzip'),
    encodings: [...new Set(files.map((f) => f.encoding))],
    byPackage,
    largest: [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((f) => ({ path: new URL(f.url).pathname, gzip: f.gzip, raw: f.raw })),
    adminFiles: admin.map((f) => new URL(f.url).pathname),
    adminBytes: admin.reduce((sum, f) => sum + f.raw, 0),
  };
}

/** @param {{ path: string, label: string }[]} pages */
export async function measureJsBytes(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const results = [];
    for (const page of pages)
      results.push({ ...page, ...(await measureRoute(browser, `${baseUrl}${page.path}`)) });
    return results;
  } finally {
    await browser.close();
  }
}
