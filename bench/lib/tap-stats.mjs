// Medians over the cold loads of one page, one build and one CPU rate (first-tap.mjs results).
// A load whose tap was never answered (time-out, a document navigation elsewhere, no visible
// reaction) ranks after every answered one: it is a miss, not a missing value, so with 5 loads
// the median is "not answered" once 3 of them missed. A painted link followed by the browser to
// its page is answered.
import { median, round } from './stats.mjs';

/** Median (nearest rank, as stats.median) with null values ranked last; null if it lands on one. */
export function medianMissesLast(values) {
  if (values.length === 0) return null;
  const ranked = values.map((v) => (v === null || v === undefined ? Infinity : v));
  const value = median(ranked);
  return Number.isFinite(value) ? value : null;
}

const finite = (values) => values.filter(Number.isFinite);

function range(values) {
  const known = finite(values);
  return known.length ? [Math.min(...known), Math.max(...known)] : null;
}

/** The outcomes of a tap that was answered: in-app, or a painted link followed to its page. */
export const ANSWERED = ['answered', 'answered by the browser'];

/** @param {ReturnType<typeof import('./first-tap.mjs').measureFirstTap>[]} loads (awaited) */
export function summarizeLoads(loads) {
  const isAnswered = (load) => ANSWERED.includes(load.outcome);
  const answered = loads.filter(isAnswered);
  const misses = {};
  for (const load of loads)
    if (!isAnswered(load)) misses[load.outcome] = (misses[load.outcome] ?? 0) + 1;
  const of = (key) => loads.map((l) => l[key]);
  const known = (key) => {
    const values = finite(of(key));
    return values.length ? round(median(values), 0) : null;
  };
  const elementOf = (key) => loads.map((l) => l.elements?.[key] ?? null);
  const elementMedian = (key, digits) => {
    const values = finite(elementOf(key));
    return values.length ? round(median(values), digits) : null;
  };
  return {
    runs: loads.length,
    answered: answered.length,
    misses,
    median: {
      fcpMs: known('fcpMs'),
      tapMs: medianMissesLast(of('tapMs')),
      tapFromNavigationMs: medianMissesLast(of('tapFromNavigationMs')),
      handledMs: medianMissesLast(of('handledMs')),
      inputDelayMs: known('inputDelayMs'),
      reactionMs: known('reactionMs'),
      lastMissMs: known('lastMissMs'),
      clicks: known('clicks'),
    },
    tapRange: range(of('tapMs')),
    elements: {
      parsed: elementMedian('parsed', 0),
      created: elementMedian('created', 0),
      total: elementMedian('total', 0),
      fromScripts: elementMedian('fromScripts', 0),
      createdPercent: elementMedian('createdPercent', 1),
    },
    all: loads,
  };
}

/** this / baseline, two decimals; null unless both are known and the baseline is above 0. */
export function ratioOf(value, baseline) {
  return value === null || baseline === null || !(baseline > 0) ? null : round(value / baseline, 2);
}
