// The API part of the bench: for each database (embedded PGlite, PostgreSQL) and each catalogue
// size, a throw-away database is migrated and demo-seeded by the product itself, filled up to the
// size in SQL, and every endpoint is loaded with autocannon; the database is dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverEndpoints } from './endpoints.mjs';
import { loadEndpoint } from './load.mjs';
import { createDatabase, dropDatabase, postgresAvailable } from './postgres.mjs';
import { seedPglite, seedPostgres } from './seed.mjs';
import { memoryOf, startProduct } from './server.mjs';
import { sleep } from './stats.mjs';

export const WARM_UP_SECONDS = 1;

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

/** Runs every endpoint (or those of options.endpoints) on one database at one size. */
async function benchOne(kind, size, options, log) {
  const setup = await prepare(kind, size, log);
  const run = {
    kind,
    size,
    seedMs: setup.seeded.ms,
    products: setup.seeded.products,
    endpoints: [],
  };
  let product;
  try {
    product = await startProduct({ dataDir: setup.dataDir, databaseUrl: setup.databaseUrl });
    const all = await discoverEndpoints(product.url, size);
    // --endpoints: only these rows (the health ceiling stays, for the share of it).
    const endpoints = options.endpoints
      ? all.filter((e) => e.id === 'health' || options.endpoints.includes(e.id))
      : all;
    await sleep(1000);
    run.idleRss = memoryOf(product.pid);
    for (const endpoint of endpoints) {
      const entry = { id: endpoint.id, label: endpoint.label, percentile: endpoint.percentile };
      run.endpoints.push(entry);
      if (endpoint.unavailable) {
        entry.unavailable = endpoint.unavailable;
        log(`    ${endpoint.id}: not available (${endpoint.unavailable})`);
        continue;
      }
      await loadEndpoint(product.url, endpoint, { duration: WARM_UP_SECONDS, pid: product.pid });
      Object.assign(
        entry,
        await loadEndpoint(product.url, endpoint, { ...options, pid: product.pid }),
      );
      log(`    ${endpoint.id}: ${entry.reqPerSec} req/s, p50 ${entry.p50} ms, p99 ${entry.p99} ms`);
    }
  } catch (error) {
    run.error = error.message.split('\n')[0];
    log(`  failed: ${run.error}`);
  } finally {
    await product?.stop();
    await setup.cleanup();
  }
  return run;
}

/**
 * @param {{ sizes: number[], duration: number, skipPostgres: boolean, skipPglite: boolean }} options
 * @param {(message: string) => void} log
 */
export async function runApiSuite(options, log) {
  const kinds = [];
  const skipped = {};
  if (!options.skipPglite) kinds.push('pglite');
  if (options.skipPostgres) skipped.postgres = 'skipped (--skip-postgres)';
  else if (!(await postgresAvailable()))
    skipped.postgres = 'PostgreSQL at 127.0.0.1:5432 did not answer';
  else kinds.push('postgres');

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
            log,
          ),
        );
      } catch (error) {
        log(`  could not prepare: ${error.message.split('\n')[0]}`);
        runs.push({ kind, size, error: error.message.split('\n')[0], endpoints: [] });
      }
    }
  }
  return { runs, skipped };
}
