// Renders the bench result as Markdown (report.md); report.json is the same object as JSON.
import { comparedRows, noiseOf, SLOWER_BELOW, whereOf } from './baseline-compare.mjs';
import { kb, mb, median, round } from './stats.mjs';
import { tapSection } from './tap-report.mjs';

const percent = (value) => (value === null || value === undefined ? '-' : `${value}%`);

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (r) => `| ${r.map((c) => (c === undefined || c === null ? '-' : c)).join(' | ')} |`,
    ),
  ].join('\n');

function header(result) {
  const { machine, options } = result;
  return `# Reluxe benchmark report

Measured ${result.startedAt} on commit \`${machine.commit}\`, ${machine.cpus} x ${machine.cpuModel}, ${mb(machine.memory)} MB RAM, Node ${machine.node}.

> **Read with the machine in mind.** Load average ${machine.loadAtStart.join(' / ')} (1/5/15 min)
> at the start, ${machine.loadAtEnd.join(' / ')} at the end (anything above ~1 means other work
> shared the cores). The load generator (autocannon) and the browser run on the same cores as the
> server, so absolute CPU-bound figures (req/s, TBT) are pessimistic; compare runs made on the
> same machine. CPU steal (time the host gave to other guests while this one wanted it, from
> \`/proc/stat\`) over the whole run: ${percent(machine.stealPercent)}; it is given per page and per
> endpoint below. Figures measured while it was high are the host's, not the code's.

Options: sizes ${options.sizes.join(', ')}; ${options.duration} s per endpoint at 50 connections;
Lighthouse ${options.skipLighthouse || options.skipFrontend || options.tapOnly ? 'skipped' : `${options.lighthouseRuns} run(s) per page`}; first tap ${options.skipTap || options.skipFrontend ? 'skipped' : `${options.tapRuns} load(s) per page and CPU rate${options.baseline ? `, beside \`${options.baseline}\`` : ''}`}${options.noBuild ? '; --no-build (the front end as built)' : ''}${options.quick ? '; --quick' : ''}${options.only ? `; --only ${options.only.join(',')}` : ''}. Took ${Math.round(result.seconds / 60)} min.`;
}

function targetsSection(targets) {
  return `## Targets

${table(
  ['target', 'goal', 'measured', 'where', 'status'],
  targets.map((t) => [
    t.name,
    `${t.op} ${t.target}${t.unit ? ` ${t.unit}` : ''}`,
    t.value === null ? '-' : `${t.value}${t.unit ? ` ${t.unit}` : ''}`,
    t.where,
    t.status === 'met' || t.status === 'not measured' ? t.status : `**${t.status}**`,
  ]),
)}`;
}

function vitalsSection(vitals) {
  if (!vitals) return '';
  const rows = vitals.results.map((r) => [
    r.path,
    `${r.median.lcpMs} ms`,
    r.median.cls,
    `${r.median.tbtMs} ms`,
  ]);
  return `Fallback: ${vitals.tool}, no throttling, median of ${vitals.results[0]?.runs} load(s):\n\n${table(['page', 'LCP', 'CLS', 'TBT (long tasks)'], rows)}`;
}

/** What TBT is read against: the empty page's, and each page's with its scripts blocked. */
function floorsParagraph(lh) {
  if (!lh.empty) return '';
  const e = lh.empty.median;
  return `TBT's floors in the same browser, median of ${lh.empty.runs} run(s) each: an empty page (a
heading and a line of text, no styles or scripts) ${e.tbtMs} ms (FCP ${e.fcpMs} ms), which is the
browser's and Lighthouse's own cost on this host; and each page as served with every script
blocked (\`blockedUrlPatterns\`, the column "TBT without scripts"), which is the cost of its HTML,
styles and images alone (parse, style, layout: on Linux the first layout's font lookups). What a
page's TBT adds above its floor is the boot's JavaScript and the live page it renders.`;
}

