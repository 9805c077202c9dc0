// The report's section for the first answered tap and the boot-created elements (tap-suite.mjs).

const ms = (value) => (value === null || value === undefined ? '-' : `${value} ms`);
const pct = (value) => (value === null || value === undefined ? '-' : `${value}%`);
const times = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(2)}x`);

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** '520 ms (480-610)', or 'not answered' when the median load missed. */
function tap(summary) {
  if (!summary) return '-';
  const spread = summary.tapRange ? ` (${summary.tapRange[0]}-${summary.tapRange[1]})` : '';
  return summary.median.tapMs === null
    ? `not answered${spread}`
    : `${summary.median.tapMs} ms${spread}`;
}

function answered(summary) {
  if (!summary) return '-';
  const misses = Object.entries(summary.misses)
    .map(([outcome, n]) => `${n} ${outcome}`)
    .join(', ');
  return `${summary.answered}/${summary.runs}${misses ? ` (${misses})` : ''}`;
}

const elements = (summary) =>
  summary?.elements.createdPercent == null
    ? '-'
    : `${summary.elements.createdPercent}% (${summary.elements.created} / ${summary.elements.total})`;

function singleRows(results) {
  return results.flatMap((r) =>
    r.rates.map((rate) => {
      const s = rate.builds[0];
      return [
        `\`${r.path}\``,
        r.control,
        `${rate.cpuRate}x`,
        ms(s.median.fcpMs),
        tap(s),
        tap(rate.floor),
        times(rate.overFloor),
        ms(s.median.tapFromNavigationMs),
        ms(s.median.handledMs),
        answered(s),
        ms(s.median.reactionMs),
        elements(s),
        pct(rate.stealPercent),
      ];
    }),
  );
}

function sideBySideRows(results) {
  return results.flatMap((r) =>
    r.rates.map((rate) => {
      const [a, b] = rate.builds;
      return [
        `\`${r.path}\``,
        `${rate.cpuRate}x`,
        `${ms(a.median.fcpMs)} / ${ms(b?.median.fcpMs)}`,
        tap(a),
        tap(b),
        `**${times(rate.ratio?.tapMs)}** / ${times(rate.ratio?.tapFromNavigationMs)}`,
        tap(rate.floor),
        times(rate.overFloor),
        `${answered(a)} / ${answered(b)}`,
        `${elements(a)} / ${elements(b)}`,
        pct(rate.stealPercent),
      ];
    }),
  );
}

export function tapSection(tapResult, machine) {
  if (!tapResult) return '';
  const title = '### From paint to the first answered tap';
  if (tapResult.error) return `${title}\n\nNot measured: ${tapResult.error}`;
  const { viewport, deviceScaleFactor } = tapResult.viewport;
  const baseline = tapResult.baseline;
  const method = `Debian's Chromium, ${viewport.width} x ${viewport.height} at ${deviceScaleFactor}, ${tapResult.runs} cold load(s) per page, build and CPU rate (a new
browser context each: empty cache and storage, its own renderer process), unthrottled (1x) and
with the CPU slowed 4x (CDP \`Emulation.setCPUThrottlingRate\`); no network throttling. From the
navigation, the page's main control is clicked with real mouse input every ${tapResult.intervalMs} ms once it is
painted; a click is answered when, while it is dispatched, the URL changes in the same document,
the app's Redux store receives an action or the DOM changes (\`bench/lib/tap-probe.mjs\`), and the
reaction then shows; a painted link the browser follows as a plain link to its page is answered
too (by the browser), its reaction that page rendered in the new document. "First answered tap"
is that click's time after FCP (PerformanceObserver
'paint'), median over the loads with the range, and the same tap from the navigation's start
(free of FCP's own spread); "handled" is when its handlers ran, after FCP (later by the input
delay of a busy main thread); "reaction" is the time from the tap to the reaction on screen (the
next page rendered in the same document, or the login dialog open).
A load whose clicks were never answered (time-out; a document navigation elsewhere; or a reaction
that no click showed a sign of while dispatched) ranks after every answered one.
"Boot-created elements": elements that scripts added to the page (the body) after the HTML's
parse, up to the answered tap (or the end of the attempt), as a share of the page's elements then
(a MutationObserver installed before any page script); 100% means the boot made the page's whole
element count again.
"React DOM floor" is the same tap on the same pages, served by this checkout's api through a
proxy that swaps the boot (\`main.js\`) for React DOM alone hydrating the painted page, with one
handler on 'Add to Cart' (\`bench/lib/react-floor.mjs\`): what the host allows a React page,
before any federation, router, store or styles. Its loads alternate with the others'; "this /
floor" is the ratio of the medians.`;
  const floorNote = tapResult.floorError
    ? `\n\nReact DOM floor not measured: ${tapResult.floorError}`
    : '';
  const host = `Load average ${tapResult.loadAtStart.join(' / ')} at the start of these loads, ${tapResult.loadAtEnd.join(' / ')} at the end, on ${machine.cpus} cores.`;
  if (!baseline) {
    const header = ['page', 'main control', 'CPU', 'FCP', 'first answered tap after FCP (runs)'];
    header.push(
      'React DOM floor',
      'this / floor',
      'same, from navigation',
      'handled',
      'answered',
      'reaction',
    );
    header.push('boot-created elements', 'CPU steal');
    return `${title}\n\n${method}\n\n${host}\n\n${table(header, singleRows(tapResult.results))}${
      tapResult.baselineError ? `\n\nBaseline not measured: ${tapResult.baselineError}` : ''
    }${floorNote}`;
  }
  const controls = tapResult.results.map((r) => `\`${r.path}\` ${r.control}`).join('; ');
  const builds = `This checkout's build (\`shell/dist\` of ${tapResult.builds[0].builtAt ?? '?'}) against
\`${baseline.rev}\` (${baseline.commit.slice(0, 7)}), built in a temporary git worktree (${
    baseline.reused ? 'a kept build, reused' : `${baseline.install}, ${baseline.buildSeconds} s`
  }) and served by its own api on its own port and data folder; loads alternated A B, B A, ... The
ratio is this build / baseline (below 1: this build answers sooner). Controls: ${controls}.`;
  const header = ['page', 'CPU', 'FCP (this / baseline)', 'first answered tap: this build'];
  header.push('baseline', 'ratio (after FCP / from navigation)', 'React DOM floor', 'this / floor');
  header.push('answered');
  header.push('boot-created elements (this / baseline)');
  header.push('CPU steal');
  return `${title} (side by side)\n\n${method}\n\n${builds}\n\n${host}\n\n${table(
    header,
    sideBySideRows(tapResult.results),
  )}${floorNote}`;
}
