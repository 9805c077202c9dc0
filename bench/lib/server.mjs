// Starts the built product (the api serving the shell, the remotes and /api) on a free port, like
// e2e/support/server.ts does, and reads the resident memory of it and of its PGlite child. The
// bare Fastify app (bare-fastify.mjs) is started the same way, so the two differ only in code.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const START_TIMEOUT_MS = 180_000;

const BARE_FASTIFY = join(ROOT, 'bench', 'lib', 'bare-fastify.mjs');

/** Tries at starting a server, when a signal ends it before it announces its URL. */
const START_ATTEMPTS = 3;

/**
 * @param {{ dataDir: string, databaseUrl?: string, logLevel?: string, root?: string,
 *   bare?: boolean }} options
 *   root: the checkout to serve (another revision's git worktree for `--baseline`);
 *   bare: the bare Fastify app on root's Fastify instead of the api
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startProduct(options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Ended by a signal the bench did not send (on a shared host, another tool's kill by name):
      // started again; migrating and seeding are transactions, so a cut start left nothing.
      if (!error.signal || attempt === START_ATTEMPTS) throw error;
    }
  }
}

function startOnce({ dataDir, databaseUrl = '', logLevel = 'warn', root = ROOT, bare = false }) {
  const entry = bare ? [BARE_FASTIFY, root] : [join(root, 'api', 'src', 'main.ts')];
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`the product did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`),
      );
    }, START_TIMEOUT_MS);
    const onExit = (code, signal) => {
      clearTimeout(timer);
      const error = new Error(`the product exited with ${signal ?? `code ${code}`}:\n${output}`);
      reject(Object.assign(error, { signal }));
    };
    child.once('exit', onExit);
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (!match || child.started) return;
      child.started = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        url: match[1].replace('localhost', '127.0.0.1').replace(/\/$/, ''),
        pid: child.pid,
        stop: () => stopChild(child),
      });
    });
  });
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resident set size of one process in bytes (0 when it is gone). */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status);
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function childPids(pid) {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** RSS of the api process and of its children (the PGlite process when embedded). */
export function memoryOf(pid) {
  const children = childPids(pid);
  return { api: rssOf(pid), children: children.reduce((sum, c) => sum + rssOf(c), 0) };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) of one process in ms so far (0 when it is gone). */
function cpuMsOfOne(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time in ms used so far by the api process and its children (the PGlite process). */
export function cpuMsOf(pid) {
  return [pid, ...childPids(pid)].reduce((sum, p) => sum + cpuMsOfOne(p), 0);
}

/** Samples memoryOf(pid) every 500 ms until stopped; stop() answers the peak values. */
export function sampleMemory(pid) {
  const peak = { api: 0, children: 0 };
  const timer = setInterval(() => {
    const now = memoryOf(pid);
    peak.api = Math.max(peak.api, now.api);
    peak.children = Math.max(peak.children, now.children);
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
