import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** Products/getProductDetails.php: one product with its images; 404 when there is none. */
export const productDetailsQuery = defineQuery({
  url: (id: number) => catalogUrls.productDetails(id),
  load: (id: number, signal) => shopApi.catalog.productDetails(id, { signal }),
  logAs: 'Error fetching product details:',
  expectedStatuses: [404],
});

export const useProductDetailsQuery = (id: number | null) =>
  useQuery(productDetailsQuery, id ?? 0, { skip: id === null });
