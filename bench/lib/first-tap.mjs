/* global window, document */
// One cold load of a page in a fresh browser context (empty HTTP cache and storage, its own
// renderer process), on a phone's viewport, optionally with the CPU slowed down through CDP
// (Emulation.setCPUThrottlingRate, as Lighthouse's devtools throttling does). From the navigation
// on, the page's main control is clicked with real mouse input (page.mouse: pressed and released
// through the browser's input pipeline, so a busy main thread holds the click as it would hold a
// tap) every INTERVAL_MS once it is painted, until the page answers one in-app (tap-probe.mjs).
//
// Rule for a full document navigation: a painted link that the browser follows as a plain link
// to its own address is answered, by the browser ('answered by the browser'): the tap is the
// first click's time, the reaction the link's page rendered in the new document. Any other
// document navigation, a load that times out, or one whose reaction shows with no click having
// answered while dispatched, counts as not answered.
import { installTapProbe } from './tap-probe.mjs';
import { locateControl, reacted } from './tap-controls.mjs';
import { round, sleep } from './stats.mjs';

/** Time between the starts of two click attempts (each attempt also waits for the page). */
export const INTERVAL_MS = 25;
/** Lighthouse's mobile preset (moto g power): 412 x 823 CSS pixels at 1.75. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const REACTION_TIMEOUT_MS = 15_000;

function readProbe() {
  const probe = window.__tapProbe;
  if (!probe) return null;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    documentId: probe.documentId,
    fcpMs: fcp ? fcp.startTime : null,
    parseEndMs: probe.parseEndMs,
    answer: probe.answer,
    clicks: probe.clicks.map((c) => ({ atMs: c.atMs, target: c.target })),
    now: { parsed: probe.parsed, created: probe.created, ...probe.census() },
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ kind: string }} control from tap-controls.mjs
 * @param {{ cpuRate: number, timeoutMs: number }} options
 */
