import { useCallback, useEffect, useRef, useState } from 'react';
import {
  catalogUrls,
  firstPaintData,
  isAbort,
  LIMITS,
  productPageQuery,
  shopApi,
  type Product,
} from 'shared-contracts';
import { sameJson } from '../../shared/same-json';

interface ListState {
  status: 'loading' | 'success' | 'error';
  items: Product[];
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
}

const initial: ListState = {
  status: 'loading',
  items: [],
  page: 1,
  hasMore: false,
  loadingMore: false,
};

type ListQuery = { category?: string; brand?: string; sex?: string };

/** The first page from a server-rendered first paint, if the page was served with one. */
function firstPaintState(query: ListQuery): ListState | undefined {
  const items = firstPaintData<Product[]>(catalogUrls.products(productPageQuery(query, 1)));
  if (!Array.isArray(items)) return undefined;
  const hasMore = items.length >= LIMITS.productListPageSize;
  return { status: 'success', items, page: 1, hasMore, loadingMore: false };
}

/**
 * Products for the filters (server-side filtering), one page of LIMITS.productListPageSize at a
 * time; `loadMore` fetches the next page while full pages keep coming back. A filter change
 * aborts the call in flight. Failures are only logged (spec section 8).
 */
export function useProductList(query: ListQuery) {
  const [state, setState] = useState<ListState>(() => firstPaintState(query) ?? initial);
  const controller = useRef<AbortController | null>(null);
  const key = JSON.stringify(query);
  // The filters whose first page came with the first paint: shown at once, fetched again quietly.
  const seeded = useRef<string | null>(state.status === 'success' ? key : null);

  const fetchPage = useCallback(
    async (page: number) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const limit = LIMITS.productListPageSize;
      try {
        const items = await shopApi.catalog.products(
          productPageQuery(JSON.parse(key) as ListQuery, page),
          { signal: current.signal },
        );
        if (current.signal.aborted) return;
        setState((previous) =>
          page === 1 && previous.status === 'success' && sameJson(previous.items, items)
            ? previous
            : {
                status: 'success',
                items: page === 1 ? items : [...previous.items, ...items],
                page,
                hasMore: items.length >= limit,
                loadingMore: false,
              },
        );
      } catch (error) {
        if (current.signal.aborted || isAbort(error)) return;
        console.error('Error fetching products:', error);
        setState((previous) =>
          page === 1
            ? { ...initial, status: 'error' }
            : { ...previous, loadingMore: false, hasMore: true },
        );
      }
    },
    [key],
  );

  useEffect(() => {
    if (seeded.current !== key) setState(initial);
    seeded.current = null;
    void fetchPage(1);
    return () => controller.current?.abort();
  }, [fetchPage, key]);

  const loadMore = useCallback(() => {
    setState((previous) => ({ ...previous, loadingMore: true }));
    void fetchPage(state.page + 1);
  }, [fetchPage, state.page]);

  const retry = useCallback(() => {
    setState(initial);
    void fetchPage(1);
  }, [fetchPage]);

  return { ...state, loadMore, retry };
}
