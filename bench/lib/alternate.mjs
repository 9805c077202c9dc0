// Loads the sides of one row in turn (this api and the baseline's, /api/health and the bare
// Fastify route): each warmed up, then its load cut into slices run in a palindrome (A B B A,
// A B C D D C B A), so a drift or a burst of the host's other work hits every side alike.
import { loadRaw, rate, summarize } from './load.mjs';
import { percentile } from './stats.mjs';

export const WARM_UP_SECONDS = 1;
/**
 * Slices per side: as many as fit, an even number from 2 to 10, so that the palindrome pairs up
 * whole (A B B A: each side's mean position is the same). A row with one side: one load.
 */
const MAX_SLICES = 10;
/**
 * A slice lasts at least 1 s and 20 times the row's slowest warm-up p50: the answers cut off in
 * flight at its end (half a request per connection) then cost under 3% of it.
 */
export function sliceSecondsFor(p50Ms) {
  return Math.max(1, Number.isFinite(p50Ms) ? (20 * p50Ms) / 1000 : Infinity);
}

export const slicesFor = (duration, sliceSeconds) =>
  Math.min(MAX_SLICES, Math.max(2, 2 * Math.floor(duration / sliceSeconds / 2)));

/**
 * @typedef {{ key: string, url: string, pid: number,
 *   endpoint: import('./endpoints.mjs').Endpoint }} Side
 * @param {Side[]} sides
 * @param {{ duration: number }} options duration: seconds of measured load per side
 * @returns {Promise<Record<string, ReturnType<typeof summarize> & { slices: number[] }>>}
 *   each side's figures by key, with the req/s of each of its slices in the order run
 */
export async function loadAlternated(sides, { duration }) {
  const warm = [];
  for (const side of sides)
    warm.push(await loadRaw(side.url, side.endpoint, { duration: WARM_UP_SECONDS, pid: side.pid }));
  const p50 = Math.max(...warm.map((w) => percentile(w.latencies, 50)));
  const slices = sides.length > 1 ? slicesFor(duration, sliceSecondsFor(p50)) : 1;
  const order = [];
  for (let i = 0; i < slices; i += 1) order.push(...(i % 2 ? [...sides].reverse() : sides));
  const raws = Object.fromEntries(sides.map((side) => [side.key, []]));
  for (const side of order) {
    const options = { duration: duration / slices, pid: side.pid };
    raws[side.key].push(await loadRaw(side.url, side.endpoint, options));
  }
  return Object.fromEntries(
    sides.map((side) => [
      side.key,
      { ...summarize(raws[side.key]), slices: raws[side.key].map(rate) },
    ]),
  );
}
