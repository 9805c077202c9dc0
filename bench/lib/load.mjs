// Loads one endpoint with autocannon and answers req/s and latency percentiles (computed from
// every response, so p95 is exact), plus the api's peak memory during the run and the CPU time the
// host took for other guests meanwhile (cpu-steal.mjs).
import autocannon from 'autocannon';
import { startStealMeter } from './cpu-steal.mjs';
import { sampleMemory } from './server.mjs';
import { percentile, round } from './stats.mjs';

export const CONNECTIONS = 50;

/**
 * @param {string} baseUrl
 * @param {import('./endpoints.mjs').Endpoint} endpoint
 * @param {{ duration: number, pid: number }} options
 */
export async function loadEndpoint(baseUrl, endpoint, { duration, pid }) {
  const latencies = [];
  const statuses = {};
  const memory = sampleMemory(pid);
  const steal = startStealMeter();
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
  const peak = memory.stop();
  const stealPercent = steal();
  const ok = statuses[200] ?? 0;
  return {
    requests: latencies.length,
    reqPerSec: round(latencies.length / (result.duration || duration), 0),
    p50: round(percentile(latencies, 50), 1),
    p95: round(percentile(latencies, 95), 1),
    p99: round(percentile(latencies, 99), 1),
    non200: latencies.length - ok,
    errors: result.errors + result.timeouts,
    statuses,
    peakRss: peak,
    stealPercent,
  };
}
