// Loads one endpoint with autocannon and answers req/s and latency percentiles (computed from
// every response, so p95 is exact), plus the api's peak memory and CPU time per answer during the
// run and the CPU time the host took for other guests meanwhile (cpu-steal.mjs). Several loads of
// one endpoint (the slices of an alternated row, alternate.mjs) are summed as if they were one.
import autocannon from 'autocannon';
import { startStealMeter } from './cpu-steal.mjs';
import { cpuMsOf, sampleMemory } from './server.mjs';
import { percentile, round } from './stats.mjs';

export const CONNECTIONS = 50;

/**
 * One load, unsummarised: every latency, the statuses, the seconds it ran.
 * @param {string} baseUrl
 * @param {import('./endpoints.mjs').Endpoint} endpoint
 * @param {{ duration: number, pid: number }} options
 */
export async function loadRaw(baseUrl, endpoint, { duration, pid }) {
  const latencies = [];
  const statuses = {};
  const memory = sampleMemory(pid);
  const steal = startStealMeter();
  const cpuBefore = cpuMsOf(pid);
  const request = { method: 'GET', path: endpoint.path, headers: endpoint.headers };
  if (endpoint.randomPath)
    request.setupRequest = (req) => ({ ...req, path: endpoint.randomPath() });
  const instance = autocannon({
    url: baseUrl,
    connections: endpoint.connections ?? CONNECTIONS,
    duration,
    requests: [request],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  return {
    latencies,
    statuses,
    seconds: result.duration || duration,
    errors: result.errors + result.timeouts,
    cpuMs,
    peakRss: memory.stop(),
    stealPercent: steal(),
  };
}

/** req/s of one raw load. */
export const rate = (raw) => round(raw.latencies.length / raw.seconds, 0);

/** The figures of one or more raw loads of the same endpoint, as if they were one load. */
export function summarize(raws) {
  const latencies = raws.flatMap((r) => r.latencies);
  const statuses = {};
  for (const r of raws)
    for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  const seconds = raws.reduce((sum, r) => sum + r.seconds, 0);
  const steals = raws.filter((r) => r.stealPercent !== null);
  const ok = statuses[200] ?? 0;
  const cpuMs = raws.reduce((sum, r) => sum + r.cpuMs, 0);
  return {
    requests: latencies.length,
    reqPerSec: round(latencies.length / seconds, 0),
    p50: round(percentile(latencies, 50), 1),
    p95: round(percentile(latencies, 95), 1),
    p99: round(percentile(latencies, 99), 1),
    non200: latencies.length - ok,
    errors: raws.reduce((sum, r) => sum + r.errors, 0),
    statuses,
    // The server's own CPU per answer (api and PGlite processes; not PostgreSQL's): how much work
    // a request is, which other guests taking the cores changes far less than req/s.
    cpuUsPerAnswer: latencies.length ? round((1000 * cpuMs) / latencies.length, 0) : null,
    peakRss: {
      api: Math.max(...raws.map((r) => r.peakRss.api)),
      children: Math.max(...raws.map((r) => r.peakRss.children)),
    },
    stealPercent: steals.length
      ? round(steals.reduce((sum, r) => sum + r.stealPercent * r.seconds, 0) / seconds, 1)
      : null,
  };
}

/**
 * @param {string} baseUrl
 * @param {import('./endpoints.mjs').Endpoint} endpoint
 * @param {{ duration: number, pid: number }} options
 */
export async function loadEndpoint(baseUrl, endpoint, options) {
  return summarize([await loadRaw(baseUrl, endpoint, options)]);
}
