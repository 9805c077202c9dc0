// The front-end part of the bench: the built product on a free port with a fresh embedded
// database, Lighthouse on three storefront pages, the JavaScript and image bytes each one downloads,
// and from the first paint to the first answered tap (with `--baseline`, beside another
// revision's build).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumAvailable, CHROME_PATH } from './chromium.mjs';
import { measureImageBytes } from './image-bytes.mjs';
import { measureJsBytes } from './js-bytes.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { pagesOf } from './pages.mjs';
import { startProduct } from './server.mjs';
import { runTapSuite } from './tap-suite.mjs';
import { measureVitals } from './vitals-fallback.mjs';

const firstLine = (error) => error.message.split('\n')[0];

/**
 * @param {{ baseline: Awaited<ReturnType<typeof import('./baseline-build.mjs').prepareBaseline>>
 *   | null, error?: string }} [prepared] the `--baseline` revision, built, or why there is none
 */
export async function runFrontendSuite(options, log, prepared = { baseline: null }) {
  if (!chromiumAvailable()) return { skipped: `no Chromium at ${CHROME_PATH}` };
  const { baseline, error: baselineError } = prepared;
  const dataDir = mkdtempSync(join(tmpdir(), 'reluxe-bench-web-'));
  try {
    const product = await startProduct({ dataDir });
    try {
      const pages = await pagesOf(product.url);
      log(`front end: ${pages.map((p) => p.path).join(', ')}`);
      const result = { productPath: 'embedded database, demo catalogue' };
      if (!options.tapOnly) await measureLoads(result, product, pages, options, log);
      if (!options.skipTap) {
        try {
          result.tap = await runTapSuite(product, pages, options, baseline, log);
        } catch (error) {
          log(`  first tap failed (${firstLine(error)})`);
          result.tap = { error: firstLine(error) };
        }
        if (baselineError) result.tap.baselineError = baselineError;
      }
      return result;
    } finally {
      await product.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** JS and image bytes, and Lighthouse (or its PerformanceObserver fallback). */
async function measureLoads(result, product, pages, options, log) {
  try {
    result.jsBytes = await measureJsBytes(product.url, pages);
  } catch (error) {
    result.jsBytes = { error: firstLine(error) };
  }
  try {
    result.imageBytes = await measureImageBytes(product.url, pages);
  } catch (error) {
    result.imageBytes = { error: firstLine(error) };
  }
  if (options.skipLighthouse) return;
  try {
    result.lighthouse = await runLighthouse(product.url, pages, options.lighthouseRuns, log);
  } catch (error) {
    const reason = firstLine(error);
    log(`  lighthouse failed (${reason}); falling back to PerformanceObserver`);
    result.lighthouse = { error: reason };
    result.vitals = await measureVitals(product.url, pages, options.lighthouseRuns);
  }
}
