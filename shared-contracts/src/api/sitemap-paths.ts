/**
 * Ours: where crawlers read the sitemaps (sitemaps.org), next to /api/. Not in ENDPOINTS, which
 * every page loads: only the api, robots.txt and the tests use them.
 */
export const SITEMAP_PATHS = {
  /** The sitemap index, named by robots.txt: it lists the files below. */
  index: '/sitemap.xml',
  /** The sitemap files: `pages.xml` (home, list, brands, categories), `products-<n>.xml`. */
  files: '/sitemaps/',
} as const;
