import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { LoggedProcess } from '../multi-instance/api-process';
import { freePort } from '../multi-instance/free-port';

const BINARY = '/usr/bin/redis-server';

/**
 * A redis-server of the test's own on a free port (the machine's shared Redis is never touched),
 * nothing written to disk. It can be killed as a crash would and started again on the same port.
 */
export interface TestRedis {
  url: string;
  kill(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
  output(): string;
}

/** Resolves once something accepts connections on the port. */
async function listening(port: number, child: LoggedProcess, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exit) throw new Error(`redis-server exited:\n${child.output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      socket.setTimeout(500, () => resolve(false));
    }).catch(() => false);
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen within ${timeoutMs} ms:\n${child.output()}`);
}

export async function startRedis(): Promise<TestRedis> {
  if (!fs.existsSync(BINARY)) throw new Error(`${BINARY} is missing: apt-get install redis-server`);
  const port = await freePort();
  const dir = fs.mkdtempSync(`${os.tmpdir()}/reluxe-redis-`);
  let child: LoggedProcess | undefined;
  const start = async () => {
    const next = new LoggedProcess(
      'redis-server',
      BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } },
    );
    child = next;
    await listening(port, next);
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exit) return;
    running.child.kill('SIGKILL');
    await running.exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    async restart() {
      await kill();
      await start();
    },
    async close() {
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    output: () => child?.output() ?? '',
  };
}
