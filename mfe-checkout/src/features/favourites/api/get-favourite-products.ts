import { useMemo } from 'react';
import { formatIdList, useLanguage, useQuery, type Product } from 'shared-contracts';
import { defineListedQuery } from '../../../shared/api/get-listed-products';

/** Products/ for the favourites' ids: those still listed, as they are now. */
export const favouriteProductsQuery = defineListedQuery({
  logAs: 'Error refreshing the favourites:',
});

const NONE = new Map<number, Product>();

/**
 * The favourites still listed, by id, as the list answers them now: names in the page's
 * language, current price and stock. Empty until they come (or when the call fails): the page
 * then draws what was saved.
 */
export function useListedFavourites(favourites: readonly Product[]): Map<number, Product> {
  const ids = formatIdList(favourites.map((product) => product.ProductID));
  const state = useQuery(favouriteProductsQuery, { ids, language: useLanguage() }, { skip: !ids });
  const listed = state.status === 'success' ? state.data : state.lastData;
  return useMemo(
    () =>
      Array.isArray(listed) ? new Map(listed.map((product) => [product.ProductID, product])) : NONE,
    [listed],
  );
}
