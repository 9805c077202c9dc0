import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ENDPOINTS } from '../../src/contracts';
import { apiPath } from '../../src/routes/paths';

/** The repository root: `npm start` runs the api from there. */
export const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Output kept per process (its tail), printed when a test fails. */
const OUTPUT_LIMIT = 200_000;

/** Seeding renders the demo images: a start may take this long on a busy 2-core machine. */
export const START_TIMEOUT_MS = 90_000;

/**
 * Only what Node needs from the test runner's environment: the api reads many variables
 * (NODE_ENV, WEB_ROOT, REMOTES_CONFIG, TRUST_PROXY...) and none of the runner's may leak in.
 */
export function baseEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]]));
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A child process whose stdout and stderr are kept in a buffer. */
export class LoggedProcess {
  readonly child: ChildProcess;
  /** Set once the process has ended. */
  exit?: Exit;
  readonly exited: Promise<Exit>;
  private log = '';

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: { cwd: string; env: NodeJS.ProcessEnv },
  ) {
    this.child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('error', (error) => {
        keep(Buffer.from(`spawn failed: ${error.message}\n`));
        this.exit ??= { code: -1, signal: null };
        resolve(this.exit);
      });
      this.child.once('exit', (code, signal) => {
        this.exit ??= { code, signal };
        resolve(this.exit);
      });
    });
  }

  output(): string {
    return this.log;
  }

  /** SIGTERM (a clean shutdown), then SIGKILL after `graceMs`; resolves once it has ended. */
  async stop(graceMs = 10_000): Promise<Exit> {
    if (this.exit) return this.exit;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** One api instance, started as `npm start` starts it (node --import tsx api/src/main.ts). */
export class ApiProcess extends LoggedProcess {
  readonly url: string;

  constructor(
    name: string,
    readonly port: number,
    env: NodeJS.ProcessEnv,
  ) {
    super(name, process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
      cwd: ROOT,
      env: { ...baseEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    });
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Resolves on the first 200 of GET /api/health; rejects with the output on exit or timeout. */
  async waitHealthy(timeoutMs = START_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exit) {
        throw new Error(
          `${this.name} exited (${describeExit(this.exit)}) before it was healthy:\n${this.output()}`,
        );
      }
      try {
        const res = await fetch(`${this.url}${apiPath(ENDPOINTS.health)}`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (res.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${this.name} was not healthy after ${timeoutMs} ms:\n${this.output()}`);
  }
}

export const describeExit = (exit: Exit) =>
  exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
