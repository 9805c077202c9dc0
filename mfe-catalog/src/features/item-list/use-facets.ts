import { catalogUrls, type FacetCounts } from 'shared-contracts';
import { type productQueryOf } from 'shared-contracts/product-list';
import { useFacetsQuery } from './api/get-facets';

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
 * Counts per filter option for the list's current filters, price range and search text. While the
 * next counts load the previous ones stay; a failure is logged and drops the counts, so no option
 * is disabled on stale numbers.
 */
export function useFacets(query: ListQuery): FacetCounts | undefined {
  const facets = useFacetsQuery(facetQueryOf(query));
  if (facets.status === 'error') return undefined;
  const counts = facets.status === 'success' ? facets.data : facets.lastData;
  return validCounts(counts) ? counts : undefined;
}
