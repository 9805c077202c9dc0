// The front-end part of the bench: the built product on a free port with a fresh embedded
// database, Lighthouse on three storefront pages and the JavaScript each one downloads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumAvailable, CHROME_PATH } from './chromium.mjs';
import { measureJsBytes } from './js-bytes.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { startProduct } from './server.mjs';
import { measureVitals } from './vitals-fallback.mjs';

async function pagesOf(baseUrl) {
  const response = await fetch(`${baseUrl}/api/Products/getproduct.php?limit=1`).catch(
    () => undefined,
  );
  const list = response?.ok ? await response.json().catch(() => []) : [];
  const id = Array.isArray(list) ? list[0]?.ProductID : undefined;
  return [
    { path: '/', label: 'home' },
    { path: '/Items', label: "What's New list" },
    ...(id ? [{ path: `/Items/${id}`, label: 'product detail' }] : []),
  ];
}

export async function runFrontendSuite(options, log) {
  if (!chromiumAvailable()) return { skipped: `no Chromium at ${CHROME_PATH}` };
  const dataDir = mkdtempSync(join(tmpdir(), 'reluxe-bench-web-'));
  const product = await startProduct({ dataDir });
  try {
    const pages = await pagesOf(product.url);
    log(`front end: ${pages.map((p) => p.path).join(', ')}`);
    const result = { productPath: 'embedded database, demo catalogue' };
    try {
      result.jsBytes = await measureJsBytes(product.url, pages);
    } catch (error) {
      result.jsBytes = { error: error.message.split('\n')[0] };
    }
    if (!options.skipLighthouse) {
      try {
        result.lighthouse = await runLighthouse(product.url, pages, options.lighthouseRuns, log);
      } catch (error) {
        const reason = error.message.split('\n')[0];
        log(`  lighthouse failed (${reason}); falling back to PerformanceObserver`);
        result.lighthouse = { error: reason };
        result.vitals = await measureVitals(product.url, pages, options.lighthouseRuns);
      }
    }
    return result;
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
