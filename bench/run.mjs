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

  result.frontend = options.skipFrontend
    ? { skipped: options.only ? `--only ${options.only.join(',')}` : '--skip-frontend' }
    : await runFrontendSuite(options, log).catch((error) => ({
        skipped: `failed: ${error.message.split('\n')[0]}`,
      }));
  if (!options.skipApi) result.api = await runApiSuite(options, log);
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
