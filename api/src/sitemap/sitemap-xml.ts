import { LANGUAGES } from '../contracts';
import { escapeHtml } from '../html-escape';
import { addressIn } from '../page-head/canonical';

/**
 * The sitemaps' XML (sitemaps.org 0.9, with Google's xhtml:link language alternates). Each page is
 * one <url> per language, each naming every language's address and x-default (the English one).
 */

/** The protocol's limit of <url> entries in one file (and of files in one index). */
export const MAX_URLS_PER_FILE = 50_000;

/** <url> entries per page: one per language. */
export const URLS_PER_PAGE = LANGUAGES.length;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/**
 * The <url> entries of the page at `path` (one per language, addressIn), with `lastmod` (W3C
 * datetime) when known. `origin` is already escaped (escapedOrigin). Hot: a product file calls it
 * 25,000 times, so the links are written once.
 */
export function pageEntries(origin: string, path: string, lastmod?: string): string {
  const plain = origin + escapeHtml(path);
  const addresses: string[] = [];
  let links = '';
  for (const language of LANGUAGES) {
    const address = origin + escapeHtml(addressIn(path, language));
    addresses.push(address);
    links += `<xhtml:link rel="alternate" hreflang="${language}" href="${address}"/>`;
  }
  links += `<xhtml:link rel="alternate" hreflang="x-default" href="${plain}"/>`;
  const tail = `</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>\n`;
  let entries = '';
  for (const address of addresses) entries += `<url><loc>${address}${tail}`;
  return entries;
}

export const escapedOrigin = (origin: string) => escapeHtml(origin.replace(/\/+$/, ''));

/** A sitemap index listing `paths` (server paths of the sitemap files) on `origin`. */
export function sitemapIndexXml(origin: string, paths: string[]): string {
  const at = escapedOrigin(origin);
  const entries = paths.map((path) => `<sitemap><loc>${at}${escapeHtml(path)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}
