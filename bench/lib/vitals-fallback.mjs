/* global window */
// Fallback when Lighthouse cannot run: LCP, CLS and TBT measured in the page itself with
// PerformanceObserver (playwright-core in the same Chromium, no throttling), median of N loads.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { median, round } from './stats.mjs';

const OBSERVE = () => {
  window.__vitals = { lcp: 0, cls: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.tbt += Math.max(0, e.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
};

export async function measureVitals(baseUrl, pages, runs) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const results = [];
    for (const page of pages) {
      const all = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const tab = await context.newPage();
        await tab.addInitScript(OBSERVE);
        await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(1000);
        all.push(await tab.evaluate(() => window.__vitals));
        await context.close();
      }
      const m = (k, digits) => round(median(all.map((v) => v[k])), digits);
      results.push({
        ...page,
        runs,
        median: { lcpMs: m('lcp', 0), cls: m('cls', 3), tbtMs: m('tbt', 0) },
      });
    }
    return { tool: 'PerformanceObserver (fallback)', results };
  } finally {
    await browser.close();
  }
}
