import type { Language } from '../i18n/language';
import type { RemoteModuleId } from './registry';

/**
 * Server-rendered first paint of a page, owned by the remote that renders the page.
 *
 * A remote's production build may publish FIRST_PAINT_FILE next to its mf-manifest.json: a
 * CommonJS module (Node) implementing FirstPaintModule. For a page request the api asks it which
 * api calls the page starts with, answers them in-process, has the remote render the page with
 * those answers, and puts the markup into the shell's static frame in place of the page skeleton,
 * with the responses embedded as JSON (element FIRST_PAINT_DATA_ID). In the browser the page's
 * first render reads the same responses (firstPaintData), so the live page matches what was painted
 * and starts without those calls. After the shell's first commit (endFirstPaint) every call goes
 * to the network again.
 */
export const FIRST_PAINT_FILE = 'first-paint.cjs';

/**
 * The field of a remote's mf-manifest.json that names its FIRST_PAINT_FILE and pins its content.
 * The api runs the file of a remote served from another origin only when its bytes hash to the
 * sha256 the release registry recorded from this field when the version was registered.
 */
export const FIRST_PAINT_MANIFEST_FIELD = 'firstPaint';

export interface FirstPaintManifestEntry {
  /** The file, relative to the manifest and below its folder (FIRST_PAINT_FILE in every build). */
  path: string;
  /** sha256 of the file's bytes, 64 lowercase hex digits. */
  sha256: string;
}

/** id of the <script type="application/json"> holding the first paint's api answers, by URL. */
export const FIRST_PAINT_DATA_ID = 'reluxe-first-paint-data';

/**
 * Attribute on the <style> elements of the first paint (the shell's frame and the remote's page):
 * plain style sheets, not adopted by the browser's styled-components, removed after the first
 * commit.
 */
export const FIRST_PAINT_STYLE = { frame: 'data-static-frame', page: 'data-first-paint' } as const;

/**
 * A server render's styled-components style tags as plain style sheets with `attribute`: the
 * browser's styled-components must not adopt their rules as its own.
 */
export function firstPaintStyleTags(styleTags: string, attribute: string): string {
  return styleTags.replace(/ data-styled="[^"]*"/g, ` ${attribute}`);
}

/** Markers in the shell's static frame around the page part the remote's markup replaces. */
export const FIRST_PAINT_SLOT = { start: '<!--page-->', end: '<!--/page-->' } as const;

/** What the page's address is made of (pathname and search, as in the browser). */
export interface FirstPaintLocation {
  pathname: string;
  search: string;
}

/** Api answers by request URL (urlOf), as the browser would have fetched them. */
export type FirstPaintResponses = Record<string, unknown>;

export interface FirstPaintMarkup {
  /** The page's markup, to stand where the page skeleton is. */
  html: string;
  /** Its style rules: one or more <style> elements. */
  css: string;
}

/** The contract of a remote's FIRST_PAINT_FILE. */
export interface FirstPaintModule {
  /**
   * The languages it renders (English only when absent: a release from before Arabic). The api
   * paints no page in another language, so a visitor never sees the wrong one first.
   */
  languages?: readonly Language[];
  /** Loads what rendering in `language` needs; the api awaits it before render. */
  prepare?(language: Language): Promise<void>;
  /** The GET calls (urlOf URLs) the page makes on its first render; [] when it renders none. */
  requests(module: RemoteModuleId, location: FirstPaintLocation): string[];
  /** The page rendered with those answers, or undefined for a page it does not prerender. */
  render(
    module: RemoteModuleId,
    location: FirstPaintLocation,
    responses: FirstPaintResponses,
    language?: Language,
  ): FirstPaintMarkup | undefined;
}

/** Server: the responses of the render in progress (renderWithResponses). */
let serverResponses: FirstPaintResponses | undefined;
/** Browser: the embedded answers, parsed once per element. */
let embedded: { element: Element; responses: FirstPaintResponses } | undefined;
let ended = false;

function parseResponses(element: Element): FirstPaintResponses {
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as FirstPaintResponses) : {};
  } catch {
    return {};
  }
}

function embeddedResponses(): FirstPaintResponses | undefined {
  if (ended || typeof document === 'undefined') return undefined;
  const element = document.getElementById(FIRST_PAINT_DATA_ID);
  if (!element) return undefined;
  if (embedded?.element !== element) embedded = { element, responses: parseResponses(element) };
  return embedded.responses;
}

/**
 * The first paint's answer for a GET URL, while the page's first render is being made (in the
 * browser until endFirstPaint; on the server inside renderWithResponses). undefined otherwise.
 */
export function firstPaintData<T>(url: string): T | undefined {
  const responses = serverResponses ?? embeddedResponses();
  if (!responses || !Object.prototype.hasOwnProperty.call(responses, url)) return undefined;
  return responses[url] as T;
}

/**
 * Browser: the first render has committed. From now on pages fetch their data themselves, and the
 * first paint's style sheets, which style nothing any more, are dropped.
 */
export function endFirstPaint(): void {
  ended = true;
  embedded = undefined;
  if (typeof document === 'undefined') return;
  const selector = Object.values(FIRST_PAINT_STYLE)
    .map((attribute) => `style[${attribute}]`)
    .join(',');
  document.querySelectorAll(selector).forEach((style) => style.remove());
}

/** Server: runs a synchronous render with these answers visible to firstPaintData. */
export function renderWithResponses<T>(given: FirstPaintResponses, render: () => T): T {
  const previous = serverResponses;
  serverResponses = given;
  try {
    return render();
  } finally {
    serverResponses = previous;
  }
}

/** Whether this page was served with a remote's first paint (the shell then waits for it). */
export function hasFirstPaint(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAINT_DATA_ID) !== null;
}
