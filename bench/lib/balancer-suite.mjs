// The load-balancer part of the bench: two api instances on one PostgreSQL database behind nginx,
// against the first instance asked directly, with the API suite's loads on the product list and
// the product detail. Skips (with the reason) when PostgreSQL or nginx is missing.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { WARM_UP_SECONDS } from './alternate.mjs';
import { prepare } from './api-suite.mjs';
import { findNginx, startBalancer } from './balancer.mjs';
import { discoverEndpoints } from './endpoints.mjs';
import { CONNECTIONS, loadEndpoint } from './load.mjs';
import { postgresAvailable } from './postgres.mjs';
import { startProduct } from './server.mjs';
import { round, sleep } from './stats.mjs';

const ENDPOINTS = ['list', 'details'];
const KEPT = ['requests', 'reqPerSec', 'p50', 'p99', 'non200', 'errors', 'stealPercent'];

const pick = (entry) => Object.fromEntries(KEPT.map((key) => [key, entry[key]]));

/** Warm-up then the measured load, as the API suite does for each endpoint. */
async function measure(url, endpoint, duration, pid) {
  await loadEndpoint(url, endpoint, { duration: WARM_UP_SECONDS, pid });
  return pick(await loadEndpoint(url, endpoint, { duration, pid }));
}

/** Why this part cannot run here, or undefined. */
async function unavailable(options) {
  if (options.skipPostgres) return 'needs PostgreSQL (--skip-postgres)';
  if (!(await postgresAvailable())) return 'PostgreSQL at 127.0.0.1:5432 did not answer';
  try {
    findNginx();
  } catch (error) {
    return error.message;
  }
  return undefined;
}

async function measureAll(setup, size, options, log) {
  // Each instance keeps its own DATA_DIR; a copy of the first's holds the same demo uploads.
  const secondDir = mkdtempSync(join(tmpdir(), 'reluxe-bench-postgres-'));
  cpSync(setup.dataDir, secondDir, { recursive: true });
  const stops = [() => rmSync(secondDir, { recursive: true, force: true })];
  try {
    const first = await startProduct({ dataDir: setup.dataDir, databaseUrl: setup.databaseUrl });
    stops.unshift(first.stop);
    const second = await startProduct({ dataDir: secondDir, databaseUrl: setup.databaseUrl });
    stops.unshift(second.stop);
    const nginx = await startBalancer([first.url, second.url]);
    stops.unshift(nginx.stop);
    const endpoints = (await discoverEndpoints(first.url, size)).filter((e) =>
      ENDPOINTS.includes(e.id),
    );
    await sleep(1000);
    const rows = [];
    for (const endpoint of endpoints) {
      const row = { id: endpoint.id, label: endpoint.label };
      rows.push(row);
      if (endpoint.unavailable) {
        row.unavailable = endpoint.unavailable;
        log(`    ${endpoint.id}: not available (${endpoint.unavailable})`);
        continue;
      }
      row.direct = await measure(first.url, endpoint, options.duration, first.pid);
      row.balanced = await measure(nginx.url, endpoint, options.duration, first.pid);
      row.ratio = {
        reqPerSec: round(row.balanced.reqPerSec / row.direct.reqPerSec, 2),
        p99: round(row.balanced.p99 / row.direct.p99, 2),
      };
      for (const way of ['direct', 'balanced'])
        log(`    ${endpoint.id} ${way}: ${row[way].reqPerSec} req/s, p99 ${row[way].p99} ms`);
    }
    return { nginx: nginx.version, rows };
  } finally {
    for (const stop of stops) await stop();
  }
}

/**
 * @param {{ sizes: number[], duration: number, skipPostgres: boolean }} options
 * @param {(message: string) => void} log
 */
export async function runBalancerSuite(options, log) {
  const why = await unavailable(options);
  if (why) {
    log(`Load balancer: skipped, ${why}`);
    return { skipped: why };
  }
  // The smallest catalogue keeps the seeding short; the balancer's cost does not depend on it.
  const size = Math.min(...options.sizes);
  log(
    `Load balancer: 2 api instances behind nginx vs 1 direct, ${size.toLocaleString('en')} products`,
  );
  const result = {
    size,
    instances: 2,
    cpus: cpus().length,
    connections: CONNECTIONS,
    duration: options.duration,
  };
  let setup;
  try {
    setup = await prepare('postgres', size, log);
    result.products = setup.seeded.products;
    Object.assign(result, await measureAll(setup, size, options, log));
  } catch (error) {
    result.error = error.message.split('\n')[0];
    log(`  failed: ${result.error}`);
  } finally {
    await setup?.cleanup();
  }
  return result;
}