function lighthouseSection(lh, vitals) {
  if (!lh) return '';
  if (lh.error)
    return `### Lighthouse\n\nLighthouse could not run: ${lh.error}\n\n${vitalsSection(vitals)}`;
  const spread = (r, key) => {
    const values = (r.all ?? []).map((run) => Math.round(run[key]));
    return values.length > 1 ? ` (${Math.min(...values)}-${Math.max(...values)})` : '';
  };
  const rows = lh.results.map((r) => {
    const m = r.median;
    return [
      r.path,
      m.performance,
      m.accessibility,
      m.bestPractices,
      m.seo,
      m.fcpMs === undefined ? '-' : `${m.fcpMs} ms`,
      `${m.lcpMs} ms${spread(r, 'lcpMs')}`,
      m.cls,
      `${m.tbtMs} ms${spread(r, 'tbtMs')}`,
      r.withoutScripts
        ? `${r.withoutScripts.median.tbtMs} ms${spread(r.withoutScripts, 'tbtMs')}`
        : '-',
      percent(r.stealPercent),
    ];
  });
  const indexes = lh.results.flatMap((r) => (r.all ?? []).map((run) => run.benchmarkIndex));
  const benchmarkIndex = round(median(indexes.filter(Number.isFinite)), 0);
  const opportunities = lh.results
    .map(
      (r) =>
        `- \`${r.path}\`: ${r.opportunities?.length ? r.opportunities.join('; ') : 'none flagged'}`,
    )
    .join('\n');
  return `### Lighthouse ${lh.version} (mobile preset, simulated throttling, median of ${lh.results[0]?.runs} run(s))

${table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP (runs)', 'CLS', 'TBT (runs)', 'TBT without scripts (runs)', 'CPU steal'], rows)}

${floorsParagraph(lh)}

The simulated LCP cannot be lower than the simulated FCP. Lighthouse's BenchmarkIndex of this
machine (CPU speed; higher is faster): ${benchmarkIndex ?? 'not reported'}, median over the runs. The 4x CPU
slowdown applies to it, so CPU-bound figures (FCP, LCP, TBT) follow it from one machine to the next.

Cross-check, not a target: the same pages once with the throttling applied to the real load
(\`throttlingMethod: 'devtools'\`, same slow 4G and 4x CPU): ${lh.results
    .map((r) =>
      r.devtools ? `\`${r.path}\` LCP ${r.devtools.lcpMs} ms, TBT ${r.devtools.tbtMs} ms` : '',
    )
    .filter(Boolean)
    .join('; ')}.

Largest opportunities (first run):
${opportunities}`;
}

function jsBytesSection(jsBytes) {
  if (!jsBytes) return '';
  if (jsBytes.error) return `### JavaScript on first load\n\nNot measured: ${jsBytes.error}`;
  const packages = (r) =>
    Object.entries(r.byPackage)
      .map(([pkg, b]) => `${pkg} ${kb(b.gzip)} KB (${b.files} files)`)
      .join(', ');
  const rows = jsBytes.map((r) => [
    r.path,
    r.files,
    `${kb(r.wire)} KB (${r.encodings.join('/')})`,
    `${kb(r.raw)} KB`,
    `${kb(r.gzip)} KB`,
    packages(r),
    r.adminBytes,
  ]);
  const largest = jsBytes
    .map((r) => `- \`${r.path}\`: ${r.largest.map((f) => `${f.path} ${kb(f.gzip)} KB`).join(', ')}`)
    .join('\n');
  return `### JavaScript on first load (Chromium network log, cold cache)

${table(['route', 'JS files', 'over the wire', 'raw', 'gzip -9', 'gzip per package', 'mfe-admin bytes'], rows)}

Largest files (gzip -9):
${largest}`;
}

function imageBytesSection(imageBytes) {
  if (!imageBytes) return '';
  if (imageBytes.error) return `### Images on first load\n\nNot measured: ${imageBytes.error}`;
  const views = Object.keys(imageBytes[0]?.byViewport ?? {});
  const cell = (m) =>
    `${kb(m.bytes)} KB (${m.images} files, ${m.avif} AVIF) / ${kb(m.bytesWithoutSrcset)} KB`;
  const rows = imageBytes.map((r) => [r.path, ...views.map((view) => cell(r.byViewport[view]))]);
  return `### Images on first load (Chromium, cold cache)

Bytes of the images the first load shows, as the browser picked them from srcset, then (after
the slash) what the same images weigh by their \`src\`, as the markup without srcset loaded them.

${table(['route', ...views], rows)}`;
}

/** The baseline's cells of a row: its req/s, p50 and tail, and this / baseline. */
function baselineCells(e, run) {
  if (e.notInBaseline) return ['not in baseline', '', '', '', ''];
  const b = e.baseline;
  const c = e.comparison;
  if (!b || !c) return [run.baselineError ? 'not measured' : '-', '', '', '', ''];
  const tail = e.percentile === 95 ? `p95 ${b.p95} ms` : `p99 ${b.p99} ms`;
  const slices =
    c.sliceRatios.length > 1
      ? ` (${Math.min(...c.sliceRatios)}-${Math.max(...c.sliceRatios)})`
      : '';
  let shown = `${c.ratio}x${slices}`;
  if (c.slower) shown = `**${shown}, slower**`;
  else if (c.differs) shown += ', not judged';
  else if (e.id === 'bare') shown += ', noise';
  const cpu = `${e.cpuUsPerAnswer ?? '-'} / ${b.cpuUsPerAnswer ?? '-'} µs${c.cpuRatio ? ` (${c.cpuRatio}x)` : ''}`;
  return [b.reqPerSec, `${b.p50} ms`, tail, shown, cpu];
}

