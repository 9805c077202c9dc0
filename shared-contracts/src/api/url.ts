import { API_BASE } from './endpoints';

/**
 * `a=1&b=x` from the params that have a value (undefined and null are left out). The axios
 * instance serializes its params with it too: a catalog read is keyed by its exact URL (see
 * catalogUrls), and axios' own encoding differs (`a[]=` for arrays, `:` and `,` unescaped).
 */
export function queryOf(params?: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return search.toString();
}

/** `path?a=1&b=x` under the API base (or another base). */
export function urlOf(path: string, params?: object, base: string = API_BASE): string {
  const query = queryOf(params);
  return `${base}${path}${query ? `?${query}` : ''}`;
}
