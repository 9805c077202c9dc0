import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ENDPOINTS, urlOf, type ShellServerModule } from '../../src/contracts';

/** A language the site renders in. */
export type Language = ShellServerModule['languages'][number];

/** A shell's index.html: its root is empty until the server render fills it. */
export const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Reluxe</title>' +
  '<link rel="icon" href="/favicon.svg"><script defer src="/main.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The page skeleton the shell's server render puts where the page it was not given goes. */
export const SKELETON = '<main aria-label="Loading page">skeleton</main>';

/** The frame's own api read (the header's menu), as the shell's server module asks for it. */
export const FRAME_URL = urlOf(ENDPOINTS.gender.menu);

export interface FakeShellOptions {
  /** The marker of the `react` it shares with the remotes' server modules. */
  react?: string;
  languages?: readonly Language[];
  /** The header's text. */
  nav?: string;
}

/** The header the fake shell renders in `language`, given the menu's answer. */
export const headerOf = (language: Language = 'en', nav = 'nav') =>
  `<header lang="${language}" data-menu="loaded">${nav}</header>`;

/**
 * A stand-in for the shell's server module (shell/dist/first-paint.cjs, CommonJS): the header,
 * then the page it is given (its component called with the answers) or SKELETON. It renders only
 * a language it has prepared, and throws for an address with `shell-boom` in its search.
 */
export function fakeShellModule({
  react = 'shell-react',
  languages = ['en', 'ar'],
  nav = 'nav',
}: FakeShellOptions = {}): string {
  return `
const FRAME_URL = ${JSON.stringify(FRAME_URL)};
const SKELETON = ${JSON.stringify(SKELETON)};
const prepared = new Set();
exports.shared = { react: { marker: ${JSON.stringify(react)} } };
exports.languages = ${JSON.stringify(languages)};
exports.prepare = (language) =>
  new Promise((resolve) => setTimeout(() => {
    prepared.add(language);
    resolve();
  }, 5));
exports.requests = () => [FRAME_URL];
exports.render = ({ location, language, responses, page }) => {
  if (location.search.includes('shell-boom')) throw new Error('render failed');
  if (!prepared.has(language)) throw new Error(language + ' was not prepared');
  const header = '<header lang="' + language + '" data-menu="' +
    (responses[FRAME_URL] ? 'loaded' : 'missing') + '">' + ${JSON.stringify(nav)} + '</header>';
  const main = page
    ? '<main data-page="' + page.module + '">' + page.component(responses) + '</main>'
    : SKELETON;
  return { html: header + main, css: '<style data-shell>header{}</style>', paintedAt: Date.now() };
};
`;
}

export const FAKE_SHELL_MODULE = fakeShellModule();

/** Writes a file, creating its folders. */
export function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

let lastBuild = Date.now();

/** Writes a file as a build would rewrite it in place: with a newer modification time. */
export function rebuild(file: string, content: string) {
  write(file, content);
  lastBuild = Math.max(lastBuild, Date.now()) + 1000;
  const at = new Date(lastBuild);
  fs.utimesSync(file, at, at);
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
