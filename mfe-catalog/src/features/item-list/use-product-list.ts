import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  catalogUrls,
  firstPaintData,
  isAbort,
  LIMITS,
  shopApi,
  type Product,
} from 'shared-contracts';
import { productPageQuery, type productQueryOf } from 'shared-contracts/product-list';
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

/** The filters, sort, price range and search text of the list (productQueryOf). */
type ListQuery = ReturnType<typeof productQueryOf>;

/** The first page from a server-rendered first paint, if the page was served with one. */
function firstPaintState(query: ListQuery): ListState | undefined {
  const items = firstPaintData<Product[]>(catalogUrls.products(productPageQuery(query, 1)));
  if (!Array.isArray(items)) return undefined;
  const hasMore = items.length >= LIMITS.productListPageSize;
  return { status: 'success', items, page: 1, hasMore, loadingMore: false };
}

/** Runs `task` when the browser is idle (soon in any case); answers a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/**
 * Products for the filters, sort, price range and search text (all applied server-side), one
 * page of LIMITS.productListPageSize at a time. After the first page the next pages come by
 * themselves, one per idle moment, up to LIMITS.productListAutoLoadUpTo cards; beyond that
 * `loadMore` fetches the next page while full pages keep coming back. Any change of the query
 * aborts the call in flight and the pages still planned. Failures are logged: a failed first page
 * puts the list in its error state, a failed later page leaves 'Load more' to try again.
 */
export function useProductList(query: ListQuery) {
  const [state, setState] = useState<ListState>(() => firstPaintState(query) ?? initial);
  const controller = useRef<AbortController | null>(null);
  const cancelPlanned = useRef<() => void>(() => {});
  const key = JSON.stringify(query);
  // The filters whose first page came with the first paint: shown at once, fetched again quietly.
  const seeded = useRef<string | null>(state.status === 'success' ? key : null);

  const fetchPage = useCallback(
    async (page: number) => {
      cancelPlanned.current();
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
        const full = items.length >= limit;
        const planNext = full && page * limit < LIMITS.productListAutoLoadUpTo;
        const update = () =>
          setState((previous) => {
            if (page === 1 && previous.status === 'success' && sameJson(previous.items, items)) {
              return previous.hasMore === full && previous.loadingMore === planNext
                ? previous
                : { ...previous, hasMore: full, loadingMore: planNext };
            }
            return {
              status: 'success',
              items: page === 1 ? items : [...previous.items, ...items],
              page,
              hasMore: full,
              loadingMore: planNext,
            };
          });
        // Later pages are below the fold: rendered in slices, not in one long task.
        if (page === 1) update();
        else startTransition(update);
        if (planNext) cancelPlanned.current = whenIdle(() => void fetchPage(page + 1));
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
    return () => {
      cancelPlanned.current();
      controller.current?.abort();
    };
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
