import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  API_BASE,
  EARLY_TAPS_SCRIPT,
  ENDPOINTS,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_PAGE_ATTRIBUTE,
  FIRST_PAINT_TIME_ATTRIBUTE,
  matchRoute,
  STATIC_PATHS,
  type FirstPaintLocation,
  type FirstPaintMarkup,
  type FirstPaintModule,
  type FirstPaintPage,
  type FirstPaintResponses,
  type RemoteName,
  type RemotesConfig,
  type ShellServerModule,
  urlOf,
} from '../contracts';
import type { Language } from 'shared-contracts/server';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { scriptSafe } from '../html-escape';
import { releaseBucketOf } from '../releases/bucket';
import { isHttpUrl } from '../releases/manifests';
import { withNonce } from './page-nonce';
import { mtimeCachedReader, withinBudget } from './file-cache';
import {
  isFirstPaintModule,
  isShellServerModule,
  loadCommonJsFile,
  type SharedLibraries,
} from './first-paint-module';
import { fileOf, type LoadJson } from './page-hints';
import { remoteFirstPaintReader } from './remote-first-paint';

/**
 * The page rendered on the server (shared-contracts first-paint.ts): the shell's server module
 * renders the whole site at the address, with the route's page from its remote's server module
 * and the api answers both start with, answered in-process and embedded for the browser, which
 * hydrates the markup. Anything that goes wrong (no such module, a throw) costs the server
 * render, never the page: index.html then goes out empty and the browser renders it.
 */

export interface ServerModules {
  /** The shell's server module, from its build beside index.html. */
  shell(): ShellServerModule | undefined;
  /** A remote's server module by its manifest URL, run on the shell's shared libraries. */
  remote(manifestUrl: string, shell: ShellServerModule): FirstPaintModule | undefined;
}

/** How long a page waits for the api answers of its render before it renders without them. */
export const FIRST_PAINT_BUDGET_MS = 150;

/**
 * Loads the server modules: from disk, again when a file changes (a rebuild); a remote's from the
 * origin of an http(s) manifest, or a release's from the bucket with S3, when the release registry
 * vouches for the file (remote-first-paint.ts).
 */
export function serverModulesReader(
  config: AppConfig,
  log: FastifyBaseLogger,
  databaseOf: () => Database | undefined = () => undefined,
): ServerModules {
  const shellFile = path.join(config.webRoot, 'shell', 'dist', FIRST_PAINT_FILE);
  const readRemote = remoteFirstPaintReader(config, log, databaseOf);
  // A release in the bucket is vetted as one from another origin: only registered files run.
  const inBucket = releaseBucketOf(config) !== undefined;
  const loadWith = <T>(
    file: string,
    shared: SharedLibraries | undefined,
    isValid: (value: unknown) => value is T,
  ): T | undefined => {
    try {
      const loaded = loadCommonJsFile(file, shared);
      if (isValid(loaded)) return loaded;
      log.warn({ file }, 'server module without its contract: ignored');
    } catch (error) {
      log.warn({ err: error, file }, 'server module failed to load: ignored');
    }
    return undefined;
  };
  const readShell = mtimeCachedReader((file) => loadWith(file, undefined, isShellServerModule));
  // A remote's module runs once per shell module (a rebuilt shell brings new libraries).
  const remoteReaders = new WeakMap<
    ShellServerModule,
    (file: string) => FirstPaintModule | undefined
  >();
  return {
    shell: () => readShell(shellFile),
    remote: (manifestUrl, shell) => {
      if (isHttpUrl(manifestUrl) || (inBucket && manifestUrl.startsWith(STATIC_PATHS.releases))) {
        return readRemote(manifestUrl, shell);
      }
      const manifestFile = fileOf(config, manifestUrl);
      if (!manifestFile) return undefined;
      let read = remoteReaders.get(shell);
      if (!read) {
        read = mtimeCachedReader((file) => loadWith(file, shell.shared, isFirstPaintModule));
        remoteReaders.set(shell, read);
      }
      return read(path.join(path.dirname(manifestFile), FIRST_PAINT_FILE));
    },
  };
}

/** A server render ready to compose: the markup and the responses it was rendered with. */
export interface FirstPaint extends FirstPaintMarkup {
  /** Every api answer read for the page (the render's and the head's), by URL; null: none. */
  answers: FirstPaintResponses;
  /** The render's responses as JSON (also part of the render cache's key). */
  responsesJson: string;
  /** Whether the route's page is in the markup (not its skeleton). */
  paintsPage: boolean;
  /** Whether every api read of the render was answered in time (else the browser makes it). */
  answered: boolean;
}

