import {
  catalogUrls,
  defineQuery,
  shopApi,
  useLanguage,
  useQuery,
  type Language,
} from 'shared-contracts';

interface ProductSearch {
  text: string;
  language: Language;
}

/** The products whose names match the typed text (suggestions), their names in `language`. */
export const searchProductsQuery = defineQuery({
  url: ({ text, language }: ProductSearch) => catalogUrls.searchProducts(text, language),
  load: ({ text, language }: ProductSearch, signal) =>
    shopApi.catalog.searchProducts(text, language, { signal }),
  logAs: 'Error searching products:',
});

export const useSearchProducts = (text: string) =>
  useQuery(searchProductsQuery, { text, language: useLanguage() }, { skip: text === '' });
