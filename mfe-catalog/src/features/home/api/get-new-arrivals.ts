import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** Products/getNewArrivals.php: the newest listed products. */
export const newArrivalsQuery = defineQuery({
  url: () => catalogUrls.newArrivals(),
  load: (_: void, signal) => shopApi.catalog.newArrivals({ signal }),
  logAs: 'Error fetching new arrivals:',
});

export const useNewArrivals = () => useQuery(newArrivalsQuery, undefined);
