import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatIdList, useLocation, useNavigate, useSearchParams } from 'shared-contracts';
import {
  FILTER_KEYS,
  filterSelectionOf,
  productQueryOf,
  refinementsOf,
  type FilterKey,
} from 'shared-contracts/product-list';
import { isProductSort, type ProductSort } from 'shared-contracts/product-sort';

/** Every part of the URL the list reads: the filters, then sort, price range and search text. */
const LIST_KEYS = [...FILTER_KEYS, 'sort', 'price_min', 'price_max', 'q'] as const;
type ListKey = (typeof LIST_KEYS)[number];

/** The list's part of a URL, as one string: the list state is recomputed only when it changes. */
function rawOf(params: URLSearchParams): string {
  return LIST_KEYS.map((key) => `${key}=${encodeURIComponent(params.get(key) ?? '')}`).join('&');
}

/**
 * The list's filters, sort, price range and search text live in the URL (category, brand, sex,
 * condition: comma-separated ids; sort, price_min, price_max, q). The controls read from it and
 * write to it, so links, reloads and back/forward all restore the same list.
 */
export function useFilterParams() {
  const [params] = useSearchParams();
  const raw = rawOf(params);

  // React Router applies navigations in a transition, so a control bound only to the URL would
  // flip back until the new URL renders. The change shows at once and gives way when the URL moves.
  const [optimistic, setOptimistic] = useState<{ raw: string; next: string } | null>(null);
  const shown = optimistic && optimistic.raw === raw ? optimistic.next : raw;
  // Once the URL has moved (the navigation landed, or back/forward), it is the truth again.
  useEffect(() => setOptimistic(null), [raw]);

  const listParams = useMemo(() => new URLSearchParams(shown), [shown]);
  const selected = useMemo(() => filterSelectionOf(listParams), [listParams]);
  const refinements = useMemo(() => refinementsOf(listParams), [listParams]);
  /** The list query: the same builder as the first paint's listQueryOfUrl, so the same URL. */
  const query = useMemo(() => productQueryOf(selected, refinements), [selected, refinements]);

  const navigate = useNavigate();
  const { pathname } = useLocation();

  /** Writes the change as a new history entry, keeping the ids' commas readable (?brand=1,3). */
  const write = useCallback(
    (change: (next: Map<ListKey, string>) => void) => {
      const values = new Map<ListKey, string>();
      for (const key of LIST_KEYS) values.set(key, listParams.get(key) ?? '');
      change(values);
      const next = new URLSearchParams(params);
      for (const key of LIST_KEYS) {
        const value = values.get(key) ?? '';
        if (value !== '') next.set(key, value);
        else next.delete(key);
      }
      setOptimistic({ raw, next: rawOf(next) });
      navigate({ pathname, search: searchStringOf(next) });
    },
    [listParams, navigate, params, pathname, raw],
  );

  const toggle = useCallback(
    (key: FilterKey, id: number) => {
      const current = selected[key];
      const ids = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
      write((values) => values.set(key, formatIdList(ids)));
    },
    [selected, write],
  );

  /** The sort as chosen; '' is the default (best match for a search, else newest). */
  const setSort = useCallback(
    (sort: ProductSort | '') =>
      write((values) => {
        // Newest is the plain list's default: its URL stays short. A search ranks by best match
        // unless told otherwise, so there Newest is kept.
        const dropped = sort === '' || (sort === 'newest' && !values.get('q')?.trim());
        values.set('sort', dropped ? '' : sort);
      }),
    [write],
  );

  /** Bounds as typed ('' for none); the panel checks the range (priceRangeError) first. */
  const setPriceRange = useCallback(
    (min: string, max: string) =>
      write((values) => {
        values.set('price_min', min.trim());
        values.set('price_max', max.trim());
      }),
    [write],
  );

  /** Unticks every filter and drops the price range; the search text and the sort stay. */
  const clear = useCallback(
    () =>
      write((values) => {
        for (const key of FILTER_KEYS) values.set(key, '');
        values.set('price_min', '');
        values.set('price_max', '');
      }),
    [write],
  );

  const sortParam = listParams.get('sort');
  return {
    selected,
    refinements,
    query,
    /** The sort of the URL, or '' when none (or an unknown one) is given. */
    sort: isProductSort(sortParam) ? sortParam : ('' as const),
    /** The price bounds as the URL holds them (possibly invalid: the panel explains those). */
    priceMin: listParams.get('price_min') ?? '',
    priceMax: listParams.get('price_max') ?? '',
    toggle,
    setSort,
    setPriceRange,
    clear,
  };
}

/** '?category=2&brand=1,3': like URLSearchParams.toString() but with literal commas in id lists. */
export function searchStringOf(params: URLSearchParams): string {
  const parts: string[] = [];
  params.forEach((value, key) => {
    const encoded = (FILTER_KEYS as readonly string[]).includes(key)
      ? encodeURIComponent(value).replace(/%2C/gi, ',')
      : encodeURIComponent(value);
    parts.push(`${encodeURIComponent(key)}=${encoded}`);
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
