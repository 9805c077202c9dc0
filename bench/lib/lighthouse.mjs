// Lighthouse (mobile preset, the package's default config) on storefront pages in Debian's
// Chromium: category scores and LCP / CLS / TBT, median of several runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { startStealMeter } from './cpu-steal.mjs';
import { serveEmptyPage } from './empty-page.mjs';
import { median, round } from './stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The floors need only the load's timings: no accessibility, best-practices or SEO audits. */
const FLOOR_CATEGORIES = ['performance'];

/**
 * Every script of the product (`main.js?<hash>`, hashed chunks, remote entries). Blocked, a page
 * is measured as served: its HTML, styles and images, none of the boot's work.
 */
const SCRIPT_URLS = ['*.js', '*.js?*'];

/**
 * One Lighthouse run. `throttlingMethod` 'simulate' (the preset's, what the targets are judged
 * on) estimates the slow-4G / 4x-CPU load from an unthrottled one; 'devtools' applies the same
 * throttling to the real load (a cross-check: on localhost every file arrives within ~0.2 s, and
 * the simulation counts everything that arrived before the first paint as needed for it).
 */
async function runOnce(url, port, throttlingMethod = 'simulate', floor = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: floor.categories ?? CATEGORIES,
    throttlingMethod,
    blockedUrlPatterns: floor.blockedUrlPatterns ?? [],
  });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  const score = (id) => (categories[id]?.score == null ? NaN : categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    opportunities: topOpportunities(audits),
    // Lighthouse's measure of this machine's CPU speed (higher is faster): the 4x slowdown is
    // applied to it, so the same page scores worse on a slower machine.
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * Lighthouse's own advice when its trace of a load comes out broken (NO_NAVSTART, NO_FCP...) is
 * to run it again; one such run in a few dozen must not cost the whole front-end part.
 */
const ATTEMPTS = 3;

async function runWithRetries(url, port, throttlingMethod, log, floor) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port, throttlingMethod, floor);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`  lighthouse ${url}: ${error.message.split('\n')[0]}; running it again`);
    }
  }
}

/** The three audits that would save the most time, as 'title (~N ms)'. */
function topOpportunities(audits) {
  return Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 0.9)
    .map((a) => ({ title: a.title, ms: a.details.overallSavingsMs ?? 0 }))
    .filter((a) => a.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((a) => `${a.title} (~${Math.round(a.ms)} ms)`);
}

/** Median of each metric over the runs. */
function medians(runs) {
  const keys = Object.keys(runs[0]).filter((k) => k !== 'opportunities');
  return Object.fromEntries(
    keys.map((k) => [k, round(median(runs.map((r) => r[k])), k === 'cls' ? 3 : 0)]),
  );
}

/** A floor's load-time figures over `runs` simulated runs: medians, and every run's. */
async function floorTimings(url, port, runs, log, blockedUrlPatterns = []) {
  const floor = { categories: FLOOR_CATEGORIES, blockedUrlPatterns };
  const all = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await runWithRetries(url, port, 'simulate', log, floor);
    all.push({ fcpMs: run.fcpMs, lcpMs: run.lcpMs, tbtMs: run.tbtMs });
  }
  return { runs: all.length, median: medians(all), all };
}

/**
 * @param {string} baseUrl
 * @param {{ path: string, label: string }[]} pages
 * @param {number} runs per page
 */
export async function runLighthouse(baseUrl, pages, runs, log) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const emptyPage = await serveEmptyPage();
  try {
    // The floors TBT is read against: the browser's own cost on an empty page, then (per page
    // below) the page as served with its scripts blocked.
    const empty = await floorTimings(emptyPage.url, chrome.port, runs, log);
    log(`  lighthouse empty page: TBT ${empty.median.tbtMs} ms`);
    const results = [];
    for (const page of pages) {
      const all = [];
      const steal = startStealMeter();
      for (let i = 0; i < runs; i += 1) {
        all.push(await runWithRetries(`${baseUrl}${page.path}`, chrome.port, 'simulate', log));
        log(
          `  lighthouse ${page.path} run ${i + 1}/${runs}: perf ${Math.round(all.at(-1).performance)}`,
        );
      }
      const opportunities = all[0].opportunities;
      const applied = await runWithRetries(`${baseUrl}${page.path}`, chrome.port, 'devtools', log);
      log(`  lighthouse ${page.path} with applied throttling: LCP ${Math.round(applied.lcpMs)} ms`);
      const devtools = { lcpMs: round(applied.lcpMs, 0), tbtMs: round(applied.tbtMs, 0) };
      const withoutScripts = await floorTimings(
        `${baseUrl}${page.path}`,
        chrome.port,
        runs,
        log,
        SCRIPT_URLS,
      );
      log(`  lighthouse ${page.path} without scripts: TBT ${withoutScripts.median.tbtMs} ms`);
      results.push({
        ...page,
        runs: all.length,
        median: medians(all),
        opportunities,
        all,
        stealPercent: steal(),
        devtools,
        withoutScripts,
      });
    }
    return { tool: 'lighthouse', version: await lighthouseVersion(), results, empty };
  } finally {
    await chrome.kill();
    await emptyPage.close();
  }
}

async function lighthouseVersion() {
  const { createRequire } = await import('node:module');
  return createRequire(import.meta.url)('lighthouse/package.json').version;
}
