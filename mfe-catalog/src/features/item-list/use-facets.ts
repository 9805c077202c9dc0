import { useEffect, useState } from 'react';
import { catalogUrls, firstPaintData, isAbort, shopApi, type FacetCounts } from 'shared-contracts';
import { type productQueryOf } from 'shared-contracts/product-list';
import { sameJson } from '../../shared/same-json';

type ListQuery = ReturnType<typeof productQueryOf>;

/**
 * The facets' query for a list query: the filters, price range and search text (the order does
 * not change a count). The first paint asks for this very URL, so the page finds its answer.
 */
export function facetQueryOf(query: ListQuery): Omit<ListQuery, 'sort'> {
  const { sort: _sort, ...filters } = query;
  return filters;
}

/** The facets' URL for a list query (the first paint's request). */
export function facetsUrlOf(query: ListQuery): string {
  return catalogUrls.facets(facetQueryOf(query));
}

function validCounts(value: unknown): value is FacetCounts {
  return typeof value === 'object' && value !== null && 'total' in value;
}

/**
 * Counts per filter option for the list's current filters, price range and search text. Every
 * change aborts the call in flight; while the next counts load the previous ones stay. A failure
 * is logged and drops the counts, so no option is disabled on stale numbers.
 */
export function useFacets(query: ListQuery): FacetCounts | undefined {
  const key = JSON.stringify(facetQueryOf(query));
  const [counts, setCounts] = useState<FacetCounts | undefined>(() => {
    const painted = firstPaintData<unknown>(catalogUrls.facets(JSON.parse(key) as ListQuery));
    return validCounts(painted) ? painted : undefined;
  });

  useEffect(() => {
    const controller = new AbortController();
    shopApi.catalog
      .facets(JSON.parse(key) as ListQuery, { signal: controller.signal })
      .then((next) => {
        if (controller.signal.aborted) return;
        const valid = validCounts(next) ? next : undefined;
        setCounts((previous) => (sameJson(previous, valid) ? previous : valid));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        console.error('Error fetching filter counts:', error);
        setCounts(undefined);
      });
    return () => controller.abort();
  }, [key]);

  return counts;
}
