import { useEffect, useMemo, useState } from 'react';
import {
  LIMITS,
  TIMINGS,
  useSettled,
  type QueryState,
  type SearchResult,
  type SearchResultType,
} from 'shared-contracts';
import { useSearchBrands } from './api/search-brands';
import { useSearchProducts } from './api/search-products';
import { useSuggestSpelling } from './api/suggest-spelling';

export interface Suggestion extends SearchResult {
  type: SearchResultType;
}

const resultsOf = (state: QueryState<SearchResult[]>, type: SearchResultType): Suggestion[] =>
  state.status === 'success' ? (state.data ?? []).map((result) => ({ ...result, type })) : [];

export interface SearchSuggestions {
  results: Suggestion[];
  /** 'Did you mean …?': a name close to the text when both searches found nothing, else null. */
  spelling: string | null;
}

/**
 * Search suggestions for the typed text: trimmed, debounced 300 ms, every new search aborts the one
 * in flight, empty text clears. Brands and products are asked for together; a failure is only
 * logged and the other half still shows. When both answer nothing, a spelling is asked for.
 */
export function useSearch(text: string): SearchSuggestions {
  const query = useSettled(text.trim(), TIMINGS.searchDebounceMs, (typed) => typed === '');
  const brands = useSearchBrands(query);
  const products = useSearchProducts(query);
  const settled = brands.status !== 'loading' && products.status !== 'loading';
  const [shown, setShown] = useState<Suggestion[]>([]);
  const next = useMemo(
    () =>
      [...resultsOf(brands, 'Brand'), ...resultsOf(products, 'Product')].slice(
        0,
        LIMITS.searchSuggestions,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [brands.status, brands.data, products.status, products.data],
  );
  // Both halves come together: the list changes once per search, not once per half.
  useEffect(() => {
    if (query === '') setShown([]);
    else if (settled) setShown(next);
  }, [query, settled, next]);
  const foundNothing =
    brands.status === 'success' &&
    products.status === 'success' &&
    !brands.data?.length &&
    !products.data?.length;
  const spelling = useSuggestSpelling(foundNothing ? query : '');
  return {
    results: query === '' ? [] : shown,
    spelling:
      foundNothing && spelling.status === 'success' ? (spelling.data?.suggestion ?? null) : null,
  };
}