function apiRunSection(run) {
  const title = `### ${run.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'}, ${run.size.toLocaleString('en')} products`;
  if (run.error && run.endpoints.length === 0) return `${title}\n\nFailed: ${run.error}`;
  const ceiling = run.endpoints.find((e) => e.id === 'health')?.reqPerSec;
  const compared = Boolean(run.baseline || run.baselineError);
  const blank = compared ? ['', '', '', '', ''] : [''];
  const rows = run.endpoints.map((e) => {
    if (e.unavailable)
      return [e.label, 'not available', '', '', '', ...blank, '', '', e.unavailable];
    if (!e.requests)
      return [
        e.label,
        0,
        '-',
        '-',
        '0%',
        ...blank,
        '-',
        percent(e.stealPercent),
        `no answer completed during the run: every request took longer (${e.errors} errors)`,
      ];
    const tail = e.percentile === 95 ? `p95 ${e.p95} ms` : `p99 ${e.p99} ms`;
    const ratio = ceiling ? `${((100 * e.reqPerSec) / ceiling).toFixed(1)}%` : '-';
    const peak = `${mb(e.peakRss.api)} / ${mb(e.peakRss.children)} MB`;
    const notes = [
      e.non200 ? `${e.non200} non-200` : '',
      e.baseline?.non200 ? `baseline ${e.baseline.non200} non-200` : '',
      e.notInBaseline ? `baseline ${e.notInBaseline}` : '',
      e.comparison?.differs ?? '',
    ];
    return [
      e.label,
      e.reqPerSec,
      `${e.p50} ms`,
      tail,
      ratio,
      ...(compared ? baselineCells(e, run) : [`${e.cpuUsPerAnswer ?? '-'} µs`]),
      peak,
      percent(e.stealPercent),
      notes.filter(Boolean).join('; '),
    ];
  });
  const seeded = run.seedMs
    ? ` Seeded ${run.products?.toLocaleString('en')} products in ${(run.seedMs / 1000).toFixed(0)} s.`
    : '';
  const idle = run.idleRss
    ? ` Idle RSS: api ${mb(run.idleRss.api)} MB, PGlite process ${mb(run.idleRss.children)} MB.`
    : '';
  const load = run.loadAtStart
    ? ` Load average ${run.loadAtStart.join(' / ')} at the first row, ${run.loadAtEnd?.join(' / ') ?? '-'} after the last.`
    : '';
  const header = ['endpoint', 'req/s', 'p50', 'tail', 'of ceiling'];
  if (compared) {
    header.push('baseline req/s', 'baseline p50', 'baseline tail', 'this / baseline');
    header.push('server CPU per answer, this / baseline');
  } else header.push('server CPU per answer');
  header.push('peak RSS api / PGlite', 'CPU steal', 'notes');
  const baseline = run.baselineError ? ` Baseline not measured: ${run.baselineError}.` : '';
  return `${title}

${table(header, rows)}
${seeded}${idle}${load}${baseline}${run.error ? ` Error: ${run.error}` : ''}`;
}

/** How the baseline's api was run beside this one, and what its ratios mean. */
function apiBaselineParagraph(api, cores) {
  if (api.baselineError) return `\nBaseline not measured: ${api.baselineError}.\n`;
  const b = api.baseline;
  if (!b) return '';
  // The 1-minute load average around the rows: above the cores, others' work took turns with ours.
  const loads = api.runs
    .flatMap((r) => [r.loadAtStart?.[0], r.loadAtEnd?.[0]])
    .filter(Number.isFinite);
  const busy =
    loads.length && Math.max(...loads) > cores
      ? ` The host was busy (load average up to ${Math.max(...loads)} on ${cores} cores): ratios of one commit against itself swing by 20% and more on such a host, so read a flag with its slices' range and its CPU per answer.`
      : '';
  const rows = comparedRows(api);
  const slower = rows.filter((r) => r.slower);
  const list = slower.map((r) => `\`${r.entry.id}\` (${whereOf(r)}) ${r.ratio}x`).join(', ');
  const noisy = noiseOf(api);
  const noise = noisy.map((r) => `${r.ratio}x (${whereOf(r)})`).join(', ');
  const doubt = noisy.some((r) => r.tooNoisy)
    ? ' **That is more than the 10% margin: here a flag holds only where the CPU per answer rose too.**'
    : '';
  return `
**Against \`${b.rev}\`**${b.commit.startsWith(b.rev) ? '' : ` (${b.commit.slice(0, 7)})`}: its api runs from a temporary git worktree
(${b.reused ? 'a kept one, reused' : `${b.install}, ${b.seconds} s`}) on the same seeded database
(PostgreSQL: the one database; PGlite: a copy of the seeded folder), its migrator finding the newer
migrations applied. Each row loads this api and the baseline's in turn: a 1 s warm-up each, then
2-10 slices each (at least 1 s, and 20 times the row's p50) in the order this, baseline, baseline,
this..., so the host's drift and bursts fall on both. "this / baseline" is req/s, with the range over pairs of slices; a row below
${SLOWER_BELOW}x (more than ${Math.round(100 * (1 - SLOWER_BELOW))}% slower) is flagged. A list
answering other items on the baseline (a parameter it ignored) is shown but not judged; a route it
did not answer is "not in baseline". The bare Fastify route runs on each revision's Fastify: its
ratio is the run's noise${noise ? `: ${noise}` : ''}.${doubt} The server's CPU per answer (the api
process and PGlite's, not PostgreSQL's) moves far less with the host's other work than req/s.${busy} **${slower.length} of ${rows.filter((r) => r.judged).length} judged rows
slower**${list ? `: ${list}` : ''}.
`;
}

