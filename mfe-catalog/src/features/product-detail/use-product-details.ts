import { statusOf, type ProductDetails } from 'shared-contracts';
import { useProductDetailsQuery } from './api/get-product-details';

export type DetailsState =
  | { status: 'loading' }
  | { status: 'success'; data: ProductDetails }
  | { status: 'not-found' }
  | { status: 'error' };

/** One product from Products/getProductDetails.php; a 404 (or an empty answer) is 'not-found'. */
export function useProductDetails(id: number | null): DetailsState & { retry: () => void } {
  const details = useProductDetailsQuery(id);
  const retry = details.refetch;
  if (details.status === 'success') {
    return details.data?.ProductID
      ? { status: 'success', data: details.data, retry }
      : { status: 'not-found', retry };
  }
  if (details.status === 'error') {
    return { status: statusOf(details.error) === 404 ? 'not-found' : 'error', retry };
  }
  return { status: 'loading', retry };
}
