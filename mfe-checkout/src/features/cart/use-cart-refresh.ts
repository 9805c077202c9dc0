import { useEffect, useState } from 'react';
import {
  formatIdList,
  refreshCart,
  selectCart,
  useAppDispatch,
  useAppSelector,
} from 'shared-contracts';
import { useBagProducts } from './api/get-bag-products';

export type RefreshStatus = 'loading' | 'done' | 'failed';

/**
 * On mount, refreshes the bag from the product list: only products the list still returns are
 * kept, their stock comes from it and a sold-out line is flagged. A failed fetch is only logged
 * and the stored bag stays as it was.
 */
export function useCartRefresh(): RefreshStatus {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const [idsAtMount] = useState(() => formatIdList(cart.map((item) => item.ProductID)));
  const products = useBagProducts(idsAtMount);
  const fresh = products.status === 'success' && !products.isFetching;
  useEffect(() => {
    if (fresh) dispatch(refreshCart(Array.isArray(products.data) ? products.data : []));
  }, [fresh, products.data, dispatch]);
  if (!idsAtMount) return 'done';
  if (products.status === 'error') return 'failed';
  return fresh ? 'done' : 'loading';
}
