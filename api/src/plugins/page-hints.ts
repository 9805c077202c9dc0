import fs from 'node:fs';
import path from 'node:path';
import {
  ALWAYS_MOUNTED,
  BOOT_SCRIPT_ATTRIBUTE,
  CARD_LARGEST_WIDTH,
  ENDPOINTS,
  IMAGE_SIZES,
  IMAGE_TYPES,
  imageSrcSet,
  listQueryOfUrl,
  imagesOf,
  matchRoute,
  productPageQuery,
  REMOTES,
  STATIC_PATHS,
  thumbnailUrl,
  urlOf,
  type ImageWidth,
  type Language,
  type Product,
  type RemoteName,
} from '../contracts';
import type { AppConfig } from '../config';
import { releaseBucketOf, releaseFileOfUrl } from '../releases/bucket';
import { loadedInBackground } from '../releases/bucket/loaded-in-background';
import { mtimeCachedReader, withinBudget } from './file-cache';

/**
 * Preload hints for the shell's index.html, written per request from the route table and the
 * live remotes config: the manifest, remote entry and exposed-module files of the remote that
 * renders the route (and of the nav's search box). Without them the browser discovers these
 * files one after the other (shell boot -> manifest -> remote entry -> page chunk), each a
 * round trip after the last; with them they download alongside the shell's own files.
 * A remote released to a new folder gets hints for its new files at once (the manifest is
 * re-read when it changes); a remote hosted elsewhere (absolute URL) just gets no hints.
 */

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] } };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
}

type ReadManifest = (url: string) => Manifest | undefined;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const PAGE_SCRIPT = `<script defer src="HREF" ${BOOT_SCRIPT_ATTRIBUTE}></script>`;
const PREFETCH = '<link rel="prefetch" href="HREF" as="script">';

/** Maps a same-origin URL of a remote's files to its file under the served folders. */
export function fileOf(config: AppConfig, url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('..')) {
    return undefined;
  }
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    const prefix = `/remotes/${REMOTES[name].package}/`;
    if (pathname.startsWith(prefix)) {
      return path.join(
        config.webRoot,
        REMOTES[name].package,
        'dist',
        pathname.slice(prefix.length),
      );
    }
  }
  if (pathname.startsWith('/releases/')) {
    return path.join(config.releasesDir, pathname.slice('/releases/'.length));
  }
  return undefined;
}