function apiSection(api, machine) {
  if (!api) return '';
  const skipped = Object.entries(api.skipped ?? {})
    .map(([k, v]) => `- ${k}: ${v}`)
    .join('\n');
  return `## API (autocannon, 50 connections)

Requests carry a browser's \`Accept-Encoding: gzip, deflate, br\` (the api compresses responses over
1 KB). The api runs with \`LOG_LEVEL=warn\`. "of ceiling" is the endpoint's req/s as a share of the
same run's \`/api/health\`. Beside it, a bare Fastify app with only that route, started the same way
(same node, flags and environment), is loaded in turn with it: the floor of the api's own cost.
The tail column is p99, or p95 for the search suggestions.
${apiBaselineParagraph(api, machine.cpus)}${skipped ? `\n${skipped}\n` : ''}
![latency against catalogue size](chart.svg)

${api.runs.map(apiRunSection).join('\n\n')}`;
}

const ratio = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(2)}x`);

function balancerRow(r) {
  if (r.unavailable) return [r.label, 'not available', '', '', '', '', '', '', r.unavailable];
  const non200 = r.direct.non200 + r.balanced.non200;
  return [
    r.label,
    r.direct.reqPerSec,
    r.balanced.reqPerSec,
    `**${ratio(r.ratio.reqPerSec)}**`,
    `${r.direct.p99} ms`,
    `${r.balanced.p99} ms`,
    `**${ratio(r.ratio.p99)}**`,
    `${percent(r.direct.stealPercent)} / ${percent(r.balanced.stealPercent)}`,
    non200 ? `${r.direct.non200} / ${r.balanced.non200} non-200` : '',
  ];
}

/** Two api instances behind nginx against one asked directly (balancer-suite.mjs). */
export function balancerSection(balancer) {
  if (!balancer) return '';
  const title = '## Through the load balancer (2 instances) vs one instance direct';
  if (balancer.skipped) return `${title}\n\nSkipped: ${balancer.skipped}.`;
  const products = (balancer.products ?? balancer.size).toLocaleString('en');
  const header = ['endpoint', 'direct req/s', 'balanced req/s', 'req/s ratio', 'direct p99'];
  header.push('balanced p99', 'p99 ratio', 'CPU steal (direct / balanced)', 'notes');
  const rows = (balancer.rows ?? []).map(balancerRow);
  return `${title}

${balancer.nginx ?? 'nginx'} (one worker, upstream keepalive 32) balancing round-robin over 2 api
instances, each with its own \`DATA_DIR\`, on one PostgreSQL database of ${products} products,
against the first instance asked directly; autocannon ${balancer.connections} connections,
${balancer.duration} s per run after a 1 s warm-up, direct then balanced for each endpoint. Ratios
are balanced / direct.

**On a 2-core machine (this one has ${balancer.cpus ?? '?'}) this shows the balancer's overhead,
not scaling:** both instances, nginx and the load generator share the same two cores, so the
second instance brings no CPU of its own.
${rows.length ? `\n${table(header, rows)}` : ''}${balancer.error ? `\n\nFailed: ${balancer.error}` : ''}`;
}

export function renderMarkdown(result) {
  const frontend = result.frontend;
  const frontSection = frontend?.skipped
    ? `## Front end\n\nSkipped (${frontend.skipped}).`
    : `## Front end (built product, ${frontend?.productPath ?? ''})\n\n${[
        lighthouseSection(frontend?.lighthouse, frontend?.vitals),
        jsBytesSection(frontend?.jsBytes),
        imageBytesSection(frontend?.imageBytes),
        tapSection(frontend?.tap, result.machine),
      ]
        .filter(Boolean)
        .join('\n\n')}`;
  return `${[
    header(result),
    targetsSection(result.targets),
    frontSection,
    apiSection(result.api, result.machine),
    balancerSection(result.balancer),
  ]
    .filter(Boolean)
    .join('\n\n')}\n`;
}
