import {
  catalogUrls,
  defineQuery,
  LIMITS,
  listLanguage,
  shopApi,
  useLanguage,
  useQuery,
  type Language,
} from 'shared-contracts';

interface BagQuery {
  ids: string;
  language: Language;
}

const queryOf = ({ ids, language }: BagQuery) => ({
  ids,
  limit: LIMITS.productListMaxPageSize,
  ...listLanguage(language),
});

/** Products/ for the bag's product ids: those still listed, with their stock and names. */
export const bagProductsQuery = defineQuery({
  url: (bag: BagQuery) => catalogUrls.products(queryOf(bag)),
  load: (bag: BagQuery, signal) => shopApi.catalog.products(queryOf(bag), { signal }),
  logAs: 'Error refreshing the cart:',
  // The bag is checked against the stock each time it is shown.
  freshForMs: 0,
});

export const useBagProducts = (ids: string) =>
  useQuery(bagProductsQuery, { ids, language: useLanguage() }, { skip: !ids });
