import { catalogUrls, defineQuery, shopApi, useLanguage, useQuery } from 'shared-contracts';
import { listedProductsQuery, type ListedQuery } from '../../../shared/listed-products';

/** Products/ for the bag's product ids: those still listed, with their stock and names. */
export const bagProductsQuery = defineQuery({
  url: (bag: ListedQuery) => catalogUrls.products(listedProductsQuery(bag)),
  load: (bag: ListedQuery, signal) =>
    shopApi.catalog.products(listedProductsQuery(bag), { signal }),
  logAs: 'Error refreshing the cart:',
  // The bag is checked against the stock each time it is shown.
  freshForMs: 0,
});

export const useBagProducts = (ids: string) =>
  useQuery(bagProductsQuery, { ids, language: useLanguage() }, { skip: !ids });
