import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** The products whose names match the typed text (suggestions). */
export const searchProductsQuery = defineQuery({
  url: (text: string) => catalogUrls.searchProducts(text),
  load: (text: string, signal) => shopApi.catalog.searchProducts(text, { signal }),
  logAs: 'Error searching products:',
});

export const useSearchProducts = (text: string) =>
  useQuery(searchProductsQuery, text, { skip: text === '' });
