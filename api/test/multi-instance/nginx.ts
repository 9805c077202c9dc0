import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '../../src/contracts';
import { apiPath } from '../../src/routes/paths';
import { LoggedProcess } from './api-process';
import { freePort } from './free-port';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary; a clear failure (not a skip) where it is missing. */
export function nginxBinary(): string {
  const found = CANDIDATES.find((file) => fs.existsSync(file));
  if (!found) {
    throw new Error(
      'nginx is missing: the multi-instance suite needs a real load balancer. ' +
        'Install it with `apt-get install nginx-light` (.ci/run does so on CI).',
    );
  }
  return found;
}

/** Round robin over `upstreams`; a dead instance is skipped for 2 s after one failure. */
export function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const servers = upstreams.map(
    (hostPort) => `    server ${hostPort} max_fails=1 fail_timeout=2s;`,
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(dir, `${name}_temp`)};`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events {}
http {
  access_log ${path.join(dir, 'access.log')};
${temp}
  upstream api {
${servers.join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://api;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

export interface Nginx {
  name: 'nginx';
  url: string;
  child: LoggedProcess;
  /** error.log and access.log, for a failing test's report. */
  output(): string;
  stop(): Promise<void>;
}

/** nginx in the foreground on a free 127.0.0.1 port, balancing over `upstreams` (host:port). */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const binary = nginxBinary();
  // Its own directory, readable by the worker user nginx switches to when started as root.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-nginx-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const errorLog = path.join(dir, 'error.log');
  const child = new LoggedProcess('nginx', binary, ['-p', dir, '-c', conf, '-e', errorLog], {
    cwd: dir,
    env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' },
  });
  const read = (name: string) => {
    try {
      return fs.readFileSync(path.join(dir, name), 'utf8').slice(-20_000);
    } catch {
      return '';
    }
  };
  const nginx: Nginx = {
    name: 'nginx',
    url: `http://127.0.0.1:${port}`,
    child,
    // error.log last: a report keeps the tail of each output.
    output: () =>
      `--- access.log\n${read('access.log')}\n--- error.log\n${read('error.log')}${child.output()}`,
    async stop() {
      await child.stop(5_000);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await waitForBalancer(nginx);
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return nginx;
}

async function waitForBalancer(nginx: Nginx, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (nginx.child.exit) throw new Error(`nginx exited:\n${nginx.output()}`);
    try {
      const res = await fetch(`${nginx.url}${apiPath(ENDPOINTS.health)}`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer within ${timeoutMs} ms:\n${nginx.output()}`);
}
