import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  catalogUrls,
  fetchQuery,
  LIMITS,
  useLanguage,
  type Product,
  type QueryState,
} from 'shared-contracts';
import { productPageQuery, type productQueryOf } from 'shared-contracts/product-list';
import { productsQuery, useFirstProductPage, useLaterProductPages } from './api/get-products';

/** The filters, sort, price range and search text of the list (productQueryOf). */
type ListQuery = ReturnType<typeof productQueryOf>;

/** Runs `task` when the browser is idle (soon in any case); answers a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

const productsOf = (state: QueryState<Product[]> | undefined): Product[] =>
  state?.status === 'success' && Array.isArray(state.data) ? state.data : [];

/** The products of the pages loaded in a row, the same array while those pages are the same. */
function useJoinedPages(pages: readonly QueryState<Product[]>[]): Product[] {
  const joined = useRef<{ parts: Product[][]; items: Product[] }>({ parts: [], items: [] });
  const parts: Product[][] = [];
  for (const page of pages) {
    if (page.status !== 'success') break;
    parts.push(productsOf(page));
  }
  const previous = joined.current;
  if (
    parts.length !== previous.parts.length ||
    parts.some((part, i) => part !== previous.parts[i])
  ) {
    joined.current = { parts, items: parts.flat() };
  }
  return joined.current.items;
}

/**
 * Products for the filters, sort, price range and search text (all applied server-side), one
 * page of LIMITS.productListPageSize at a time. After the first page the next pages come by
 * themselves, one per idle moment, up to LIMITS.productListAutoLoadUpTo cards; beyond that
 * `loadMore` asks for the next page while full pages keep coming back. A change of the query
 * (or of the language) drops the pages asked (calls in flight are aborted). A failed first page
 * puts the list in its error state; a failed later page leaves 'Load more' to try again.
 */
export function useProductList(query: ListQuery) {
  const limit = LIMITS.productListPageSize;
  // The names come in the page's language: a switch asks for the pages again.
  const language = useLanguage();
  const listKey = catalogUrls.products(productPageQuery(query, 1, language));
  const [asked, setAsked] = useState({ listKey, pages: 1 });
  const pageCount = asked.listKey === listKey ? asked.pages : 1;
  const args = useMemo(
    () => Array.from({ length: pageCount }, (_, i) => productPageQuery(query, i + 1, language)),
    // listKey stands for the query and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listKey, pageCount],
  );
  const first = useFirstProductPage(args[0]!);
  const later = useLaterProductPages(args.slice(1));
  const pages = [first, ...later];
  const items = useJoinedPages(pages);

  let loaded = 0;
  while (loaded < pages.length && pages[loaded]!.status === 'success') loaded += 1;
  const lastFull = loaded > 0 && productsOf(pages[loaded - 1]).length >= limit;
  const next = pages[loaded];
  const planNext =
    lastFull && loaded === pageCount && loaded * limit < LIMITS.productListAutoLoadUpTo;

  useEffect(() => {
    if (!planNext) return undefined;
    return whenIdle(() => setAsked({ listKey, pages: pageCount + 1 }));
  }, [planNext, listKey, pageCount]);

  const loadMore = useCallback(() => {
    if (next?.status === 'error') fetchQuery(productsQuery, args[loaded]!);
    else setAsked({ listKey, pages: loaded + 1 });
  }, [next?.status, args, loaded, listKey]);

  const retry = useCallback(() => fetchQuery(productsQuery, args[0]!), [args]);

  return {
    status: first.status,
    items,
    page: loaded,
    hasMore: next?.status === 'error' || lastFull,
    loadingMore: next?.status === 'loading' || planNext,
    loadMore,
    retry,
  };
}