/**
 * Renders by shell module, address, page and answers: the same input, the same markup, for up to
 * a minute (what reads the clock, such as 'Newly added', is then at most a minute late).
 */
const RENDERED_LIMIT = 200;
const RENDERED_MAX_AGE_MS = 60_000;
interface Rendered {
  markup: FirstPaintMarkup;
  at: number;
}
const renderedBy = new WeakMap<ShellServerModule, Map<string, Rendered>>();
const moduleIds = new WeakMap<object, number>();
let lastModuleId = 0;
const idOf = (module: object | undefined): number => {
  if (!module) return 0;
  let id = moduleIds.get(module);
  if (id === undefined) moduleIds.set(module, (id = ++lastModuleId));
  return id;
};

function renderCached(
  shell: ShellServerModule,
  key: string,
  render: () => FirstPaintMarkup,
): FirstPaintMarkup {
  let rendered = renderedBy.get(shell);
  if (!rendered) renderedBy.set(shell, (rendered = new Map()));
  const known = rendered.get(key);
  const now = Date.now();
  if (known && now - known.at < RENDERED_MAX_AGE_MS) return known.markup;
  const markup = render();
  rendered.delete(key);
  if (rendered.size >= RENDERED_LIMIT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(key, { markup, at: now });
  return markup;
}

const isApiRead = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith(API_BASE) && !url.includes('..');

/**
 * The featured promotion is the same for every visitor, so its query never holds a busy home page
 * back: a paint takes the last answer, read again in the background once a second old. An answer
 * 10 s old, or a promotion that has ended, is not used: the paint waits for a new one.
 */
const FEATURED_URL = urlOf(ENDPOINTS.promotions.featured);
const FEATURED_FRESH_MS = 1_000;
const FEATURED_USABLE_MS = 10_000;
interface SharedRead {
  /** The last answer and when it was asked for; none before the first one arrives. */
  last?: { answer: unknown; at: number };
  pending?: Promise<unknown>;
}
const featuredReads = new WeakMap<LoadJson, SharedRead>();

/** Whether a featured promotion's answer names an end that has passed. */
function hasEnded(answer: unknown, now: number): boolean {
  const endsAt = (answer as { EndsAt?: unknown } | null | undefined)?.EndsAt;
  return typeof endsAt === 'string' && !(Date.parse(endsAt) > now);
}

function withSharedReads(loadJson: LoadJson): LoadJson {
  let shared = featuredReads.get(loadJson);
  if (!shared) featuredReads.set(loadJson, (shared = {}));
  const read = shared;
  const refresh = () => {
    if (read.pending) return read.pending;
    const at = Date.now();
    const pending = loadJson(FEATURED_URL);
    read.pending = pending;
    // A failed read keeps the last answer.
    pending
      .then((answer) => (read.last = { answer, at }))
      .catch(() => undefined)
      .finally(() => {
        if (read.pending === pending) read.pending = undefined;
      });
    return pending;
  };
  return (url) => {
    if (url !== FEATURED_URL) return loadJson(url);
    const now = Date.now();
    const age = read.last ? now - read.last.at : Infinity;
    if (!read.last || age >= FEATURED_USABLE_MS || hasEnded(read.last.answer, now)) {
      return refresh();
    }
    if (age >= FEATURED_FRESH_MS) void refresh();
    return Promise.resolve(read.last.answer);
  };
}

/** The api answers of `urls` that arrive within the budget ({} when they do not). */
export async function answersOf(urls: string[], loadJson: LoadJson): Promise<FirstPaintResponses> {
  const settled = await withinBudget(
    Promise.all(urls.map((url) => loadJson(url).catch(() => undefined))),
    FIRST_PAINT_BUDGET_MS,
  );
  const responses: FirstPaintResponses = {};
  urls.forEach((url, index) => {
    if (settled?.[index] !== undefined) responses[url] = settled[index];
  });
  return responses;
}

/**
 * The route's page from its remote's module when it paints it in `language`, with the calls it
 * starts with. Any failure of the remote's module costs only the page: the skeleton takes its place.
 */
async function remotePageOf(
  route: NonNullable<ReturnType<typeof matchRoute>>,
  location: FirstPaintLocation,
  config: RemotesConfig,
  shell: ShellServerModule,
  modules: ServerModules,
  language: Language,
  log: FastifyBaseLogger,
): Promise<{ page: FirstPaintPage; urls: string[]; painter: FirstPaintModule } | undefined> {
  const manifestUrl = config.remotes[route.module.split('/')[0] as RemoteName];
  try {
    const painter = manifestUrl ? modules.remote(manifestUrl, shell) : undefined;
    if (!painter || !(painter.languages ?? ['en']).includes(language)) return undefined;
    const component = painter.page(route.module);
    if (!component) return undefined;
    const urls = painter.requests(route.module, location, language);
    await painter.prepare?.(language);
    return { page: { module: route.module, component }, urls, painter };
  } catch (error) {
    log.warn({ err: error, manifestUrl }, 'remote server module failed: its page is not painted');
    return undefined;
  }
}

/**
 * The server render of a page address in `language` with the visitor's remotes `config`, or
 * undefined when the shell has no server module (or not for that language). `alsoAnswer` are
 * reads the page's head needs, answered and embedded with the render's own.
 */
export async function firstPaintOf(
  pathname: string,
  search: string,
  config: RemotesConfig,
  modules: ServerModules,
  loadJson: LoadJson,
  log: FastifyBaseLogger,
  language: Language = 'en',
  alsoAnswer: readonly string[] = [],
): Promise<FirstPaint | undefined> {
  const shell = modules.shell();
  if (!shell?.languages.includes(language)) return undefined;
  const location: FirstPaintLocation = { pathname, search: search ? `?${search}` : '' };
  const route = matchRoute(pathname);
  try {
    const [remote] = await Promise.all([
      route && remotePageOf(route, location, config, shell, modules, language, log),
      shell.prepare(language),
    ]);
    // Only api reads: never a page (which would render itself again) or another server path.
    const urls = [...shell.requests(location), ...(remote?.urls ?? [])].filter(isApiRead);
    const answers = await answersOf(
      [...new Set([...urls, ...alsoAnswer.filter(isApiRead)])],
      withSharedReads(loadJson),
    );
    // Only the render's own answers are embedded for the browser.
    const responses: FirstPaintResponses = {};
    for (const url of urls) if (url in answers) responses[url] = answers[url];
    const responsesJson = JSON.stringify(responses);
    const key = [language, pathname + location.search, idOf(remote?.painter), responsesJson];
    const markup = renderCached(shell, `${key.join('\n')}\n${JSON.stringify(config)}`, () =>
      shell.render({ location, language, responses, config, page: remote?.page }),
    );
    const answered = urls.every((url) => Object.prototype.hasOwnProperty.call(responses, url));
    return { ...markup, answers, responsesJson, paintsPage: remote !== undefined, answered };
  } catch (error) {
    log.warn({ err: error, pathname }, 'server render failed: the page renders in the browser');
    return undefined;
  }
}

/** A <script type="application/json"> element holding `json`, with more attributes if given. */
export function jsonScript(id: string, json: string, attributes = ''): string {
  return `<script type="application/json" id="${id}"${attributes}>${scriptSafe(json)}</script>`;
}

/** The image preloads React writes for a page's eager images (its largest, above the fold). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
/** index.html's empty root element, which the server render fills. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * index.html with the server render in its root, its styles, its responses and the early-taps
 * recorder. The page's image preloads go first in <head>, ahead of the shell's script preloads:
 * the largest image of the page must not queue behind the JavaScript for a connection. With the
 * answer's `nonce`, the recorder and the styles carry it (the answer's Content-Security-Policy).
 */
export function withFirstPaint(
  html: string,
  paint: FirstPaint | undefined,
  nonce?: string,
): string {
  if (!paint || !EMPTY_ROOT.test(html)) return html;
  const head = html.indexOf('</head>');
  const firstFetch = html.slice(0, head).search(/<script|<link/);
  const body = html.lastIndexOf('</body>');
  if (head < 0 || firstFetch < 0 || body < head) return html;
  const images = paint.html.match(IMAGE_PRELOAD) ?? [];
  const markup = paint.html.replace(IMAGE_PRELOAD, '');
  const pageMark = paint.paintsPage ? ` ${FIRST_PAINT_PAGE_ATTRIBUTE}` : '';
  const paintedAt = Number(paint.paintedAt);
  const timeMark = Number.isSafeInteger(paintedAt)
    ? ` ${FIRST_PAINT_TIME_ATTRIBUTE}="${paintedAt}"`
    : '';
  const data = jsonScript(FIRST_PAINT_DATA_ID, paint.responsesJson, pageMark + timeMark);
  // A function, so that `$` in the markup is never read as a replacement pattern.
  const withRoot = html
    .slice(head, body)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  return (
    html.slice(0, firstFetch) +
    `<script${nonce ? ` nonce="${nonce}"` : ''}>${EARLY_TAPS_SCRIPT}</script>` +
    images.join('') +
    html.slice(firstFetch, head) +
    (nonce ? withNonce(paint.css, nonce) : paint.css) +
    withRoot +
    data +
    html.slice(body)
  );
}
