// From the first paint to the first answered tap, and the elements the boot creates, on each
// server-painted page (first-tap.mjs), unthrottled and at 4x CPU, N cold loads each. With a
// baseline (`--baseline <git-rev>`, baseline-build.mjs) both builds run side by side on their
// own ports and data folders and their loads alternate (A B, then B A, ...) so the host's noise
// falls on both. A third set of loads, always, is the floor (react-floor.mjs): the same pages
// with React DOM alone hydrating them, so each figure can be read against what the host allows.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { startStealMeter } from './cpu-steal.mjs';
import { INTERVAL_MS, PHONE, measureBootElements, measureFirstTap } from './first-tap.mjs';
import { pagesOf } from './pages.mjs';
import { startReactFloor } from './react-floor.mjs';
import { ROOT, startProduct } from './server.mjs';
import { controlOf } from './tap-controls.mjs';
import { ANSWERED, ratioOf, summarizeLoads } from './tap-stats.mjs';

export const CPU_RATES = [1, 4];
/** How long one load may try before it counts as not answered, by CPU rate. */
const TIMEOUT_MS = { 1: 20_000, 4: 45_000 };

const load = () => loadavg().map((v) => Number(v.toFixed(2)));

const builtAt = (root) => {
  try {
    return statSync(join(root, 'shell', 'dist', 'index.html')).mtime.toISOString();
  } catch {
    return null;
  }
};

function measure(browser, build, page, cpuRate) {
  return measureFirstTap(browser, `${build.url}${page.path}`, controlOf(page.path), {
    cpuRate,
    timeoutMs: TIMEOUT_MS[cpuRate] ?? TIMEOUT_MS[4],
  });
}

const shown = (r) =>
  ANSWERED.includes(r.outcome)
    ? `${r.outcome === 'answered' ? 'tap' : 'link followed'} +${r.tapMs} ms after FCP ${r.fcpMs} ms` +
      (r.elements ? `, ${r.elements.createdPercent}% created` : '')
    : r.outcome;

/**
 * @param {{ name: string, url: string, pages: { path: string, label: string }[] }[]} builds
 *   the first is this checkout's; pages are matched by position (same labels)
 */
async function measureBuilds(builds, runs, log) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    // One load of each page per build, not kept: the api's first-paint cache and the browser's
    // font service are then as warm for the first measured load as for the last.
    for (const build of builds)
      for (const page of build.pages) await measure(browser, build, page, 1);
    const results = [];
    for (const [index, page] of builds[0].pages.entries()) {
      const row = { path: page.path, label: page.label, control: controlOf(page.path).label };
      row.rates = [];
      for (const cpuRate of CPU_RATES) {
        const steal = startStealMeter();
        const loads = builds.map(() => []);
        for (let run = 0; run < runs; run += 1) {
          const order = builds.map((_, k) => k);
          if (run % 2 === 1) order.reverse();
          for (const k of order) {
            const target = builds[k].pages[index];
            if (!target) continue;
            const result = await measure(browser, builds[k], target, cpuRate);
            // A tap that left the page (a painted link followed) saw none of the boot: its
            // elements come from a load of the page without clicks (the floor's do not matter).
            if (
              !builds[k].floor &&
              !result.elements &&
              result.outcome === 'answered by the browser'
            ) {
              result.elements = await measureBootElements(
                browser,
                `${builds[k].url}${target.path}`,
                {
                  cpuRate,
                  timeoutMs: TIMEOUT_MS[cpuRate] ?? TIMEOUT_MS[4],
                },
              );
            }
            loads[k].push(result);
            log(
              `  tap ${target.path} ${cpuRate}x ${builds[k].name} ${run + 1}/${runs}: ${shown(result)}`,
            );
          }
        }
        const summaries = builds.map((build, k) => ({
          build: build.name,
          path: build.pages[index]?.path ?? null,
          ...summarizeLoads(loads[k]),
        }));
        const current = summaries[0];
        const baseline = summaries.find((_, k) => k > 0 && !builds[k].floor);
        const floor = summaries.find((_, k) => builds[k].floor);
        row.rates.push({
          cpuRate,
          stealPercent: steal(),
          builds: summaries,
          ...(floor && {
            floor,
            overFloor: ratioOf(current.median.tapMs, floor.median.tapMs),
          }),
          ...(baseline && {
            ratio: {
              tapMs: ratioOf(current.median.tapMs, baseline.median.tapMs),
              tapFromNavigationMs: ratioOf(
                current.median.tapFromNavigationMs,
                baseline.median.tapFromNavigationMs,
              ),
              fcpMs: ratioOf(current.median.fcpMs, baseline.median.fcpMs),
              createdPercent: ratioOf(
                current.elements.createdPercent,
                baseline.elements.createdPercent,
              ),
            },
          }),
        });
      }
      results.push(row);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * @param {{ url: string }} product this checkout's product, already started
 * @param {{ path: string, label: string }[]} pages
 * @param {{ tapRuns: number }} options
 * @param {Awaited<ReturnType<typeof import('./baseline-build.mjs').prepareBaseline>> | null} baseline
 *   a built worktree, or null
 */
export async function runTapSuite(product, pages, options, baseline, log) {
  const builds = [{ name: 'this checkout', url: product.url, pages, builtAt: builtAt(ROOT) }];
  const info = {
    runs: options.tapRuns,
    cpuRates: CPU_RATES,
    intervalMs: INTERVAL_MS,
    viewport: PHONE,
    loadAtStart: load(),
  };
  let second = null;
  let dataDir = null;
  let floor = null;
  try {
    if (baseline) {
      dataDir = mkdtempSync(join(tmpdir(), 'reluxe-bench-baseline-'));
      second = await startProduct({ dataDir, root: baseline.dir });
      builds.push({
        name: `baseline ${baseline.rev}`,
        url: second.url,
        pages: await pagesOf(second.url),
        builtAt: builtAt(baseline.dir),
      });
      info.baseline = {
        rev: baseline.rev,
        commit: baseline.commit,
        install: baseline.install,
        buildSeconds: baseline.buildSeconds,
        reused: baseline.reused,
      };
    }
    try {
      floor = await startReactFloor(
        product.url,
        pages.map((p) => p.path),
      );
      builds.push({ name: 'React DOM floor', url: floor.url, pages, floor: true });
    } catch (error) {
      info.floorError = error instanceof Error ? error.message : String(error);
    }
    log(`front end, first tap: ${builds.map((b) => `${b.name} at ${b.url}`).join(', ')}`);
    const results = await measureBuilds(builds, options.tapRuns, log);
    return {
      ...info,
      builds: builds.map((b) => ({ name: b.name, builtAt: b.builtAt ?? null })),
      results,
      loadAtEnd: load(),
    };
  } finally {
    await floor?.stop();
    await second?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
