import { catalogUrls, defineQuery, LIMITS, shopApi, useQuery } from 'shared-contracts';

const queryOf = (ids: string) => ({ ids, limit: LIMITS.productListMaxPageSize });

/** Products/ for the bag's product ids: those still listed, with their stock. */
export const bagProductsQuery = defineQuery({
  url: (ids: string) => catalogUrls.products(queryOf(ids)),
  load: (ids: string, signal) => shopApi.catalog.products(queryOf(ids), { signal }),
  logAs: 'Error refreshing the cart:',
  // The bag is checked against the stock each time it is shown.
  freshForMs: 0,
});

export const useBagProducts = (ids: string) => useQuery(bagProductsQuery, ids, { skip: !ids });