/** A new phone context (cold cache) with the probe installed and the CPU slowed `cpuRate` times. */
async function openPhonePage(browser, cpuRate) {
  const context = await browser.newContext({ ...PHONE, isMobile: true, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(installTapProbe);
  if (cpuRate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  return { context, page };
}

export async function measureFirstTap(browser, url, control, { cpuRate, timeoutMs }) {
  const { context, page } = await openPhonePage(browser, cpuRate);
  try {
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });

    let outcome = 'not answered';
    let firstDocument = null;
    let expectedHref = null;
    let attempts = 0;
    /** The first click given, in the document that was clicked: { atMs, fcpMs, timeOrigin }. */
    let firstClick = null;
    while (Date.now() - started < timeoutMs) {
      const attemptStart = Date.now();
      // The page may be between documents: an evaluation then fails, and is tried again.
      const state = await page
        .evaluate(locateControl, { kind: control.kind, href: expectedHref })
        .catch(() => null);
      if (documents > 1 || (state && firstDocument && state.documentId !== firstDocument)) {
        outcome = 'document-navigation';
        break;
      }
      firstDocument ??= state?.documentId ?? null;
      if (state?.answered) {
        outcome = 'answered';
        break;
      }
      // The reaction came, but no click showed a sign of it while dispatched: the page answers
      // in a way the probe cannot attribute to one click. Not counted; the report says so.
      if (state?.reacted) {
        outcome = 'reaction without a synchronous sign';
        break;
      }
      if (state?.point && state.fcpMs !== null) {
        expectedHref = state.href ?? expectedHref;
        firstClick ??= { atMs: state.nowMs, fcpMs: state.fcpMs, timeOrigin: state.timeOrigin };
        await page.mouse.click(state.point.x, state.point.y).catch(() => undefined);
        attempts += 1;
      }
      await sleep(Math.max(0, INTERVAL_MS - (Date.now() - attemptStart)));
    }

    if (outcome === 'document-navigation' && expectedHref && firstClick) {
      const browser = await answeredByTheBrowser(page, control, expectedHref, firstClick);
      if (browser) return { ...summarize(null, outcome, attempts, null, documents), ...browser };
    }

    let reactionMs = null;
    if (outcome === 'answered') {
      // The reaction a shopper sees: the route's URL in the same document, or the open dialog.
      const shown = await page
        .waitForFunction(
          reacted,
          { kind: control.kind, href: expectedHref },
          {
            timeout: REACTION_TIMEOUT_MS,
          },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      if (documents > 1) outcome = 'document-navigation';
      else if (shown === null) outcome = 'no visible reaction';
      else reactionMs = shown;
    }
    const probe = await page.evaluate(readProbe).catch(() => null);
    return summarize(probe, outcome, attempts, reactionMs, documents);
  } finally {
    await context.close();
  }
}

/**
 * The link's page in the new document, when the clicked link was followed to its own address:
 * the tap and its reaction, timed across the two documents by their time origins.
 */
async function answeredByTheBrowser(page, control, href, click) {
  const at = await page
    .waitForFunction(reacted, { kind: control.kind, href }, { timeout: REACTION_TIMEOUT_MS })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  const timeOrigin = at && (await page.evaluate(() => performance.timeOrigin).catch(() => null));
  if (!at || !timeOrigin) return null;
  return {
    outcome: 'answered by the browser',
    fcpMs: round(click.fcpMs, 0),
    tapMs: round(click.atMs - click.fcpMs, 0),
    tapFromNavigationMs: round(click.atMs, 0),
    reactionMs: round(timeOrigin + at - (click.timeOrigin + click.atMs), 0),
  };
}

function summarize(loaded, outcome, attempts, reactionAt, documents) {
  // After a document navigation the probe read is the new document's: nothing to report from it.
  const probe = outcome === 'document-navigation' ? null : loaded;
  const fcpMs = probe?.fcpMs ?? null;
  const answer = outcome === 'answered' || outcome === 'no visible reaction' ? probe?.answer : null;
  const ok = outcome === 'answered' && answer && fcpMs !== null;
  const misses = probe?.clicks.filter((c) => !answer || c.atMs < answer.atMs) ?? [];
  // The boot's elements: at the answered click, or (no answer) at the end of the attempt.
  const at = answer ?? probe?.now;
  const elements = at
    ? {
        at: answer ? 'answered click' : 'end of the attempt',
        parsed: at.parsed,
        created: at.created,
        total: at.total,
        fromScripts: at.fromScripts,
        createdPercent: at.total ? round((100 * at.created) / at.total, 1) : null,
      }
    : null;
  return {
    outcome,
    fcpMs: round(fcpMs, 0),
    // The tap that was answered, from FCP: when it was given (the click's event time), and when
    // the page ran its handlers (later by the input delay of a busy main thread).
    tapMs: ok ? round(answer.atMs - fcpMs, 0) : null,
    handledMs: ok ? round(answer.startMs - fcpMs, 0) : null,
    // The same tap from the navigation's start (free of FCP's own spread).
    tapFromNavigationMs: ok ? round(answer.atMs, 0) : null,
    inputDelayMs: ok ? round(answer.startMs - answer.atMs, 0) : null,
    // The reaction on screen (route's URL, open dialog), from the answered tap.
    reactionMs: ok && reactionAt !== null ? round(reactionAt - answer.atMs, 0) : null,
    // What showed the answer while the click was dispatched.
    answeredBy: answer ? ['urlChanged', 'dispatched', 'mutated'].filter((k) => answer[k]) : [],
    lastMissMs: misses.length && fcpMs !== null ? round(misses.at(-1).atMs - fcpMs, 0) : null,
    firstClickMs:
      probe?.clicks.length && fcpMs !== null ? round(probe.clicks[0].atMs - fcpMs, 0) : null,
    clicks: probe?.clicks.length ?? attempts,
    missedTargets: [...new Set(misses.map((c) => c.target))],
    documents,
    elements,
  };
}

/** In the page: whether the boot has made the page live, its search box mounted. */
function bootedPage() {
  const live = document.querySelector('header[data-viewport]:not([data-viewport="all"])');
  const search = document.querySelector('header input[type="search"]:not([disabled])');
  return Boolean(live && search && !document.querySelector('[data-static-frame]'));
}

/**
 * One cold load without clicks, for a page whose taps leave it (a painted link the browser
 * follows): the elements the boot created once the page is live and its search box mounted.
 */
export async function measureBootElements(browser, url, { cpuRate, timeoutMs }) {
  const { context, page } = await openPhonePage(browser, cpuRate);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(bootedPage, undefined, { timeout: timeoutMs });
    const probe = await page.evaluate(readProbe);
    return summarize(probe, 'booted', 0, null, 1).elements;
  } catch {
    return null;
  } finally {
    await context.close();
  }
}
