import {
  catalogUrls,
  defineQuery,
  shopApi,
  useLanguage,
  useQuery,
  type Language,
} from 'shared-contracts';

/** Products/getNewArrivals.php: the newest listed products, their names in `language`. */
export const newArrivalsQuery = defineQuery({
  url: (language: Language) => catalogUrls.newArrivals(language),
  load: (language: Language, signal) => shopApi.catalog.newArrivals(language, { signal }),
  logAs: 'Error fetching new arrivals:',
});

export const useNewArrivals = () => useQuery(newArrivalsQuery, useLanguage());
