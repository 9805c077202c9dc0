import {
  catalogUrls,
  defineQuery,
  shopApi,
  useQueries,
  useQuery,
  type ProductListQuery,
} from 'shared-contracts';

/** Products/: one page of the list for its filters, sort, price range and search text. */
export const productsQuery = defineQuery({
  url: (query: ProductListQuery) => catalogUrls.products(query),
  load: (query: ProductListQuery, signal) => shopApi.catalog.products(query, { signal }),
  logAs: 'Error fetching products:',
});

/** The list's first page: shown as soon as it comes. */
export const useFirstProductPage = (page: ProductListQuery) => useQuery(productsQuery, page);

/** The pages after the first, below the fold: rendered in slices as they come. */
export const useLaterProductPages = (pages: readonly ProductListQuery[]) =>
  useQueries(productsQuery, pages, { transition: true });
