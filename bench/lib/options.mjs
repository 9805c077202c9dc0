// Command-line flags (and BENCH_* environment variables) of `npm run bench`.
const DEFAULTS = {
  sizes: [10_000, 100_000, 1_000_000],
  duration: 10,
  lighthouseRuns: 3,
  tapRuns: 5,
};
const QUICK = { sizes: [2_000, 10_000], duration: 3, lighthouseRuns: 1, tapRuns: 3 };
// 'tap' is the front end's first-tap measures alone (no JS bytes, no Lighthouse).
const PARTS = ['frontend', 'tap', 'api', 'balancer'];

export const USAGE = `usage: npm run bench -- [options]
  --quick               small catalogues (2k, 10k), 3 s per endpoint, 1 Lighthouse run per page
  --sizes 10000,100000  catalogue sizes to seed and load   (BENCH_SIZES; default 10k,100k,1M)
  --duration 10         seconds of load per endpoint      (BENCH_DURATION; default 10)
  --lighthouse-runs 3   Lighthouse runs per page (median) (BENCH_LIGHTHOUSE_RUNS)
  --skip-lighthouse     no Lighthouse (JS bytes are still measured)
  --tap-runs 5          cold loads per page and CPU rate for the first answered tap (median)
                        (BENCH_TAP_RUNS)
  --skip-tap            no first-tap / boot-created elements measures
  --baseline <git-rev>  also run that revision from a temporary git worktree, loads alternated
                        with this checkout's (BENCH_BASELINE): the first taps of both builds (adds
                        a 1-3 min build), and each API row on the same database, reported as
                        this / baseline req/s, flagged when more than 10% slower (its install
                        only: npm ci when its lockfile differs)
  --keep-baseline       keep the baseline's worktree in the temp folder (and reuse it)
  --no-build            measure the front end as built, even when it is older than its sources
  --skip-frontend       no browser measurements at all
  --skip-postgres       only the embedded database (PGlite)
  --skip-pglite         only PostgreSQL
  --skip-api            no API load
  --skip-balancer       no load-balancer comparison (2 instances behind nginx vs 1 direct)
  --only balancer       run only these parts (comma-separated: frontend, tap, api, balancer;
                        tap = the front end's first-tap measures alone)
  --endpoints a,b       API rows to load, by id (BENCH_ENDPOINTS; e.g. listRefinedFresh,facetsFresh,
                        searchListFresh); /api/health (the ceiling) is always loaded, in turn with
                        a bare Fastify app's route started the same way (its floor)`;

function valueAfter(args, flag) {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
}

export function parseOptions(args = process.argv.slice(2), env = process.env) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const base = args.includes('--quick') || env.BENCH_QUICK === '1' ? QUICK : DEFAULTS;
  const sizes = valueAfter(args, '--sizes') ?? env.BENCH_SIZES;
  const duration = Number(valueAfter(args, '--duration') ?? env.BENCH_DURATION ?? base.duration);
  const runs = Number(
    valueAfter(args, '--lighthouse-runs') ?? env.BENCH_LIGHTHOUSE_RUNS ?? base.lighthouseRuns,
  );
  const tapRuns = Number(valueAfter(args, '--tap-runs') ?? env.BENCH_TAP_RUNS ?? base.tapRuns);
  const only = (valueAfter(args, '--only') ?? env.BENCH_ONLY)?.split(',');
  const skip = (part, flag) => args.includes(flag) || (only !== undefined && !only.includes(part));
  const tapOnly = only !== undefined && only.includes('tap') && !only.includes('frontend');
  const options = {
    quick: base === QUICK,
    sizes: sizes ? sizes.split(',').map((s) => Number(s.replace(/_/g, ''))) : base.sizes,
    duration,
    lighthouseRuns: runs,
    skipLighthouse: args.includes('--skip-lighthouse') || env.BENCH_SKIP_LIGHTHOUSE === '1',
    skipFrontend: skip(tapOnly ? 'tap' : 'frontend', '--skip-frontend'),
    tapOnly,
    tapRuns,
    skipTap: args.includes('--skip-tap') || env.BENCH_SKIP_TAP === '1',
    baseline: valueAfter(args, '--baseline') ?? env.BENCH_BASELINE,
    keepBaseline: args.includes('--keep-baseline'),
    noBuild: args.includes('--no-build') || env.BENCH_NO_BUILD === '1',
    skipPostgres: args.includes('--skip-postgres') || env.BENCH_SKIP_POSTGRES === '1',
    skipPglite: args.includes('--skip-pglite'),
    skipApi: skip('api', '--skip-api'),
    skipBalancer: skip('balancer', '--skip-balancer'),
    only,
    endpoints: (valueAfter(args, '--endpoints') ?? env.BENCH_ENDPOINTS)?.split(','),
  };
  const bad = options.sizes.find((s) => !Number.isInteger(s) || s < 100 || s > 5_000_000);
  const badPart = only?.find((part) => !PARTS.includes(part));
  if (
    bad !== undefined ||
    badPart !== undefined ||
    !(duration > 0 && duration <= 120) ||
    !(runs >= 1 && runs <= 9) ||
    !(Number.isInteger(tapRuns) && tapRuns >= 1 && tapRuns <= 15) ||
    (options.baseline !== undefined && !/^[\w.~^@{}/][\w./~^@{}-]*$/.test(options.baseline))
  ) {
    console.error(`invalid option\n${USAGE}`);
    process.exit(2);
  }
  return options;
}
