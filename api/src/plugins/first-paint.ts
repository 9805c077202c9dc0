import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  API_BASE,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_SLOT,
  matchRoute,
  type FirstPaintResponses,
  type FirstPaintMarkup,
  type FirstPaintModule,
  type RemoteName,
} from '../contracts';
import type { Language } from 'shared-contracts/src/i18n/language';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { isHttpUrl } from '../releases/manifests';
import { mtimeCachedReader, withinBudget } from './file-cache';
import { isFirstPaintModule, loadCommonJsFile } from './first-paint-module';
import { fileOf, type LoadJson } from './page-hints';
import { remoteFirstPaintReader } from './remote-first-paint';

/**
 * The page's first paint, rendered by the remote that owns the page (shared-contracts
 * first-paint.ts): the api loads the remote's FIRST_PAINT_FILE named by its live manifest, answers
 * the api calls the page starts with in-process, and puts the remote's markup into the shell's
 * static frame with those answers embedded for the page's first render in the browser. Anything
 * that goes wrong (no such file, a throw, answers slower than the budget) costs the first paint,
 * never the page: the frame then shows the skeleton as before.
 */

export type ReadFirstPaint = (manifestUrl: string) => FirstPaintModule | undefined;

/** How long a page waits for the api answers of its first paint before it goes out without. */
export const FIRST_PAINT_BUDGET_MS = 150;

/**
 * Loads remotes' first-paint modules: from disk beside a manifest this api serves, again when the
 * file changes (a rebuild); from the origin of an http(s) manifest when the release registry
 * vouches for the file (remote-first-paint.ts).
 */
export function firstPaintReader(
  config: AppConfig,
  log: FastifyBaseLogger,
  databaseOf: () => Database | undefined = () => undefined,
): ReadFirstPaint {
  const readRemote = remoteFirstPaintReader(config, log, databaseOf);
  const read = mtimeCachedReader((file): FirstPaintModule | undefined => {
    try {
      const loaded = loadCommonJsFile(file);
      if (isFirstPaintModule(loaded)) return loaded;
      log.warn({ file }, 'first-paint module without requests/render: ignored');
    } catch (error) {
      log.warn({ err: error, file }, 'first-paint module failed to load: ignored');
    }
    return undefined;
  });
  return (manifestUrl) => {
    if (isHttpUrl(manifestUrl)) return readRemote(manifestUrl);
    const manifestFile = fileOf(config, manifestUrl);
    return manifestFile ? read(path.join(path.dirname(manifestFile), FIRST_PAINT_FILE)) : undefined;
  };
}

/** A first paint ready to compose: the remote's markup and the responses it was rendered with. */
export interface FirstPaint extends FirstPaintMarkup {
  /** The responses as JSON (also the render cache's key). */
  responsesJson: string;
}

/** Rendered pages of each loaded module by address and answers: the same data, the same markup. */
const RENDERED_LIMIT = 200;
const renderedBy = new WeakMap<FirstPaintModule, Map<string, FirstPaintMarkup | undefined>>();

function renderCached(
  module: FirstPaintModule,
  id: Parameters<FirstPaintModule['render']>[0],
  location: { pathname: string; search: string },
  responses: FirstPaintResponses,
  responsesJson: string,
  language: Language,
): FirstPaintMarkup | undefined {
  let rendered = renderedBy.get(module);
  if (!rendered) renderedBy.set(module, (rendered = new Map()));
  const key = `${language}\n${id}\n${location.pathname}${location.search}\n${responsesJson}`;
  if (rendered.has(key)) return rendered.get(key);
  const markup = module.render(id, location, responses, language);
  if (rendered.size >= RENDERED_LIMIT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(key, markup);
  return markup;
}

const isApiRead = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith(API_BASE) && !url.includes('..');

/**
 * The first paint of a page address in `language`, or undefined when its remote does not
 * prerender it (or not in that language: a release from before Arabic paints English only).
 */
export async function firstPaintOf(
  pathname: string,
  search: string,
  remotes: Partial<Record<RemoteName, string>>,
  readFirstPaint: ReadFirstPaint,
  loadJson: LoadJson,
  log: FastifyBaseLogger,
  language: Language = 'en',
): Promise<FirstPaint | undefined> {
  const route = matchRoute(pathname);
  if (!route) return undefined;
  const manifestUrl = remotes[route.module.split('/')[0] as RemoteName];
  const module = manifestUrl ? readFirstPaint(manifestUrl) : undefined;
  if (!module || !(module.languages ?? ['en']).includes(language)) return undefined;
  const location = { pathname, search: search ? `?${search}` : '' };
  try {
    await module.prepare?.(language);
    // Only api reads: never a page (which would prerender itself again) or another server path.
    const urls = module.requests(route.module, location).filter(isApiRead);
    const settled = await withinBudget(
      Promise.all(urls.map((url) => loadJson(url).catch(() => undefined))),
      FIRST_PAINT_BUDGET_MS,
    );
    if (!settled) return undefined;
    const responses: FirstPaintResponses = {};
    urls.forEach((url, index) => {
      if (settled[index] !== undefined) responses[url] = settled[index];
    });
    const responsesJson = JSON.stringify(responses);
    const markup = renderCached(module, route.module, location, responses, responsesJson, language);
    return markup && { ...markup, responsesJson };
  } catch (error) {
    log.warn({ err: error, module: route.module }, 'first paint failed: the page goes without');
    return undefined;
  }
}

/** JSON made safe inside a <script> element. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The image preloads React writes for a page's eager images (its largest, above the fold). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/**
 * index.html with the first paint in the frame's page slot, its styles and its responses. The
 * page's image preloads go first in <head>, ahead of the shell's script preloads: the largest
 * image of the page must not queue behind the JavaScript for a connection.
 */
export function withFirstPaint(html: string, paint: FirstPaint | undefined): string {
  if (!paint) return html;
  const start = html.indexOf(FIRST_PAINT_SLOT.start);
  const end = html.indexOf(FIRST_PAINT_SLOT.end, start);
  const head = html.indexOf('</head>');
  const firstFetch = html.slice(0, head).search(/<script|<link/);
  const body = html.lastIndexOf('</body>');
  if (start < 0 || end < 0 || head < 0 || firstFetch < 0 || body < end) return html;
  const images = paint.html.match(IMAGE_PRELOAD) ?? [];
  const markup = paint.html.replace(IMAGE_PRELOAD, '');
  const data = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptSafe(paint.responsesJson)}</script>`;
  return (
    html.slice(0, firstFetch) +
    images.join('') +
    html.slice(firstFetch, head) +
    paint.css +
    html.slice(head, start + FIRST_PAINT_SLOT.start.length) +
    markup +
    html.slice(end, body) +
    data +
    html.slice(body)
  );
}
