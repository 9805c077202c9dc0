import path from 'node:path';
import type { FastifyReply } from 'fastify';

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

/** Adds `names` to the answer's Vary header, keeping what it lists (`*` stays alone). */
export function addVary(reply: FastifyReply, names: readonly string[]) {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', names.join(', '));
    return;
  }
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.includes('*')) return;
  const lower = listed.map((name) => name.toLowerCase());
  const missing = names.filter((name) => !lower.includes(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...listed, ...missing].join(', '));
}
