import { useCallback, useEffect, useState } from 'react';
import { isAbort, shopApi, statusOf, type ProductDetails } from 'shared-contracts';

export type DetailsState =
  | { status: 'loading' }
  | { status: 'success'; data: ProductDetails }
  | { status: 'not-found' }
  | { status: 'error' };

/** One product from Products/getProductDetails.php; a 404 (or an empty answer) is 'not-found'. */
export function useProductDetails(id: number | null) {
  const [state, setState] = useState<DetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    shopApi.catalog.productDetails(id, { signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState(data && data.ProductID ? { status: 'success', data } : { status: 'not-found' });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        if (statusOf(error) === 404) {
          setState({ status: 'not-found' });
          return;
        }
        console.error('Error fetching product details:', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry } as DetailsState & { retry: () => void };
}
