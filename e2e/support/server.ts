import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts the built product (the api serving shell, remotes and /api) on a free port with a fresh
 * data directory and the embedded database. Resolves once it prints its URL.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reluxe-e2e-'));
  const { child, match } = await startScript(
    join(ROOT, 'api', 'src', 'main.ts'),
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Many journeys sign in from one address within a minute: keep the limiters out of the way
      // (the api suite tests them).
      LOGIN_RATE_LIMIT: '10000',
      AUTH_RATE_LIMIT_SIGNIN: '10000',
      AUTH_RATE_LIMIT_SIGNIN_EMAIL: '10000',
      AUTH_RATE_LIMIT_SIGNUP: '10000',
      AUTH_RATE_LIMIT_EMAIL_SENT: '10000',
      AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '10000',
      AUTH_RATE_LIMIT_VERIFY: '10000',
      AUTH_RATE_LIMIT_VERIFY_EMAIL: '10000',
      LOG_LEVEL: 'warn',
      // Sales become payable on delivery, so a journey can pay one out.
      PAYOUT_DELAY_DAYS: '0',
      ...env,
    },
    /Reluxe is running at (http:\/\/[^\s]+)/,
    'The server',
  );
  return {
    url: match[1]!.replace('localhost', '127.0.0.1').replace(/\/$/, ''),
    dataDir,
    process: child,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ends a process started by startScript: SIGTERM, then SIGKILL after 5 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/**
 * Runs a TypeScript script of the repository with tsx and resolves once its output matches
 * `ready`; rejects with the output when it exits first or takes more than 90 s.
 */
export function startScript(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  label: string,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // A first start encodes the demo images in every width and format: minutes on a busy machine.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label} did not start within 180 s. Output:\n${output}`));
    }, 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({ child, match });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with code ${code}. Output:\n${output}`));
    });
  });
}
