import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Public reads a browser or CDN may keep for an hour: robots.txt and the sitemaps. */
export const PUBLIC_HOUR = 'public, max-age=3600';
/** The files that name the others: always revalidated, so a release is seen at once. */
const NO_CACHE_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/** The served file's own name: `remoteEntry.js` for its precompressed `remoteEntry.js.br`. */
export const servedName = (filePath: string) => path.basename(filePath).replace(/\.(br|gz)$/, '');

/** Built files: manifests, remote entries and pages revalidated; hashed chunks kept for a year. */
export function cacheControlFor(filePath: string): string {
  const name = servedName(filePath);
  return NO_CACHE_FILES.has(name) || name.endsWith('.html') ? NO_CACHE : IMMUTABLE;
}
