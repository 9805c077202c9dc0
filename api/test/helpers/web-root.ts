import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { FIRST_PAINT_SLOT } from '../../src/contracts';

/** The page skeleton of the shell's frame in INDEX_HTML, where a first paint goes. */
export const SKELETON = '<main aria-label="Loading page">skeleton</main>';
/** A shell's index.html with its static frame and the page slot around SKELETON. */
export const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Reluxe</title>' +
  '<script defer src="/main.js"></script></head><body><div id="root"><div data-static-frame>' +
  `<header>nav</header>${FIRST_PAINT_SLOT.start}${SKELETON}${FIRST_PAINT_SLOT.end}` +
  '</div></div></body></html>';

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
