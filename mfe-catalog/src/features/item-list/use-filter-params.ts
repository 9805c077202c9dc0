import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  FILTER_KEYS,
  filterSelectionOf,
  formatIdList,
  useLocation,
  useNavigate,
  useSearchParams,
  type FilterKey,
  type FilterSelection,
} from 'shared-contracts';

/**
 * The list's filters live in the URL (category, brand, sex: comma-separated ids). The checkboxes
 * read from it and write to it, so links, reloads and back/forward all restore the same ticks.
 */
export function useFilterParams() {
  const [params] = useSearchParams();
  // The filters' part of the URL: the selection is recomputed only when it changes.
  const raw = FILTER_KEYS.map((key) => `${key}=${encodeURIComponent(params.get(key) ?? '')}`).join(
    '&',
  );
  const fromUrl = useMemo(() => filterSelectionOf(new URLSearchParams(raw)), [raw]);

  // React Router applies navigations in a transition, so a box bound only to the URL would flip
  // back until the new URL renders. The tick shows at once and gives way when the URL changes.
  const [optimistic, setOptimistic] = useState<{ raw: string; selection: FilterSelection } | null>(
    null,
  );
  const selected = optimistic && optimistic.raw === raw ? optimistic.selection : fromUrl;
  // Once the URL has moved (the navigation landed, or back/forward), it is the truth again.
  useEffect(() => setOptimistic(null), [raw]);

  const navigate = useNavigate();
  const { pathname } = useLocation();

  /** Writes the selection as a new history entry, keeping the ids' commas readable (?brand=1,3). */
  const write = useCallback(
    (selection: FilterSelection) => {
      const next = new URLSearchParams(params);
      for (const key of FILTER_KEYS) {
        if (selection[key].length > 0) next.set(key, formatIdList(selection[key]));
        else next.delete(key);
      }
      setOptimistic({ raw, selection });
      navigate({ pathname, search: searchStringOf(next) });
    },
    [navigate, params, pathname, raw],
  );

  const toggle = useCallback(
    (key: FilterKey, id: number) => {
      const current = selected[key];
      const ids = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
      write({ ...selected, [key]: ids });
    },
    [selected, write],
  );

  const clear = useCallback(() => write({ category: [], brand: [], sex: [] }), [write]);

  return { selected, toggle, clear };
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
