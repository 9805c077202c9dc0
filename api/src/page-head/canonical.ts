import {
  DEFAULT_LANGUAGE,
  FILTER_KEYS,
  filterSelectionOf,
  LANGUAGE_QUERY,
  matchRoute,
  productIdOf,
  refinementsOf,
  type Language,
} from '../contracts';

/**
 * The one address of each page, for <link rel="canonical"> and the language alternates: the route
 * table's spelling of the path, and of the query only what changes what the page lists (the list's
 * filters, price range and search text, in this order, ids ascending). Tracking parameters
 * (utm_*, gclid, fbclid), the sort and anything else are dropped.
 */

const LIST_PATH = '/Items';

/** The list's query as its canonical address spells it ('' without one). */
function listQuery(search: string): string {
  const params = new URLSearchParams(search);
  const selection = filterSelectionOf(params);
  const refinements = refinementsOf(params);
  const parts: string[] = [];
  for (const key of FILTER_KEYS) {
    const ids = [...selection[key]].sort((a, b) => a - b);
    if (ids.length > 0) parts.push(`${key}=${ids.join(',')}`);
  }
  if (refinements.price_min !== undefined) parts.push(`price_min=${refinements.price_min}`);
  if (refinements.price_max !== undefined) parts.push(`price_max=${refinements.price_max}`);
  if (refinements.q) parts.push(`q=${encodeURIComponent(refinements.q)}`);
  return parts.join('&');
}

/** The canonical path and query of a page of the route table; undefined for any other address. */
export function canonicalPath(pathname: string, search: string): string | undefined {
  const route = matchRoute(pathname);
  if (!route) return undefined;
  const path = route.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = route.params[name] ?? '';
    // /Items/012 and /Items/12 are one product.
    if (name === 'ProductID') return String(productIdOf(value) ?? encodeURIComponent(value));
    return encodeURIComponent(value);
  });
  if (path !== LIST_PATH) return path;
  const query = listQuery(search);
  return query ? `${path}?${query}` : path;
}

/**
 * A page's address in `language`: English is the plain address, another language adds `?lang=`
 * (`&lang=` after a query), as the sitemaps name them.
 */
export function addressIn(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${language}`;
}
