// How an API row compares with the same row on the baseline revision (`--baseline`): the ratio of
// req/s (this / baseline), one per pair of slices, and whether the row is flagged as slower.
import { round } from './stats.mjs';

/** A row whose req/s is below this share of its baseline's is flagged (more than 10% slower). */
export const SLOWER_BELOW = 0.9;
/** Rows that are not the product's code: the bare route's ratio is the run's noise, not a change. */
const NOT_JUDGED = new Set(['bare']);

/**
 * Why two list answers are not the same work (other items: a filter or a parameter the baseline
 * ignored), or undefined. Such a row's ratio is shown but not judged.
 */
function otherItems(current, baseline) {
  if (!current || !baseline) return undefined;
  if (current.length !== baseline.length)
    return `the baseline answers ${baseline.length} items, this revision ${current.length}`;
  // As sets: another order of the same items is the same work.
  const theirs = new Set(baseline);
  const other = current.filter((id) => !theirs.has(id)).length;
  return other
    ? `the baseline answers other items (${other} of ${current.length} differ)`
    : undefined;
}

/**
 * @param {string} id the row
 * @param {{ reqPerSec: number, slices: number[] }} current this revision's figures
 * @param {{ reqPerSec: number, slices: number[] }} baseline the baseline's, loaded in turn
 * @param {{ ids?: unknown[] } | undefined} currentAnswer what this revision answered the probe
 * @param {{ ids?: unknown[] } | undefined} baselineAnswer what the baseline answered it
 */
export function compare(id, current, baseline, currentAnswer, baselineAnswer) {
  const ratio = baseline.reqPerSec > 0 ? round(current.reqPerSec / baseline.reqPerSec, 2) : null;
  const sliceRatios = current.slices.map((s, i) =>
    baseline.slices[i] > 0 ? round(s / baseline.slices[i], 2) : null,
  );
  const differs = otherItems(currentAnswer?.ids, baselineAnswer?.ids);
  const judged = !NOT_JUDGED.has(id) && !differs && ratio !== null;
  // The server's CPU per answer, this / baseline (above 1: this revision does more per request).
  const cpuRatio =
    current.cpuUsPerAnswer && baseline.cpuUsPerAnswer
      ? round(current.cpuUsPerAnswer / baseline.cpuUsPerAnswer, 2)
      : null;
  return { ratio, sliceRatios, cpuRatio, differs, judged, slower: judged && ratio < SLOWER_BELOW };
}

/**
 * How far the bare route (the same code on both sides) came out from 1 in each run: a run whose
 * noise is over the flag's margin cannot tell a 10% change from the host's.
 */
export function noiseOf(api) {
  return comparedRows(api)
    .filter((r) => r.entry.id === 'bare')
    .map((r) => ({ ...r, tooNoisy: Math.abs(1 - r.ratio) > 1 - SLOWER_BELOW }));
}

/** Every compared row of the API suite's runs, with the run it belongs to. */
export function comparedRows(api) {
  return (api?.runs ?? []).flatMap((run) =>
    run.endpoints
      .filter((e) => e.comparison)
      .map((e) => ({ kind: run.kind, size: run.size, entry: e, ...e.comparison })),
  );
}

export const whereOf = ({ kind, size }) =>
  `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${size.toLocaleString('en')}`;