function parseManifestText(text: string): Manifest | undefined {
  try {
    const parsed = JSON.parse(text) as Manifest;
    return Array.isArray(parsed?.exposes) && parsed.metaData?.remoteEntry ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function parseManifest(file: string): Manifest | undefined {
  try {
    return parseManifestText(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Largest manifest read for hints (a built remote's is a few kilobytes). */
const MAX_HINTS_MANIFEST_BYTES = 1024 * 1024;

/**
 * Reads manifests from disk, cached by modification time; a release's from the bucket when S3 is
 * configured, kept once read (no page waits: the first ones go without its hints).
 */
export function manifestReader(config: AppConfig): ReadManifest {
  const read = mtimeCachedReader(parseManifest);
  const bucket = releaseBucketOf(config);
  const fromBucket =
    bucket &&
    loadedInBackground(async (url) => {
      const file = releaseFileOfUrl(url);
      const bytes = file && (await bucket.bytes(file, MAX_HINTS_MANIFEST_BYTES));
      return bytes ? parseManifestText(bytes.toString('utf8')) : undefined;
    });
  return (url) => {
    if (fromBucket && url.startsWith(STATIC_PATHS.releases)) return fromBucket(url);
    const file = fileOf(config, url);
    return file ? read(file) : undefined;
  };
}

/**
 * The remote files of one page. The manifest is preloaded: it is the first file the runtime asks
 * for, so even a failed preload is used up by that first attempt.
 *
 * The files of the remote that renders the route (its entry and the page's chunks) are named as
 * deferred scripts after main.js: they run while the shell boots, each only registering its
 * modules, so hydration does not wait for the runtime to add them one after the other. They are
 * named by path and the loaders ask by full URL, so a failed one is never an element the runtime
 * or webpack waits on: Retry loads the file anew.
 *
 * Other remotes' files (the nav's search box) are prefetched: Chromium keeps a failed *preload*
 * and hands it to the next matching request, so a remote that was down when the page loaded could
 * never come back through Retry; a failed prefetch leaves nothing behind.
 */
export function pageHintTags(
  pathname: string,
  remotes: Partial<Record<RemoteName, string>>,
  readManifest: ReadManifest,
): string {
  const route = matchRoute(pathname);
  const modules = [...(route ? [route.module] : []), ...ALWAYS_MOUNTED];
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (href: string, tag: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    tags.push(tag.replace('HREF', escapeAttribute(href)));
  };
  for (const id of modules) {
    const [remote, expose] = id.split('/') as [RemoteName, string];
    const manifestUrl = remotes[remote];
    const manifest = manifestUrl ? readManifest(manifestUrl) : undefined;
    if (!manifestUrl || !manifest) continue;
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const { remoteEntry } = manifest.metaData;
    const entryUrl = `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`;
    const exposed = manifest.exposes.find((entry) => entry.name === expose);
    add(manifestUrl, '<link rel="preload" href="HREF" as="fetch" crossorigin="anonymous">');
    const files = [entryUrl, ...(exposed?.assets?.js?.sync ?? []).map((file) => `${base}${file}`)];
    const tag = id === route?.module ? PAGE_SCRIPT : PREFETCH;
    for (const file of files) add(file, tag);
  }
  return tags.join('');
}

/** Answers a same-origin GET of the api (in-process), or undefined when it fails. */
export type LoadJson = (url: string) => Promise<unknown>;

/** How long the page waits for its data hints before it goes out without them. */
export const DATA_HINTS_BUDGET_MS = 150;

const preload = (href: string, as: 'fetch' | 'image', high = false) =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"` +
  (as === 'fetch' ? ' crossorigin="use-credentials"' : '') +
  (high ? ' fetchpriority="high"' : '') +
  '>';

/**
 * The preload of an image as the page shows it: a stored image's AVIF variants with the page's
 * `sizes` (the same attributes as its <picture>, so the browser picks the same file), any other
 * image by its URL.
 */
function imagePreload(
  image: string,
  shown: { url: string; sizes: string; largest?: ImageWidth },
  high: boolean,
): string {
  const srcset = imageSrcSet(image, 'avif', shown.largest);
  if (!srcset) return preload(shown.url, 'image', high);
  return (
    `<link rel="preload" as="image" imagesrcset="${escapeAttribute(srcset)}"` +
    ` imagesizes="${escapeAttribute(shown.sizes)}" type="${IMAGE_TYPES.avif}"` +
    (high ? ' fetchpriority="high"' : '') +
    '>'
  );
}

/** Cards of the list's first row whose images are announced (the widest layout has 3). */
const LIST_IMAGES = 3;

async function dataTags(
  pathname: string,
  search: string,
  loadJson: LoadJson,
  language: Language,
): Promise<string> {
  const route = matchRoute(pathname);
  if (route?.module === 'mfe_catalog/ProductDetailPage') {
    const id = Number(route.params.ProductID);
    if (!Number.isSafeInteger(id) || id <= 0) return '';
    const url = urlOf(ENDPOINTS.products.details, { ProductID: id });
    const details = (await loadJson(url)) as { Image?: string[] } | undefined;
    const image = details ? imagesOf(details)[0] : undefined;
    const shown = { url: image ?? '', sizes: IMAGE_SIZES.gallery };
    return preload(url, 'fetch') + (image ? imagePreload(image, shown, true) : '');
  }
  if (route?.module === 'mfe_catalog/ItemListPage') {
    const query = listQueryOfUrl(new URLSearchParams(search));
    const url = urlOf(ENDPOINTS.products.list, productPageQuery(query, 1, language));
    const list = await loadJson(url);
    const images = (Array.isArray(list) ? (list as Product[]) : [])
      .slice(0, LIST_IMAGES)
      .map((product) => imagesOf(product)[0])
      .filter((image): image is string => Boolean(image));
    return (
      preload(url, 'fetch') +
      images
        .map((image, index) => {
          const shown = {
            url: thumbnailUrl(image),
            sizes: IMAGE_SIZES.listCard,
            largest: CARD_LARGEST_WIDTH,
          };
          return imagePreload(image, shown, index === 0);
        })
        .join('')
    );
  }
  return '';
}

/**
 * Hints for the data the page fetches first in `language` (product details, the list's first
 * page) and its largest image, read from the api itself. Bounded by DATA_HINTS_BUDGET_MS: a slow
 * answer costs the hints, never the page.
 */
export async function dataHintTags(
  pathname: string,
  search: string,
  loadJson: LoadJson,
  language: Language,
): Promise<string> {
  const tags = dataTags(pathname, search, loadJson, language).catch(() => '');
  return (await withinBudget(tags, DATA_HINTS_BUDGET_MS)) ?? '';
}

/** index.html with the page's hints at the end of <head>. */
export function withPageHints(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
