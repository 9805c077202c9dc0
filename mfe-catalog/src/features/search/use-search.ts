import { useEffect, useRef, useState } from 'react';
import {
  isAbort,
  LIMITS,
  shopApi,
  TIMINGS,
  type SearchResult,
  type SearchResultType,
} from 'shared-contracts';

export interface Suggestion extends SearchResult {
  type: SearchResultType;
}

/**
 * Search suggestions for the typed text: trimmed, debounced 300 ms, every new search aborts the one
 * in flight, empty text clears. Brands and products are asked for together; a failure is only
 * logged and the other half still shows.
 */
export function useSearch(text: string): Suggestion[] {
  const [results, setResults] = useState<Suggestion[]>([]);
  const controller = useRef<AbortController | null>(null);
  const query = text.trim();

  useEffect(() => {
    if (!query) {
      controller.current?.abort();
      controller.current = null;
      setResults([]);
      return undefined;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const options = { signal: current.signal };
      void Promise.allSettled([
        shopApi.catalog.searchBrands(query, options),
        shopApi.catalog.searchProducts(query, options),
      ]).then(([brands, products]) => {
        if (current.signal.aborted) return;
        const tagged: Suggestion[] = [];
        for (const [response, type] of [
          [brands, 'Brand'],
          [products, 'Product'],
        ] as const) {
          if (response.status === 'fulfilled') {
            for (const result of response.value ?? []) tagged.push({ ...result, type });
          } else if (!isAbort(response.reason)) {
            console.error(
              `Error searching ${type === 'Brand' ? 'brands' : 'products'}:`,
              response.reason,
            );
          }
        }
        setResults(tagged.slice(0, LIMITS.searchSuggestions));
      });
    }, TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => () => controller.current?.abort(), []);

  return results;
}
