// The API part of the bench: for each database (embedded PGlite, PostgreSQL) and each catalogue
// size, a throw-away database is migrated and demo-seeded by the product itself, filled up to the
// size in SQL, and every endpoint is loaded with autocannon; the database is dropped afterwards.
// /api/health is loaded in turn with a bare Fastify app's route (its floor); with `--baseline`,
// the baseline revision's api runs on the same database and each row loads both in turn.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAlternated } from './alternate.mjs';
import { compare } from './baseline-compare.mjs';
import { bareEndpoint, discoverEndpoints } from './endpoints.mjs';
import { appliedMigrations, createDatabase, dropDatabase, postgresAvailable } from './postgres.mjs';
import { seedPglite, seedPostgres } from './seed.mjs';
import { memoryOf, startProduct } from './server.mjs';
import { sleep } from './stats.mjs';

/** Rows loaded in turn with each other (besides this revision and the baseline's). */
const GROUPS = [['health', 'bare']];

const firstLine = (error) => error.message.split('\n')[0];
const load = () => loadavg().map((v) => Number(v.toFixed(2)));

/** A migrated, demo-seeded database of `size` products and the data directory beside it. */
export async function prepare(kind, size, log) {
  const dataDir = mkdtempSync(join(tmpdir(), `reluxe-bench-${kind}-`));
  const dbName = `reluxe_bench_${size}_${process.pid}`;
  const databaseUrl = kind === 'postgres' ? await createDatabase(dbName) : '';
  const cleanup = async () => {
    if (kind === 'postgres') await dropDatabase(dbName);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    log(`  migrating and demo-seeding (${kind})`);
    const first = await startProduct({ dataDir, databaseUrl });
    await first.stop();
    const seeded =
      kind === 'postgres'
        ? await seedPostgres(databaseUrl, size, log)
        : await seedPglite(dataDir, size, log);
    return { dataDir, databaseUrl, seeded, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * A copy of the seeded data folder for the baseline, made while nothing runs on it: its uploads,
 * and for PGlite the database itself (one process per folder). On PostgreSQL both apis share the
 * one database.
 */
function baselineDataDir(kind, setup, stops) {
  const dataDir = mkdtempSync(join(tmpdir(), `reluxe-bench-baseline-${kind}-`));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  cpSync(setup.dataDir, dataDir, { recursive: true });
  return dataDir;
}

/**
 * The baseline's api and bare app on the seeded database. Its migrator sees newer migrations than
 * it knows: drizzle applies only those newer than the last applied, so none; checked by count.
 */
async function startBaseline(kind, dataDir, databaseUrl, baseline, stops) {
  const before = kind === 'postgres' ? await appliedMigrations(databaseUrl) : undefined;
  const api = await startProduct({ dataDir, databaseUrl, root: baseline.dir });
  stops.push(api.stop);
  const bare = await startProduct({ dataDir, root: baseline.dir, bare: true });
  stops.push(bare.stop);
  const after = kind === 'postgres' ? await appliedMigrations(databaseUrl) : undefined;
  if (after !== before)
    throw new Error(`its migrator changed the database (${before} -> ${after} migrations)`);
  return { api, bare, info: { rev: baseline.rev, commit: baseline.commit, migrations: after } };
}

/** One row (or group of rows) loaded on every side in turn; fills the entries in place. */
async function loadRow(group, servers, options, log) {
  const sides = [];
  for (const side of ['current', 'baseline'])
    for (const { entry, endpoints } of group) {
      const endpoint = endpoints[side];
      const server = servers[side]?.[entry.id === 'bare' ? 'bare' : 'api'];
      if (!server || !endpoint || endpoint.unavailable) continue;
      // The same requests on both sides (the product ids of the detail row, for one).
      const current = endpoints.current;
      const asked = { ...endpoint, path: current.path, randomPath: current.randomPath };
      sides.push({ key: `${entry.id}:${side}`, url: server.url, pid: server.pid, endpoint: asked });
    }
  if (sides.length === 0) return;
  const results = await loadAlternated(sides, options);
  for (const { entry, endpoints } of group) {
    const current = results[`${entry.id}:current`];
    if (!current) continue;
    Object.assign(entry, current);
    let note = '';
    const baseline = results[`${entry.id}:baseline`];
    if (baseline) {
      entry.baseline = baseline;
      entry.comparison = compare(
        entry.id,
        current,
        baseline,
        endpoints.current.answer,
        endpoints.baseline.answer,
      );
      const { ratio, sliceRatios, slower, differs } = entry.comparison;
      const verdict = slower ? ' SLOWER' : differs ? `, not judged: ${differs}` : '';
      note = ` | baseline ${baseline.reqPerSec} req/s: ${ratio}x (slices ${sliceRatios.join(', ')})${verdict}`;
    } else if (servers.baseline) {
      entry.notInBaseline = endpoints.baseline?.unavailable ?? 'not probed';
      note = ` | not in baseline (${entry.notInBaseline})`;
    }
    log(
      `    ${entry.id}: ${entry.reqPerSec} req/s, p50 ${entry.p50} ms, p99 ${entry.p99} ms${note}`,
    );
  }
}

/** Runs every endpoint (or those of options.endpoints) on one database at one size. */
async function benchOne(kind, size, options, baseline, log) {
  const setup = await prepare(kind, size, log);
  const run = {
    kind,
    size,
    seedMs: setup.seeded.ms,
    products: setup.seeded.products,
    endpoints: [],
  };
  const stops = [];
  try {
    const baselineDir = baseline && baselineDataDir(kind, setup, stops);
    const product = await startProduct({ dataDir: setup.dataDir, databaseUrl: setup.databaseUrl });
    stops.push(product.stop);
    const bare = await startProduct({ dataDir: setup.dataDir, bare: true });
    stops.push(bare.stop);
    const servers = { current: { api: product, bare } };
    if (baseline) {
      try {
        const { databaseUrl } = setup;
        const started = await startBaseline(kind, baselineDir, databaseUrl, baseline, stops);
        servers.baseline = { api: started.api, bare: started.bare };
        run.baseline = started.info;
      } catch (error) {
        run.baselineError = firstLine(error);
        const output = error.message.split('\n').slice(1).filter(Boolean).slice(-8);
        log(
          `  baseline ${baseline.rev} not measured: ${[run.baselineError, ...output].join('\n    ')}`,
        );
      }
    }
    const all = await discoverEndpoints(product.url, size);
    all.splice(1, 0, await bareEndpoint(bare.url));
    const ofBaseline = servers.baseline
      ? [
          ...(await discoverEndpoints(servers.baseline.api.url, size)),
          await bareEndpoint(servers.baseline.bare.url),
        ]
      : [];
    // --endpoints: only these rows (the health ceiling and its floor stay, for the shares).
    const endpoints = options.endpoints
      ? all.filter((e) => GROUPS[0].includes(e.id) || options.endpoints.includes(e.id))
      : all;
    await sleep(1000);
    run.idleRss = memoryOf(product.pid);
    run.loadAtStart = load();
    const rows = endpoints.map((endpoint) => {
      const entry = { id: endpoint.id, label: endpoint.label, percentile: endpoint.percentile };
      run.endpoints.push(entry);
      if (endpoint.unavailable) {
        entry.unavailable = endpoint.unavailable;
        log(`    ${endpoint.id}: not available (${endpoint.unavailable})`);
      }
      const other = ofBaseline.find((e) => e.id === endpoint.id);
      return { entry, endpoints: { current: endpoint, baseline: other } };
    });
    const grouped = GROUPS.flat();
    const groups = [
      ...GROUPS.map((ids) => rows.filter((r) => ids.includes(r.entry.id))),
      ...rows.filter((r) => !grouped.includes(r.entry.id)).map((r) => [r]),
    ];
    for (const group of groups) await loadRow(group, servers, options, log);
    run.loadAtEnd = load();
  } catch (error) {
    run.error = firstLine(error);
    log(`  failed: ${run.error}`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    await setup.cleanup();
  }
  return run;
}

/**
 * @param {{ sizes: number[], duration: number, skipPostgres: boolean, skipPglite: boolean,
 *   endpoints?: string[] }} options
 * @param {(message: string) => void} log
 * @param {{ baseline: Awaited<ReturnType<typeof import('./baseline-build.mjs').prepareBaseline>>
 *   | null, error?: string }} [prepared] the `--baseline` revision's worktree, or why there is none
 */
export async function runApiSuite(options, log, prepared = { baseline: null }) {
  const kinds = [];
  const skipped = {};
  if (!options.skipPglite) kinds.push('pglite');
  if (options.skipPostgres) skipped.postgres = 'skipped (--skip-postgres)';
  else if (!(await postgresAvailable()))
    skipped.postgres = 'PostgreSQL at 127.0.0.1:5432 did not answer';
  else kinds.push('postgres');

  const { baseline } = prepared;
  const runs = [];
  for (const kind of kinds) {
    for (const size of options.sizes) {
      log(`API on ${kind} with ${size.toLocaleString('en')} products`);
      try {
        runs.push(
          await benchOne(
            kind,
            size,
            { duration: options.duration, endpoints: options.endpoints },
            baseline,
            log,
          ),
        );
      } catch (error) {
        log(`  could not prepare: ${firstLine(error)}`);
        runs.push({ kind, size, error: firstLine(error), endpoints: [] });
      }
    }
  }
  const result = { runs, skipped };
  if (baseline)
    result.baseline = {
      rev: baseline.rev,
      commit: baseline.commit,
      install: baseline.install,
      seconds: baseline.buildSeconds,
      reused: baseline.reused,
    };
  else if (prepared.error) result.baselineError = prepared.error;
  return result;
}
