import {
  catalogUrls,
  defineQuery,
  shopApi,
  useQuery,
  type ProductListQuery,
} from 'shared-contracts';

/** Products/getFacets.php: counts per filter option for the filters (no sort nor paging). */
export const facetsQuery = defineQuery({
  url: (filters: ProductListQuery) => catalogUrls.facets(filters),
  load: (filters: ProductListQuery, signal) => shopApi.catalog.facets(filters, { signal }),
  logAs: 'Error fetching filter counts:',
});

export const useFacetsQuery = (filters: ProductListQuery) => useQuery(facetsQuery, filters);
