import { useCallback, useEffect, useRef, useState } from 'react';
import {
  catalogUrls,
  firstPaintData,
  isAbort,
  shopApi,
  statusOf,
  type ProductDetails,
} from 'shared-contracts';
import { sameJson } from '../../shared/same-json';

export type DetailsState =
  | { status: 'loading' }
  | { status: 'success'; data: ProductDetails }
  | { status: 'not-found' }
  | { status: 'error' };

/** The product from a server-rendered first paint, if the page was served with one. */
function firstPaintState(id: number | null): DetailsState | undefined {
  if (id === null) return undefined;
  const data = firstPaintData<ProductDetails>(catalogUrls.productDetails(id));
  return data?.ProductID ? { status: 'success', data } : undefined;
}

/** One product from Products/getProductDetails.php; a 404 (or an empty answer) is 'not-found'. */
export function useProductDetails(id: number | null) {
  const [state, setState] = useState<DetailsState>(
    () => firstPaintState(id) ?? { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const seeded = useRef(state.status === 'success' ? id : null);
  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    // A product from the first paint stays on screen while it is fetched again.
    if (seeded.current !== id || attempt > 0) setState({ status: 'loading' });
    seeded.current = null;
    shopApi.catalog.productDetails(id, { signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState((previous) => {
          if (!data?.ProductID) return { status: 'not-found' };
          return previous.status === 'success' && sameJson(previous.data, data)
            ? previous
            : { status: 'success', data };
        });
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
