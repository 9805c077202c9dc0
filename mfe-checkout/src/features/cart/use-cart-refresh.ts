import { useEffect, useRef, useState } from 'react';
import {
  formatIdList,
  isAbort,
  LIMITS,
  refreshCart,
  selectCart,
  shopApi,
  useAppDispatch,
  useAppSelector,
} from 'shared-contracts';

export type RefreshStatus = 'loading' | 'done' | 'failed';

/**
 * On mount, refreshes the bag from the product list: only products the list still returns are
 * kept, their stock comes from it and a sold-out line is flagged. A failed fetch is only logged
 * and the stored bag stays as it was.
 */
export function useCartRefresh(): RefreshStatus {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const idsAtMount = useRef(formatIdList(cart.map((item) => item.ProductID)));
  const [status, setStatus] = useState<RefreshStatus>(idsAtMount.current ? 'loading' : 'done');

  useEffect(() => {
    const ids = idsAtMount.current;
    if (!ids) return;
    const controller = new AbortController();
    shopApi.catalog
      .products({ ids, limit: LIMITS.productListMaxPageSize }, { signal: controller.signal })
      .then((products) => {
        dispatch(refreshCart(Array.isArray(products) ? products : []));
        setStatus('done');
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error('Error refreshing the cart:', error);
        setStatus('failed');
      });
    return () => controller.abort();
  }, [dispatch]);

  return status;
}
