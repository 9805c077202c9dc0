/**
 * The compiled api (node api/dist/main.js) started in a working directory of its own: it reads
 * `.env` there, the process environment wins over it, and a variable it cannot use stops it
 * before it listens, naming the variable.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STATIC_PATHS } from '../src/contracts';
import { copyPgliteTemplate } from './helpers/pglite-template';
import { freePort } from './multi-instance/free-port';
import { LoggedProcess, ROOT, baseEnv, describeExit } from './multi-instance/api-process';

const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const STARTED = /Reluxe is running at http:\/\/localhost:(\d+)/;
const ADMIN = { adminEmail: 'admin@config-start.test', adminPassword: 'Config#Start-2026-k7' };
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: ADMIN.adminEmail,
  ADMIN_PASSWORD: ADMIN.adminPassword,
};

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-config-start-'));
const running: LoggedProcess[] = [];

beforeAll(() => {
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'build.mjs'), '--if-needed', '--only', 'api'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the api build failed:\n${build.stdout}${build.stderr}`);
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((api) => api.stop()));
  fs.rmSync(scratch, { recursive: true, force: true });
}, 30_000);

/** A working directory with `.env` holding `dotEnv` and a seeded database in ./data. */
async function workingDir(dotEnv: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(scratch, 'cwd-'));
  fs.writeFileSync(path.join(dir, '.env'), dotEnv);
  await copyPgliteTemplate(path.join(dir, 'data'), ADMIN);
  return dir;
}

/** Starts the api in `cwd` with only `env` (and the system's variables) in its environment. */
function start(cwd: string, env: NodeJS.ProcessEnv): LoggedProcess {
  const api = new LoggedProcess('api', process.execPath, [API_MAIN], {
    cwd,
    env: { ...baseEnv(), ...env },
  });
  running.push(api);
  return api;
}

/** The port the api says it listens on, once it says so. */
async function listeningPort(api: LoggedProcess, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const port = STARTED.exec(api.output())?.[1];
    if (port) return Number(port);
    if (api.exit) throw new Error(`exited (${describeExit(api.exit)}):\n${api.output()}`);
    if (Date.now() > deadline) throw new Error(`did not start:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const phoneServedOn = async (port: number) =>
  (
    (await (await fetch(`http://127.0.0.1:${port}${STATIC_PATHS.remotesConfig}`)).json()) as {
      phone?: string;
    }
  ).phone;

describe('.env in the working directory', () => {
  it('sets the port the api listens on and the phone it serves', async () => {
    const port = await freePort();
    const cwd = await workingDir(
      `# the shop's own settings\nPORT=${port}\nHOST=127.0.0.1\nBUSINESS_PHONE="+971 4 555 0100"\n`,
    );
    const api = start(cwd, {});
    expect(await listeningPort(api)).toBe(port);
    expect(await phoneServedOn(port)).toBe('+971 4 555 0100');
    expect(describeExit(await api.stop())).toBe('exit code 0');
  });

  it('is overridden by the process environment', async () => {
    const [filePort, envPort] = [await freePort(), await freePort()];
    const cwd = await workingDir(
      `PORT=${filePort}\nHOST=127.0.0.1\nBUSINESS_PHONE="+971 4 555 0100"\n`,
    );
    const api = start(cwd, { PORT: String(envPort), BUSINESS_PHONE: '+971 50 222 3333' });
    expect(await listeningPort(api)).toBe(envPort);
    expect(await phoneServedOn(envPort)).toBe('+971 50 222 3333');
    expect(describeExit(await api.stop())).toBe('exit code 0');
  });
});

describe('booleans at a production start', () => {
  it('starts with COOKIE_SECURE=1', async () => {
    const cwd = await workingDir('PORT=0\nHOST=127.0.0.1\nCOOKIE_SECURE=1\n');
    const api = start(cwd, PRODUCTION);
    expect(await listeningPort(api)).toBeGreaterThan(0);
    expect(describeExit(await api.stop())).toBe('exit code 0');
  });

  it('stops with COOKIE_SECURE=maybe, naming it, before it listens', async () => {
    const cwd = await workingDir('PORT=0\nHOST=127.0.0.1\nCOOKIE_SECURE=maybe\n');
    const api = start(cwd, PRODUCTION);
    expect(describeExit(await api.exited)).toBe('exit code 1');
    expect(api.output().trim()).toBe(
      "Reluxe cannot start: COOKIE_SECURE must be true or false (also 1/0, yes/no), not 'maybe'",
    );
  });
});
