// `npm run bench`: measures the built product (front end in Chromium, API under autocannon on
// PGlite and PostgreSQL at several catalogue sizes, then through nginx over two instances) and
// writes bench/results/<timestamp>/ report.md, report.json and chart.svg, copied to
// bench/results/latest/. See `--help`.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { runApiSuite } from './lib/api-suite.mjs';
import { runBalancerSuite } from './lib/balancer-suite.mjs';
import { prepareBaseline } from './lib/baseline-build.mjs';
import { comparedRows, noiseOf, SLOWER_BELOW, whereOf } from './lib/baseline-compare.mjs';
import { chromiumAvailable } from './lib/chromium.mjs';
import { startStealMeter } from './lib/cpu-steal.mjs';
import { latencyChart } from './lib/chart.mjs';
import { runFrontendSuite } from './lib/frontend-suite.mjs';
import { parseOptions } from './lib/options.mjs';
import { balancerSection, renderMarkdown } from './lib/report.mjs';
import { ROOT } from './lib/server.mjs';
import { checkTargets } from './lib/targets.mjs';

const log = (message) => console.log(message);
const load = () => loadavg().map((v) => Number(v.toFixed(2)));

function machine() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    // not a git checkout
  }
  return {
    commit,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memory: totalmem(),
    node: process.version,
    loadAtStart: load(),
  };
}

function buildIfNeeded() {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--if-needed'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the front-end build failed');
}

/**
 * The `--baseline` revision's worktree, prepared once for the parts that use it before anything
 * is measured (an install or a build takes the CPU); its front end is built only for the taps.
 */
async function baselineFor(options, log) {
  const forTaps = !options.skipFrontend && !options.skipTap && chromiumAvailable();
  if (!options.baseline || (!forTaps && options.skipApi)) return { baseline: null };
  try {
    const keep = options.keepBaseline;
    return { baseline: await prepareBaseline(options.baseline, { keep, build: forTaps }, log) };
  } catch (error) {
    const reason = error.message.split('\n')[0];
    log(`  baseline ${options.baseline} not measured: ${reason}`);
    return { baseline: null, error: reason };
  }
}

/** The API rows slower than their baseline, for the console. */
function logComparison(api) {
  const rows = comparedRows(api);
  if (!api?.baseline || rows.length === 0) return;
  const slower = rows.filter((r) => r.slower);
  log(
    `\nAPI against baseline ${api.baseline.rev}: ${rows.length} rows compared, ${slower.length} more than ${Math.round(100 * (1 - SLOWER_BELOW))}% slower`,
  );
  for (const r of slower)
    log(
      `  SLOWER ${r.entry.id} (${whereOf(r)}): ${r.ratio}x (slices ${r.sliceRatios.join(', ')}), server CPU per answer ${r.cpuRatio ?? '-'}x`,
    );
  for (const r of noiseOf(api))
    log(
      `  noise (${whereOf(r)}): the bare route, the same code on both sides, came out at ${r.ratio}x${r.tooNoisy ? ": more than the flag's 10%, so a flag holds only where the CPU per answer rose too" : ''}`,
    );
}

async function main() {
  const options = parseOptions();
  const started = Date.now();
  const steal = startStealMeter();
  const result = { startedAt: new Date().toISOString(), machine: machine(), options };
  log(
    `bench: load average ${result.machine.loadAtStart.join(' ')} on ${result.machine.cpus} cores`,
  );
  // The API and balancer parts run the api from source: only the front end needs the build.
  // --no-build measures the front end as it is (another build, or sources changed since).
  if (!options.skipFrontend && !options.noBuild) buildIfNeeded();
  const baseline = await baselineFor(options, log);
  try {
    result.frontend = options.skipFrontend
      ? { skipped: options.only ? `--only ${options.only.join(',')}` : '--skip-frontend' }
      : await runFrontendSuite(options, log, baseline).catch((error) => ({
          skipped: `failed: ${error.message.split('\n')[0]}`,
        }));
    if (!options.skipApi) result.api = await runApiSuite(options, log, baseline);
  } finally {
    baseline.baseline?.remove();
  }
  if (!options.skipBalancer) result.balancer = await runBalancerSuite(options, log);

  result.targets = checkTargets(result);
  result.machine.loadAtEnd = load();
  result.machine.stealPercent = steal();
  result.seconds = Math.round((Date.now() - started) / 1000);

  const stamp = result.startedAt.replace(/[:.]/g, '-');
  const dir = join(ROOT, 'bench', 'results', stamp);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(dir, 'report.md'), renderMarkdown(result));
  const chart = result.api && latencyChart(result.api);
  if (chart) writeFileSync(join(dir, 'chart.svg'), chart);
  const latest = join(ROOT, 'bench', 'results', 'latest');
  rmSync(latest, { recursive: true, force: true });
  cpSync(dir, latest, { recursive: true });
  if (result.balancer?.rows) log(`\n${balancerSection(result.balancer)}`);
  logComparison(result.api);
  log(`\nreport: ${join(dir, 'report.md')} (copied to bench/results/latest/)`);
  for (const t of result.targets)
    log(
      `  ${t.status === 'met' ? 'met   ' : t.status === 'not measured' ? 'n/a   ' : 'MISSED'} ${t.name}: ${t.value ?? '-'} (${t.status})`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
