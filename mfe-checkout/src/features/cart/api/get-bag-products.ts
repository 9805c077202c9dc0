import { useLanguage, useQuery } from 'shared-contracts';
import { defineListedQuery } from '../../../shared/api/get-listed-products';

/** Products/ for the bag's product ids: those still listed, with their stock and names. */
export const bagProductsQuery = defineListedQuery({
  logAs: 'Error refreshing the cart:',
  // The bag is checked against the stock each time it is shown.
  freshForMs: 0,
});

export const useBagProducts = (ids: string) =>
  useQuery(bagProductsQuery, { ids, language: useLanguage() }, { skip: !ids });
