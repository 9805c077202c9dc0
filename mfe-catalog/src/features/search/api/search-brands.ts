import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** The brands whose names match the typed text (suggestions). */
export const searchBrandsQuery = defineQuery({
  url: (text: string) => catalogUrls.searchBrands(text),
  load: (text: string, signal) => shopApi.catalog.searchBrands(text, { signal }),
  logAs: 'Error searching brands:',
});

export const useSearchBrands = (text: string) =>
  useQuery(searchBrandsQuery, text, { skip: text === '' });
