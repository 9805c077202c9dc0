import type { ComponentType } from 'react';
import type { Language } from '../i18n/language';
import type { RemoteModuleId, RemotesConfig } from './registry';

/**
 * The page as the server renders it, adopted by the browser (hydration).
 *
 * The shell's production build writes FIRST_PAINT_FILE beside its index.html: a CommonJS module
 * (Node) implementing ShellServerModule, which renders the whole site (header, routed page,
 * footer) for an address. A remote's build may write its own FIRST_PAINT_FILE next to its
 * mf-manifest.json, implementing FirstPaintModule: it names the api calls a page starts with and
 * gives the shell the page's component. The api answers those calls in-process, has the shell
 * render the page with them and embeds them as JSON (element FIRST_PAINT_DATA_ID). In the browser
 * the first render reads the same answers (firstPaintData), so it makes exactly the server's markup
 * and hydrates it; after that first commit (endFirstPaint) every call goes to the network again.
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

/** What the page's address is made of (pathname and search, as in the browser). */
export interface FirstPaintLocation {
  pathname: string;
  search: string;
}

/** Api answers by request URL (urlOf), as the browser would have fetched them. */
export type FirstPaintResponses = Record<string, unknown>;

export interface FirstPaintMarkup {
  /** The markup of the site's root element. */
  html: string;
  /** Its style rules: styled-components' server <style> elements, adopted by the browser's. */
  css: string;
  /** When it was rendered (ms since the epoch): firstPaintNow's time for its hydration. */
  paintedAt?: number;
}

/** The contract of a remote's FIRST_PAINT_FILE. */
export interface FirstPaintModule {
  /**
   * The languages it renders (English only when absent). The api paints no page in another
   * language, so a visitor never sees the wrong one first.
   */
  languages?: readonly Language[];
  /** Loads what rendering in `language` needs; the api awaits it before render. */
  prepare?(language: Language): Promise<void>;
  /**
   * The GET calls (urlOf URLs) the page makes on its first render in `language` (English when
   * absent, as an older api calls it); [] when it renders none.
   */
  requests(module: RemoteModuleId, location: FirstPaintLocation, language?: Language): string[];
  /** The exposed page's component, or undefined for a page it does not prerender. */
  page(module: RemoteModuleId): ComponentType | undefined;
}

/** The page a remote gives the shell's server render. */
export interface FirstPaintPage {
  module: RemoteModuleId;
  component: ComponentType;
}

/** The contract of the shell's FIRST_PAINT_FILE. */
export interface ShellServerModule {
  /**
   * The shared libraries by import name (the browser's shared singletons and their subpaths):
   * a remote's FIRST_PAINT_FILE leaves them external and is given these.
   */
  shared: Readonly<Record<string, unknown>>;
  languages: readonly Language[];
  prepare(language: Language): Promise<void>;
  /** The GET calls of the frame itself (the header's menu, the footer's lists). */
  requests(location: FirstPaintLocation): string[];
  /** The site at this address, with `page` in its route's place (a skeleton without). */
  render(input: {
    location: FirstPaintLocation;
    language: Language;
    responses: FirstPaintResponses;
    config: RemotesConfig;
    page?: FirstPaintPage;
  }): FirstPaintMarkup;
}

/**
 * Taps on the painted page before its scripts have hydrated it: an inline script in the page
 * records the buttons tapped and holds the forms sent (EARLY_TAPS_SCRIPT in early-taps-script.ts,
 * which only the api imports), and the shell taps or sends them again, with the boxes ticked,
 * once the page answers. Links need nothing: they are plain links.
 */
export const EARLY_TAPS_GLOBAL = '__reluxeEarlyTaps';

/** Server: the responses of the render in progress (renderWithResponses) and its time. */
let serverResponses: FirstPaintResponses | undefined;
let serverNow: number | undefined;
/** Browser: the embedded answers and their render's time, read once per element. */
interface EmbeddedPaint {
  element: Element;
  responses: FirstPaintResponses;
  paintedAt: number | undefined;
}
let embedded: EmbeddedPaint | undefined;
let ended = false;

function parseResponses(element: Element): FirstPaintResponses {
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as FirstPaintResponses) : {};
  } catch {
    return {};
  }
}

function paintedAtOf(element: Element): number | undefined {
  const time = Number(element.getAttribute(FIRST_PAINT_TIME_ATTRIBUTE));
  return Number.isFinite(time) && time > 0 ? time : undefined;
}

function embeddedPaint(): EmbeddedPaint | undefined {
  if (ended || typeof document === 'undefined') return undefined;
  const element = document.getElementById(FIRST_PAINT_DATA_ID);
  if (!element) return undefined;
  if (embedded?.element !== element) {
    embedded = { element, responses: parseResponses(element), paintedAt: paintedAtOf(element) };
  }
  return embedded;
}

/**
 * The first paint's answer for a GET URL, while the page's first render is being made (in the
 * browser until endFirstPaint; on the server inside renderWithResponses). undefined otherwise.
 */
export function firstPaintData<T>(url: string): T | undefined {
  const responses = serverResponses ?? embeddedPaint()?.responses;
  if (!responses || !Object.prototype.hasOwnProperty.call(responses, url)) return undefined;
  return responses[url] as T;
}

/** Whether a server render is in progress (renderWithResponses): its answers are its own. */
export const isServerRender = (): boolean => serverResponses !== undefined;

/** Browser: the first render has committed. From now on pages fetch their data themselves. */
export function endFirstPaint(): void {
  ended = true;
  embedded = undefined;
}

/**
 * The time the page's first render is made at: the server's render time, and in the browser the
 * same time (embedded) until endFirstPaint, so that what reads the clock ('Newly added') hydrates
 * as it was painted, however old the markup or wrong the device's clock. Now, otherwise.
 */
export function firstPaintNow(): Date {
  return new Date(serverNow ?? embeddedPaint()?.paintedAt ?? Date.now());
}

/**
 * Server: runs a synchronous render with these answers visible to firstPaintData, at `now` (ms
 * since the epoch) for firstPaintNow.
 */
export function renderWithResponses<T>(
  given: FirstPaintResponses,
  render: () => T,
  now: number = Date.now(),
): T {
  const previous = [serverResponses, serverNow] as const;
  serverResponses = given;
  serverNow = now;
  try {
    return render();
  } finally {
    [serverResponses, serverNow] = previous;
  }
}

/** Whether this page was served rendered by the server, with its answers (the shell hydrates it). */
export function hasFirstPaint(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAINT_DATA_ID) !== null;
}

/**
 * Attribute of the FIRST_PAINT_DATA_ID element when the route's page itself is in the markup (not
 * its skeleton): the browser then loads the page's remote before it hydrates.
 */
export const FIRST_PAINT_PAGE_ATTRIBUTE = 'data-page';

/**
 * Attribute of the painted <title> when an answer the head names the page by (a product, the
 * list's filters) had not come in time: the browser then keeps the head from the page's answers.
 */
export const PENDING_HEAD_ATTRIBUTE = 'data-pending';

/** Attribute of the FIRST_PAINT_DATA_ID element: FirstPaintMarkup's paintedAt. */
export const FIRST_PAINT_TIME_ATTRIBUTE = 'data-painted-at';

/** Whether the server rendered the route's page (hasFirstPaint, with the page, not its skeleton). */
export function hasPaintedPage(): boolean {
  if (typeof document === 'undefined') return false;
  return (
    document.getElementById(FIRST_PAINT_DATA_ID)?.hasAttribute(FIRST_PAINT_PAGE_ATTRIBUTE) ?? false
  );
}
