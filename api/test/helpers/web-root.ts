import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';

/** Writes a file, creating its folders. */
export function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * A temporary web root (shell/dist, <remote>/dist, releases) and an app serving it; `files` are
 * written before the app starts. The caller closes the app and removes `root`.
 */
export async function startWebRootApp(
  prefix: string,
  files: Record<string, string | Buffer>,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; root: string; dataDir: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dataDir = path.join(root, 'data');
  for (const [file, content] of Object.entries(files)) write(path.join(root, file), content);
  const app = await buildApp({
    logger: false,
    env,
    config: { webRoot: root, releasesDir: path.join(root, 'releases'), dataDir },
  });
  return { app, root, dataDir };
}
