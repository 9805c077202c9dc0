// nginx in the foreground as a round-robin load balancer over api instances: a throw-away
// prefix directory holds its config, pid, error log and temp paths, so nothing of the system's
// nginx (config, logs, /var/lib/nginx) is read or written.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './stats.mjs';

const START_TIMEOUT_MS = 10_000;
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The nginx binary (BENCH_NGINX, /usr/sbin/nginx or nginx on PATH) and its `-V` text. */
export function findNginx() {
  const candidates = [process.env.BENCH_NGINX, '/usr/sbin/nginx', 'nginx'].filter(Boolean);
  for (const bin of candidates) {
    if (bin.includes('/') && !existsSync(bin)) continue;
    const probe = spawnSync(bin, ['-V'], { encoding: 'utf8' });
    if (probe.status === 0) return { bin, info: probe.stderr };
  }
  throw new Error(
    `nginx not found (${candidates.join(', ')}): install it with \`apt-get install nginx-light\``,
  );
}

/** A port nothing listens on right now on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function config(dir, port, upstreams, info) {
  // A *_temp_path naming a module built without (--without-http_uwsgi_module) is an error.
  const temps = TEMP_PATHS.filter((name) => !info.includes(`--without-http_${name}_module`))
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  const servers = upstreams.map((u) => `    server ${new URL(u).host};`).join('\n');
  // One worker: the api instances and the load generator need the other cores more. No access
  // log: it would measure the disk. Connection "" keeps the upstream connections alive.
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events {}
http {
  access_log off;
${temps}
  upstream api {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }
  }
}
`;
}

const errorLog = (dir) => {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8').slice(-2000);
  } catch {
    return '';
  }
};

/** Polls until nginx answers through to an instance, or throws with its error log. */
async function waitUntilUp(child, url, dir) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}):\n${errorLog(dir)}`);
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    if (response?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`nginx did not answer within ${START_TIMEOUT_MS / 1000} s:\n${errorLog(dir)}`);
}

/**
 * Starts nginx balancing over the instances at `upstreams` (http://127.0.0.1:port URLs).
 * @param {string[]} upstreams
 * @returns {Promise<{ url: string, pid: number, version: string, stop: () => Promise<void> }>}
 */
export async function startBalancer(upstreams) {
  const { bin, info } = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'reluxe-bench-nginx-'));
  // Run as root, nginx's workers become `nobody`: they must reach the temp paths inside.
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), config(dir, port, upstreams, info));
  const child = spawn(
    bin,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(child, url, dir);
  } catch (error) {
    await stop();
    throw error;
  }
  const version = /nginx version: (\S+)/.exec(info)?.[1] ?? 'nginx';
  return { url, pid: child.pid, version, stop };
}
